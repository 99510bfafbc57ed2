/** Builds the stack-floor page (floor/main.tsx) with the project's Vite config and sizes the scripts it loads. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { build } from 'vite';
import { compressedSizes, type FileSizes } from './sizes.ts';

const root = new URL('../..', import.meta.url).pathname;

/** Every script the floor page's HTML loads (it has no dynamic imports). */
export async function floorScripts(): Promise<FileSizes[]> {
  const outDir = join(tmpdir(), 'bench-bundle-floor');
  await build({ configFile: join(root, 'vite.config.ts'), root: new URL('./floor', import.meta.url).pathname, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/signup\/(js\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  return files.map((file) => ({ file, ...compressedSizes(readFileSync(join(outDir, file))), sent: null, encoding: null }));
}
