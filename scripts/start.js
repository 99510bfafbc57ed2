/**
 * `npm start`, run by plain node: brings the build up to date (the check is compiled with the server, so a fresh
 * clone's first start builds everything), then runs the compiled server from .build/server/.
 */
import cluster from 'node:cluster';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = new URL('../.build/server/', import.meta.url);
const check = new URL('ensureBuild.js', built);
/** The build's exit status when it has said why it built nothing (BUILD_REFUSED in src/server/ensureBuild.ts). */
const BUILD_REFUSED = 3;

/** Brings the build up to date; false when it cannot, said in one line unless the build has said why. */
async function buildIsReady() {
  try {
    if (existsSync(check)) await (await import(check.href)).ensureBuild();
    else {
      process.stdout.write('No build found; building…\n');
      const { status } = spawnSync('npm', ['run', '-s', 'build', '--', '--for-start'], { cwd: root, stdio: 'inherit' });
      if (status === BUILD_REFUSED) return false;
      if (status !== 0) throw new Error('npm run build failed');
    }
    return true;
  } catch (err) {
    if (!(err instanceof Error && err.name === 'BuildRefusedError')) process.stderr.write(`Refusing to start: ${err instanceof Error ? err.message : String(err)}\n`);
    return false;
  }
}

// Workers (one per core on PostgreSQL) run this file too; their primary has already brought the build up to date.
if (cluster.isWorker || (await buildIsReady())) {
  // Stack traces name the TypeScript sources.
  process.setSourceMapsEnabled(true);
  await import(new URL('main.js', built).href);
} else {
  process.exitCode = 1;
}
