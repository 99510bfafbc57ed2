/** Builds the app and the plain rjsf reference page with the project's Vite config, each into a folder of its own. */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { build, mergeConfig, type Plugin } from 'vite';
import appConfig from '../../vite.config.ts';
import { withoutFormRegistry } from '../vite/formRegistry.ts';
import { sourceHash, STAMP_FILE } from '../../src/server/sourceHash.ts';
import { referenceSchemas } from '../../bench/rjsf-reference/schemas.ts';

const root = new URL('../..', import.meta.url).pathname;
const configFile = join(root, 'vite.config.ts');

/** The app as `npm run build` makes it, in a cache folder rebuilt only when the sources change; returns the folder. */
export async function buildApp(): Promise<string> {
  // BENCH_UNMINIFIED=1: names kept, for a profile (BENCH_PROFILE) that says which function the time went to.
  const unminified = !!process.env.BENCH_UNMINIFIED;
  const outDir = join(root, `node_modules/.cache/bench-steps/app${unminified ? '-unminified' : ''}`);
  const hash = sourceHash(root);
  const stamp = join(outDir, STAMP_FILE);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return outDir;
  const compiled = spawnSync('npx', ['tsx', 'scripts/compile-validators.ts'], { cwd: root, stdio: 'inherit' });
  if (compiled.status !== 0) throw new Error('compile-validators failed');
  await build({ configFile, root, logLevel: 'warn', build: { outDir, emptyOutDir: true, ...(unminified ? { minify: false } : {}) } });
  writeFileSync(stamp, hash);
  return outDir;
}

/** The reference page, its validators precompiled as the app's are (no eval in the page), rjsf's default registry whole (it renders rjsf's own widgets). */
export async function buildReference(): Promise<string> {
  const outDir = join(tmpdir(), 'bench-steps-reference');
  const schemas = referenceSchemas();
  const ajv = new Ajv({ allErrors: true, multipleOfPrecision: 8, strict: false, verbose: false, discriminator: false, schemas, code: { source: true, esm: true, lines: false } });
  const code = standaloneCode(ajv, Object.fromEntries(schemas.map((s) => [s.$id, s.$id])));
  const table = schemas.map((s) => `  ${JSON.stringify(s.$id)}: ${s.$id},`).join('\n');
  const validators: Plugin = {
    name: 'reference-validators',
    resolveId: (id) => (id === 'virtual:reference-validators' ? '\0reference-validators' : null),
    load: (id) => (id === '\0reference-validators' ? `${code}\nexport default {\n${table}\n};\n` : null),
  };
  await build(mergeConfig(withoutFormRegistry(appConfig), { configFile: false, root: join(root, 'bench/rjsf-reference'), logLevel: 'warn', plugins: [validators], build: { outDir, emptyOutDir: true } }));
  return outDir;
}
