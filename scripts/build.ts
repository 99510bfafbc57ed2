/**
 * `npm run build [spa] [server]` (both when none is named). Whatever the parts, first: check the campaigns and
 * catalogues (as campaigns:check does) and the types (as `npm run typecheck` does), and build nothing unless both
 * pass. spa: precompile the step validators, build the SPA with Vite (with its manifest, which the server reads for
 * preload hints), check that no first-step script names a later catalogue key (scripts/earlyWords.ts), write Brotli and gzip copies of its files, stamp the sources it was built from. server: compile
 * the server for plain node (with the precompiled campaign and brand validators) and stamp its inputs.
 * `npm start` adds --for-start, so a refusal says that nothing was started.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_BUILD_DIR, serverStamp, sourceHash, STAMP_FILE } from '../src/server/sourceHash.ts';
import { BUILD_REFUSED } from '../src/server/ensureBuild.ts';
import { assertValidCampaigns, InvalidCampaignsError } from '../src/engine/node/campaignFiles.ts';
import { compressAssets } from './compressAssets.ts';
import { writeLocalizedIndexes } from './localizedIndex.ts';
import { buildServer } from './buildServer.ts';
import { laterKeysInFirstScripts } from './earlyWords.ts';
import { TYPE_CHECKER } from './typeChecker.ts';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const outcome = args.includes('--for-start') ? 'started' : 'built';
const asked = args.filter((arg) => arg !== '--for-start');
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

/** Ends the build after lines that say why, so that `npm start` adds nothing to them. */
function refuse(lines: readonly string[]): false {
  for (const line of lines) console.error(line);
  process.exitCode = BUILD_REFUSED;
  return false;
}

/** The checker's lines when a campaign is invalid: the server would refuse to start on it anyway. */
function campaignsValid(): boolean {
  try {
    assertValidCampaigns();
    return true;
  } catch (err) {
    if (err instanceof InvalidCampaignsError) return refuse(err.refusal(outcome));
    throw err;
  }
}

/**
 * tsc (TypeScript 7, scripts/typeChecker.ts) over tsconfig.json, as `npm run typecheck`: a kind without its widget, or any type error, is not shipped. In
 * build mode on the incremental state tsconfig.json keeps in .build/: sources unchanged since the last check (a
 * start after a campaign edit) take a fraction of a second, a small edit re-checks only what it touched.
 */
function typesCheck(): boolean {
  const started = performance.now();
  const { status } = spawnSync(process.execPath, [TYPE_CHECKER, '--build', 'tsconfig.json'], { cwd: root, stdio: 'inherit' });
  if (status !== 0) return refuse([`build: tsc found type errors; nothing was ${outcome}`]);
  console.log(`build: types checked (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return true;
}

// The hash first: a source edited during the build leaves a stamp that no longer matches, so the next start rebuilds.
const hash = parts.includes('spa') ? sourceHash(root) : '';
// A failed step stops the build (no stamp written, no later part built). The validators come before the type check,
// which reads their declarations, and before either part, which bundles them.
const checked = campaignsValid() && run('npx', ['tsx', 'scripts/compile-validators.ts']) && typesCheck();
if (!checked) parts.length = 0;
if (parts.includes('spa') && !run('npx', ['vite', 'build', '--logLevel', 'warn', '--manifest'])) parts.length = 0;
if (parts.includes('spa')) {
  // A script that names a key of a catalogue part it can run before would show it raw (scripts/earlyWords.ts).
  const early = laterKeysInFirstScripts(join(root, 'dist'), join(root, 'campaigns'));
  if (early.length) {
    refuse(['build: these scripts can run before a part of the catalogue is in, yet name its keys (see src/engine/catalogueParts.ts):', ...early.map((line) => `  ${line}`)]);
    parts.length = 0;
  }
}
if (parts.includes('spa')) {
  // Each language's page, written before the compression so it gets its Brotli and gzip copies too.
  writeLocalizedIndexes(join(root, 'dist'), join(root, 'locales'));
  const sizes = await compressAssets(join(root, 'dist'));
  writeFileSync(join(root, 'dist', STAMP_FILE), hash);
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(`build: dist/ ready (${sizes.files} files, ${kib(sizes.plain)}; Brotli ${kib(sizes.br)}, gzip ${kib(sizes.gz)})`);
}
if (parts.includes('server')) {
  const inputs = await buildServer(root);
  writeFileSync(join(root, SERVER_BUILD_DIR, STAMP_FILE), serverStamp(root, inputs));
  console.log(`build: ${SERVER_BUILD_DIR}/ ready`);
}
