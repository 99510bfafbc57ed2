/** A hash of everything the SPA build reads, so `npm start` rebuilds only when the build is missing or stale. */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const INPUTS = ['index.html', 'vite.config.ts', 'package-lock.json', 'scripts/build.ts', 'scripts/compile-validators.ts', 'src', 'widgets', 'locales', 'campaigns', 'schemas', 'public'];
const SKIP = /(^|\/)(node_modules|\.git|server|generated\/validators)(\/|$)|\.test\.tsx?$/;

function files(root: string, entry: string): string[] {
  const path = join(root, entry);
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path).sort().flatMap((name) => files(root, join(entry, name)));
}

export function sourceHash(root: string): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((entry) => files(root, entry))) {
    const rel = relative(root, file);
    if (SKIP.test(rel)) continue;
    hash.update(rel).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

export const STAMP_FILE = '.source-hash';
