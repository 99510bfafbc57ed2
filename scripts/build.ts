/** `npm run build`: precompile the step validators, build the SPA with Vite, stamp the sources it was built from. */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sourceHash, STAMP_FILE } from '../src/server/sourceHash.ts';

const root = new URL('..', import.meta.url).pathname;
const steps: Array<[string, string[]]> = [['npx', ['tsx', 'scripts/compile-validators.ts']], ['npx', ['vite', 'build', '--logLevel', 'warn']]];
let failed: number | null = null;
for (const [cmd, args] of steps) {
  const { status } = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) {
    failed = status ?? 1;
    break;
  }
}
if (failed === null) {
  writeFileSync(join(root, 'dist', STAMP_FILE), sourceHash(root));
  console.log('build: dist/ ready');
} else {
  process.exitCode = failed;
}
