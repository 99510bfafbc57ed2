/**
 * Runs a command and writes how long it ran, in ms, to a file: `npm test` starts a stage beside another through this
 * (scripts/test-all.ts), and hears that stage end only once the other stage's spawnSync has returned, too late to time it.
 * Usage: node --import tsx scripts/timedRun.ts <timing file> <command> [args…]; it ends with the command's exit code
 * (1 when the command could not start or was killed by a signal).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export function timedRun(timingFile: string, command: string, args: readonly string[]): number {
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit' });
  writeFileSync(timingFile, String(Date.now() - started));
  return run.status ?? 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [timingFile, command, ...args] = process.argv.slice(2);
  if (!timingFile || !command) {
    console.error('usage: node --import tsx scripts/timedRun.ts <timing file> <command> [args…]');
    process.exitCode = 2;
  } else {
    process.exitCode = timedRun(timingFile, command, args);
  }
}
