/**
 * `npm test`: every suite — generated types fresh, campaigns valid, flow pictures fresh, docs tables fresh, persona paths, typecheck, lint, unit, tooling, API (PGlite, and
 * PostgreSQL when TEST_DATABASE_URL is set), build, the database fault test (a PostgreSQL server of its own), end-to-end in Chromium (installed with apt when missing),
 * and the cross-browser suite in Firefox ESR and WebKitGTK beside Chromium (tests/browsers; installed with apt when missing).
 * Runs every stage and fails if any failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { CHROMIUM_BROWSER, CHROMIUM_HEADLESS_SHELL, CHROMIUM_PACKAGES } from '../tests/support/chromium.ts';

function sh(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  return spawnSync(cmd, args, { stdio: 'inherit', env }).status === 0;
}

const postgresUrl = process.env.TEST_DATABASE_URL;

/** The browser, and its headless shell that the specs run in (tests/support/chromium.ts); CHROMIUM_PATH names one of its own. */
function ensureChromium(): boolean {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH);
  const programs = [CHROMIUM_BROWSER, CHROMIUM_HEADLESS_SHELL];
  if (programs.every(existsSync)) return true;
  console.log('Chromium or its headless shell is missing; installing them with apt…');
  const asRoot = process.getuid?.() === 0;
  const apt = (args: string[]) => (asRoot ? sh('apt-get', args) : sh('sudo', ['apt-get', ...args]));
  apt(['update']);
  return apt(['install', '-y', ...CHROMIUM_PACKAGES]) && programs.every(existsSync);
}

const postgresBin = ['/usr/lib/postgresql'].filter(existsSync).flatMap((d) => readdirSync(d).map((v) => `${d}/${v}/bin`)).find((d) => existsSync(`${d}/initdb`));

/** The fault test runs a PostgreSQL server of its own, so it needs the server programs (package postgresql). */
function ensurePostgresServer(): boolean {
  if (postgresBin || spawnSync('pg_config', ['--bindir']).status === 0) return true;
  console.log('The PostgreSQL server programs are missing; installing them with apt…');
  const asRoot = process.getuid?.() === 0;
  const apt = (args: string[]) => (asRoot ? sh('apt-get', args) : sh('sudo', ['apt-get', ...args]));
  apt(['update']);
  return apt(['install', '-y', 'postgresql']);
}

/** The cross-browser suite's engines: Firefox ESR, WebKitGTK's WebKitWebDriver with its MiniBrowser, and Xvfb for MiniBrowser's window. */
const browserPackages: Array<[string, string]> = [['firefox-esr', process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'], ['webkit2gtk-driver', '/usr/bin/WebKitWebDriver'], ['xvfb', '/usr/bin/Xvfb']];

function ensureCrossBrowserEngines(): boolean {
  const missing = browserPackages.filter(([, program]) => !existsSync(program)).map(([pkg]) => pkg);
  if (!missing.length) return true;
  console.log(`${missing.join(', ')} missing; installing with apt…`);
  const asRoot = process.getuid?.() === 0;
  const apt = (args: string[]) => (asRoot ? sh('apt-get', args) : sh('sudo', ['apt-get', ...args]));
  apt(['update']);
  return apt(['install', '-y', ...missing]) && browserPackages.every(([, program]) => existsSync(program));
}

const stages: Array<[string, () => boolean]> = [
  ['generated types are fresh', () => sh('npx', ['tsx', 'scripts/generate-types.ts', '--check'])],
  ['campaigns:check', () => sh('npx', ['tsx', 'scripts/campaigns-check.ts'])],
  ['flow pictures up to date', () => sh('npx', ['tsx', 'scripts/campaigns-graph.ts', '--check'])],
  ['docs tables up to date', () => sh('npx', ['tsx', 'scripts/docs-generate.ts', '--check'])],
  ['campaigns:test (personas)', () => sh('npx', ['tsx', 'scripts/campaigns-test.ts'])],
  ['typecheck', () => sh('npm', ['run', '-s', 'typecheck'])],
  ['lint', () => sh('npx', ['eslint', '.'])],
  ['unit tests', () => sh('npx', ['vitest', 'run', '--project', 'unit'])],
  ['tooling tests: kind:new and the build, followed in a scratch copy', () => sh('npx', ['vitest', 'run', '--project', 'tooling'])],
  [`API tests (PGlite${postgresUrl ? ' and PostgreSQL' : ''})`, () => sh('npx', ['vitest', 'run', '--project', 'api'])],
  ['build', () => sh('npx', ['tsx', 'scripts/build.ts'])],
  ['fault test: PostgreSQL restart, outage and worker crash', () => ensurePostgresServer() && sh('npx', ['vitest', 'run', '--project', 'fault'])],
  ['Chromium', ensureChromium],
  // One run, one project per database (playwright.config.ts): every spec on PGlite, five on PostgreSQL, two workers.
  [`end-to-end tests (PGlite${postgresUrl ? ' and five specs on PostgreSQL' : ''})`, () => sh('npx', ['playwright', 'test'])],
  // Timed apart from the unit, API and end-to-end budget, like the accessibility matrix: its own limit is 4 minutes.
  ['cross-browser: Firefox ESR and WebKitGTK', () => ensureCrossBrowserEngines() && sh('npx', ['tsx', 'tests/browsers/run.ts'])],
];

const results: Array<[string, boolean, number]> = [];
let buildOk = true;
for (const [name, run] of stages) {
  if ((name.startsWith('end-to-end') || name.startsWith('cross-browser')) && !buildOk) { results.push([name, false, 0]); continue; }
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  const ok = run();
  if ((name === 'build' || name === 'Chromium') && !ok) buildOk = false;
  results.push([name, ok, Date.now() - started]);
}
console.log('\n━━ summary');
for (const [name, ok, ms] of results) console.log(`${ok ? 'pass' : 'FAIL'}  ${name}  ${(ms / 1000).toFixed(1)} s`);
const failed = results.filter(([, ok]) => !ok).length;
console.log(`stages: ${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
