/** Builds the SPA when dist/ is missing or was built from other sources. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { sourceHash, STAMP_FILE } from './sourceHash.ts';
import { repoRoot } from '../engine/node/campaignFiles.ts';

export async function ensureBuild(distDir: string): Promise<void> {
  const stamp = join(distDir, STAMP_FILE);
  const current = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : null;
  if (existsSync(join(distDir, 'index.html')) && current === sourceHash(repoRoot)) return;
  console.log(current ? 'Sources changed since the last build; rebuilding…' : 'No build found; building…');
  const result = spawnSync('npm', ['run', '-s', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}
