/**
 * `npm test`'s quick checks in one process: generated types fresh, campaigns:check, flow pictures and docs tables up to
 * date, the personas' paths. Each is its script, run as its command line runs it (its arguments, its exit code); one
 * process each spent about 1.3 s of its 1.7-2.7 s starting tsx and loading the same campaign files again. Runs every
 * check, prints a line for each, and exits 1 if any failed.
 */
import { fileURLToPath } from 'node:url';

/** The stage name, the script and its arguments, as `npm test` named and ran them one process each. */
const QUICK_CHECKS: ReadonlyArray<readonly [name: string, script: string, args: readonly string[]]> = [
  ['generated types are fresh', 'generate-types.ts', ['--check']],
  ['campaigns:check', 'campaigns-check.ts', []],
  ['flow pictures up to date', 'campaigns-graph.ts', ['--check']],
  ['docs tables up to date', 'docs-generate.ts', ['--check']],
  ['campaigns:test (personas)', 'campaigns-test.ts', []],
];

const [node = process.execPath] = process.argv;
const results: Array<[string, boolean, number]> = [];
for (const [name, script, args] of QUICK_CHECKS) {
  const path = fileURLToPath(new URL(`./${script}`, import.meta.url));
  console.log(`\n── ${name}`);
  // Each script reads its arguments and reports through the exit code, as its own process would.
  process.argv = [node, path, ...args];
  process.exitCode = 0;
  const started = performance.now();
  let ok: boolean;
  try {
    await import(path);
    ok = !process.exitCode;
  } catch (err) {
    console.error(err);
    ok = false;
  }
  results.push([name, ok, performance.now() - started]);
}
console.log('');
for (const [name, ok, ms] of results) console.log(`${ok ? 'pass' : 'FAIL'}  ${name}  ${(ms / 1000).toFixed(1)} s`);
process.exitCode = results.every(([, ok]) => ok) ? 0 : 1;
