/**
 * What the first question's scripts are made of: the app built again (same config, so the same chunk names) with
 * a plugin that keeps every chunk's modules; each module's share is its code minified and gzipped on its own, an
 * estimate for ranking (in the chunk, modules compress together somewhat better).
 */
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import { build, type Plugin } from 'vite';

const root = new URL('../..', import.meta.url).pathname;

export interface ModuleShare {
  /** A package name, or a path in the repository. */
  name: string;
  gzip: number;
}

/** The modules of the named chunk files (js/…), grouped by package, largest first. */
export async function modulesOf(chunkFiles: readonly string[]): Promise<ModuleShare[]> {
  const shares = new Map<string, number>();
  const collect: Plugin = {
    name: 'bench-bundle-modules',
    async generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunkFiles.includes(chunk.fileName)) continue;
        for (const [id, module] of Object.entries(chunk.modules)) {
          if (!module.code) continue;
          const { code } = await transform(module.code, { minify: true, loader: 'js' });
          const name = id.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1] ?? id.replace(root, '');
          shares.set(name, (shares.get(name) ?? 0) + gzipSync(code, { level: 9 }).length);
        }
      }
    },
  };
  await build({ configFile: join(root, 'vite.config.ts'), root, logLevel: 'error', plugins: [collect], build: { outDir: join(tmpdir(), 'bench-bundle-modules'), emptyOutDir: true } });
  return [...shares].map(([name, gzip]) => ({ name, gzip })).sort((a, b) => b.gzip - a.gzip);
}
