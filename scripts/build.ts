/** `npm run build`: precompile the step validators, build the SPA with Vite, stamp the sources it was built from. */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sourceHash, STAMP_FILE } from '../src/server/sourceHash.ts';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd: string, args: string[]) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run('npx', ['tsx', 'scripts/compile-validators.ts']);
run('npx', ['vite', 'build', '--logLevel', 'warn']);
writeFileSync(join(root, 'dist', STAMP_FILE), sourceHash(root));
console.log('build: dist/ ready');
