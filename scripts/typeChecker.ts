/**
 * The type checker that `npm run typecheck`, the build and kind:new's test run: TypeScript 7, the compiler in native
 * code (about 3 s for this repository where TypeScript 6's took about 10). TypeScript 6 stays the `typescript`
 * package, because typescript-eslint and the campaign-behaviour test read its JavaScript API, which 7 does not have.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** TypeScript 7's `tsc` script, run with node. Its package exports no bin path, so it is found from its package.json. */
export const TYPE_CHECKER = join(dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin', 'tsc');
