/**
 * Builds the stack-floor page (floor/main.tsx) with the project's Vite config, rjsf's default registry whole (the page
 * renders rjsf's own select), and sizes the scripts it loads.
 */
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { build, mergeConfig, type Rollup } from 'vite';
import appConfig from '../../vite.config.ts';
import { withoutFormRegistry } from '../vite/formRegistry.ts';
import { compressedSizes, type FileSizes } from './sizes.ts';

const root = new URL('../..', import.meta.url).pathname;

/** Every script of the floor page (it has no dynamic imports, so the page loads them all). */
export async function floorScripts(): Promise<FileSizes[]> {
  const output = await build(mergeConfig(withoutFormRegistry(appConfig), {
    configFile: false, root, logLevel: 'error',
    build: { outDir: join(tmpdir(), 'bench-bundle-floor'), emptyOutDir: true, rollupOptions: { input: new URL('./floor/main.tsx', import.meta.url).pathname } },
  })) as Rollup.RollupOutput;
  return output.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
    .map((chunk) => ({ file: chunk.fileName, ...compressedSizes(Buffer.from(chunk.code)), sent: null, encoding: null }));
}
