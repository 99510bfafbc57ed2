/**
 * What a build was made from: a hash of its inputs, stamped beside its output, so `npm start` rebuilds only what is
 * missing or stale. The SPA's inputs are whole folders; the compiled server's are the files esbuild reported reading.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the SPA build reads: vite.config.ts with the plugins it imports from scripts/vite (which rewrite rrweb, for one). */
export const SPA_BUILD_INPUTS = ['index.html', 'vite.config.ts', 'package-lock.json', 'scripts/build.ts', 'scripts/compressAssets.ts', 'scripts/localizedIndex.ts', 'scripts/compile-validators.ts', 'scripts/vite', 'src', 'widgets', 'locales', 'campaigns', 'schemas', 'public'];
const SKIP = /(^|\/)(node_modules|\.git|server|generated\/validators)(\/|$)|\.test\.tsx?$/;

/** The stamp file, in dist/ for the SPA and in SERVER_BUILD_DIR for the server. */
export const STAMP_FILE = '.source-hash';
/** Where the build writes the compiled server (main.js, ensureBuild.js), relative to the repository root. */
export const SERVER_BUILD_DIR = '.build/server';
/** Inputs of the compiled server besides the modules it bundles. */
export const SERVER_BUILD_INPUTS = ['package-lock.json', 'scripts/buildServer.ts', 'scripts/compile-validators.ts', 'schemas/campaign.schema.json', 'schemas/brand.schema.json'];

function files(root: string, entry: string): string[] {
  const path = join(root, entry);
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path).sort().flatMap((name) => files(root, join(entry, name)));
}

/** Hash of the named repository-relative files, path and content; a missing file counts as empty. */
export function filesHash(root: string, paths: readonly string[]): string {
  const hash = createHash('sha256');
  for (const rel of paths) {
    const path = join(root, rel);
    hash.update(rel).update('\0').update(existsSync(path) ? readFileSync(path) : '').update('\0');
  }
  return hash.digest('hex');
}

/** Hash of everything the SPA build reads. */
export function sourceHash(root: string): string {
  return filesHash(root, SPA_BUILD_INPUTS.flatMap((entry) => files(root, entry)).map((file) => relative(root, file)).filter((rel) => !SKIP.test(rel)));
}

/** The compiled server's stamp: the hash of its inputs, then one input per line. */
export function serverStamp(root: string, inputs: readonly string[]): string {
  return [filesHash(root, inputs), ...inputs].join('\n');
}

/** Whether the compiled server's stamp (null: none) still matches its inputs. */
export function serverStampFresh(root: string, stamp: string | null): boolean {
  if (!stamp) return false;
  const [hash, ...inputs] = stamp.split('\n');
  return inputs.length > 0 && filesHash(root, inputs) === hash;
}
