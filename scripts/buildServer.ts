/**
 * Compiles the server once, at build, into ES modules for plain node (.build/server/main.js and the start's
 * freshness check ensureBuild.js), so `npm start` does not compile TypeScript at every start. Packages stay in
 * node_modules; the files the server reads at run time (migrations, seed data, campaigns, schemas) stay in the checkout.
 */
import { build, type Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SERVER_BUILD_DIR, SERVER_BUILD_INPUTS } from '../src/server/sourceHash.ts';

/**
 * Modules find their data files through `new URL('./x', import.meta.url)`; in a bundle every module would share
 * the bundle's URL, so each module's `import.meta.url` becomes its source file's URL, relative to the bundle so
 * the checkout can move.
 */
function sourceModuleUrls(outDir: string): Plugin {
  return {
    name: 'source-module-urls',
    setup(b) {
      b.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (args.path.includes('/node_modules/')) return undefined;
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const fromBundle = JSON.stringify(relative(outDir, args.path));
        return { contents: text.replaceAll('import.meta.url', `new URL(${fromBundle}, import.meta.url).href`), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/**
 * The server checks every campaign at start; in the build it does so with the validators compile-validators.ts
 * precompiled (it runs before this step) instead of compiling the schemas at every start.
 */
function precompiledSchemaChecks(root: string): Plugin {
  const precompiled = join(root, 'src/engine/node/campaignSchemaCheckPrecompiled.ts');
  return {
    name: 'precompiled-schema-checks',
    setup(b) {
      b.onResolve({ filter: /\/campaignSchemaCheck\.ts$/ }, () => ({ path: precompiled }));
    },
  };
}

/** Bundles the server's entry points; returns the repository-relative files the result was made from. */
export async function buildServer(root: string): Promise<string[]> {
  const outDir = join(root, SERVER_BUILD_DIR);
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['src/server/main.ts', 'src/server/ensureBuild.ts'],
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [precompiledSchemaChecks(root), sourceModuleUrls(outDir)],
  });
  const bundled = Object.keys(result.metafile.inputs).filter((path) => !path.includes('node_modules/'));
  return [...new Set([...bundled, ...SERVER_BUILD_INPUTS])].sort();
}
