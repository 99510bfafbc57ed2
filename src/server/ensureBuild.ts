/**
 * Brings the build up to date before a start: the SPA (dist/) and the compiled server (.build/server/), each rebuilt
 * only when missing or made from other sources. `npm start` runs the compiled copy of this file before the server.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_BUILD_DIR, serverStampFresh, sourceHash, STAMP_FILE } from './sourceHash.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const readStamp = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8').trim() : null);

/** The parts of the build that are missing or stale: 'spa' (in distDir) and 'server'. */
export function staleParts(root = ROOT, distDir = join(root, 'dist')): Array<'spa' | 'server'> {
  const parts: Array<'spa' | 'server'> = [];
  const serverDir = join(root, SERVER_BUILD_DIR);
  if (!existsSync(join(serverDir, 'main.js')) || !serverStampFresh(root, readStamp(join(serverDir, STAMP_FILE)))) parts.push('server');
  if (!existsSync(join(distDir, 'index.html')) || readStamp(join(distDir, STAMP_FILE)) !== sourceHash(root)) parts.unshift('spa');
  return parts;
}

/**
 * The build's exit status when it built nothing and has printed why (an invalid campaign, a type error), worded for
 * a start (`--for-start`): there is nothing left for the start to add. scripts/start.js has its own copy.
 */
export const BUILD_REFUSED = 3;

/** The build refused and has said why. */
export class BuildRefusedError extends Error {
  override name = 'BuildRefusedError';
}

/** Builds what is missing or stale (`npm run build -- PART…`); throws when the build fails. */
export async function ensureBuild(distDir?: string, root = ROOT): Promise<void> {
  const parts = staleParts(root, distDir);
  if (!parts.length) return;
  console.log(`Building ${parts.join(' and ')}: missing or made from other sources…`);
  const result = spawnSync('npm', ['run', '-s', 'build', '--', '--for-start', ...parts], { cwd: root, stdio: 'inherit' });
  if (result.status === BUILD_REFUSED) throw new BuildRefusedError('npm run build refused');
  if (result.status !== 0) throw new Error('npm run build failed');
}
