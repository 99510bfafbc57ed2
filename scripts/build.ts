/**
 * `npm run build [spa] [server]` (both when none is named). spa: precompile the step validators, build the SPA with
 * Vite (with its manifest, which the server reads for preload hints), write Brotli and gzip copies of its files,
 * stamp the sources it was built from. server: compile the server for plain node (with the precompiled campaign and
 * brand validators) and stamp its inputs.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_BUILD_DIR, serverStamp, sourceHash, STAMP_FILE } from '../src/server/sourceHash.ts';
import { compressAssets } from './compressAssets.ts';
import { buildServer } from './buildServer.ts';

const root = new URL('..', import.meta.url).pathname;
const asked = process.argv.slice(2);
const unknown = asked.filter((part) => part !== 'spa' && part !== 'server');
if (unknown.length) throw new Error(`npm run build: unknown part ${unknown.join(', ')} (spa, server)`);
const parts = asked.length ? asked : ['spa', 'server'];

/** Runs one build step; on failure says which and leaves its exit status for the process. */
function run(cmd: string, args: string[]): boolean {
  const { status } = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (status === 0) return true;
  console.error(`build: ${cmd} ${args.join(' ')} failed`);
  process.exitCode = status ?? 1;
  return false;
}

// The hash first: a source edited during the build leaves a stamp that no longer matches, so the next start rebuilds.
const hash = parts.includes('spa') ? sourceHash(root) : '';
// A failed step stops the build (no stamp written, no later part built).
if (parts.includes('spa') && !(run('npx', ['tsx', 'scripts/compile-validators.ts']) && run('npx', ['vite', 'build', '--logLevel', 'warn', '--manifest']))) parts.length = 0;
if (parts.includes('spa')) {
  const sizes = await compressAssets(join(root, 'dist'));
  writeFileSync(join(root, 'dist', STAMP_FILE), hash);
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(`build: dist/ ready (${sizes.files} files, ${kib(sizes.plain)}; Brotli ${kib(sizes.br)}, gzip ${kib(sizes.gz)})`);
}
// The server bundles the precompiled campaign and brand validators; the SPA part has just written them, or this does.
if (parts.includes('server') && !parts.includes('spa') && !run('npx', ['tsx', 'scripts/compile-validators.ts'])) parts.length = 0;
if (parts.includes('server')) {
  const inputs = await buildServer(root);
  writeFileSync(join(root, SERVER_BUILD_DIR, STAMP_FILE), serverStamp(root, inputs));
  console.log(`build: ${SERVER_BUILD_DIR}/ ready`);
}
