/**
 * `npm test`: every suite — the quick checks in one process (generated types fresh, campaigns valid, flow pictures fresh, docs tables fresh, persona paths), typecheck, lint, unit, tooling, API (PGlite, and
 * PostgreSQL when TEST_DATABASE_URL is set), build, end-to-end in Chromium (installed with apt when missing), and the cross-browser suite in Firefox ESR and
 * WebKitGTK beside Chromium (tests/browsers; installed with apt when missing) with the database fault test (a PostgreSQL server of its own) beside it.
 * Runs every stage and fails if any failed; the summary names what failed in each stage. The suites' database templates
 * are built once, before the API stage, for the API, end-to-end and cross-browser stages.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_BROWSER, CHROMIUM_HEADLESS_SHELL, CHROMIUM_PACKAGES } from '../tests/support/chromium.ts';
import { E2E_REPORT, failedSpecsOfLastRun, failedVitestTestsOf } from '../tests/support/failedSpecs.ts';

function sh(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  return spawnSync(cmd, args, { stdio: 'inherit', env }).status === 0;
}

const postgresUrl = process.env.TEST_DATABASE_URL;

/** Installs Debian packages, through sudo unless this runs as root. */
function aptInstall(packages: readonly string[]): boolean {
  const apt = (args: string[]) => (process.getuid?.() === 0 ? sh('apt-get', args) : sh('sudo', ['apt-get', ...args]));
  apt(['update']);
  return apt(['install', '-y', ...packages]);
}

/** The browser, and its headless shell that the specs run in (tests/support/chromium.ts); CHROMIUM_PATH names one of its own. */
function ensureChromium(): boolean {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH);
  const programs = [CHROMIUM_BROWSER, CHROMIUM_HEADLESS_SHELL];
  if (programs.every(existsSync)) return true;
  console.log('Chromium or its headless shell is missing; installing them with apt…');
  return aptInstall(CHROMIUM_PACKAGES) && programs.every(existsSync);
}

const postgresBin = ['/usr/lib/postgresql'].filter(existsSync).flatMap((d) => readdirSync(d).map((v) => `${d}/${v}/bin`)).find((d) => existsSync(`${d}/initdb`));

/** The fault test runs a PostgreSQL server of its own, so it needs the server programs (package postgresql). */
function ensurePostgresServer(): boolean {
  if (postgresBin || spawnSync('pg_config', ['--bindir']).status === 0) return true;
  console.log('The PostgreSQL server programs are missing; installing them with apt…');
  return aptInstall(['postgresql']);
}

/** The cross-browser suite's engines: Firefox ESR, WebKitGTK's WebKitWebDriver with its MiniBrowser, and Xvfb for MiniBrowser's window. */
const browserPackages: Array<[string, string]> = [['firefox-esr', process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'], ['webkit2gtk-driver', '/usr/bin/WebKitWebDriver'], ['xvfb', '/usr/bin/Xvfb']];

function ensureCrossBrowserEngines(): boolean {
  const missing = browserPackages.filter(([, program]) => !existsSync(program)).map(([pkg]) => pkg);
  if (!missing.length) return true;
  console.log(`${missing.join(', ')} missing; installing with apt…`);
  return aptInstall(missing) && browserPackages.every(([, program]) => existsSync(program));
}

/**
 * A stage run beside another: it starts with that stage and is waited for after it, its output kept in a file (not a
 * pipe, which nobody reads while the other stage's spawnSync holds the loop) and printed once both are done. Only
 * pairs that leave a core idle when run one after the other are run so: the unit tests run in one worker, and the
 * tooling tests' scripts run one at a time; typecheck and lint are one process each; the cross-browser suite keeps the
 * two cores about 63 % busy (one engine walks at a time) and the fault test mostly waits on its database (restarts,
 * outages, a worker's replacement): side by side they took 86 s where one after the other took 120 (the same hour).
 * `ready` is checked first (what the stage needs installed); when it fails, the stage fails without running. `until`
 * names a later stage: the stages up to it run one after the other beside this one (lint, one process on one core,
 * beside the quick checks and then the type check: 10 s where 4 s of checks and then both side by side took 13).
 */
interface Beside { name: string; command: string; args: string[]; env?: () => NodeJS.ProcessEnv; ready?: () => boolean; until?: string }

/** Times a stage run beside another (the loop that started it hears it end only after the other stage). */
const TIMED_RUN = fileURLToPath(new URL('./timedRun.ts', import.meta.url));

function startBeside(beside: Beside): Promise<{ ok: boolean; ms: number; output: string }> {
  const started = Date.now();
  if (beside.ready && !beside.ready()) return Promise.resolve({ ok: false, ms: Date.now() - started, output: 'not run: what it needs could not be installed' });
  const dir = mkdtempSync(join(tmpdir(), 'test-all-'));
  const file = join(dir, 'output');
  const timing = join(dir, 'ms');
  const fd = openSync(file, 'w');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', TIMED_RUN, timing, beside.command, ...beside.args], { stdio: ['ignore', fd, fd], env: beside.env?.() ?? process.env });
    let ended = false;
    // A child that cannot start reports 'error' and may still report 'close': the file is closed and read once.
    const done = (ok: boolean) => {
      if (ended) return;
      ended = true;
      closeSync(fd);
      const output = readFileSync(file, 'utf8');
      const ms = existsSync(timing) ? Number(readFileSync(timing, 'utf8')) : Date.now() - started;
      rmSync(dir, { recursive: true, force: true });
      resolve({ ok, ms, output });
    };
    child.on('error', () => done(false));
    child.on('close', (code) => done(code === 0));
  });
}

/** Where each Vitest stage's failures are written (tests/support/failedTestsReporter.ts), for the summary to name. */
const reportDir = mkdtempSync(join(tmpdir(), 'test-all-reports-'));
const vitestReports = new Map<string, string>();
const FAILED_TESTS_REPORTER = './tests/support/failedTestsReporter.ts';
/**
 * A Vitest project's command line for the stage named `stage`: its usual output, and its failures written for the
 * summary. Its environment is read as the stage starts (the shared database templates are named in it by then).
 */
function vitest(stage: string, project: string): { args: string[]; env: () => NodeJS.ProcessEnv } {
  const report = join(reportDir, `${project}.json`);
  vitestReports.set(stage, report);
  return { args: ['vitest', 'run', '--project', project, '--reporter=default', `--reporter=${FAILED_TESTS_REPORTER}`], env: () => ({ ...process.env, FAILED_TESTS_FILE: report }) };
}

function vitestStage(stage: string, project: string): () => boolean {
  const { args, env } = vitest(stage, project);
  return () => sh('npx', args, env());
}

const QUICK_CHECKS_STAGE = 'quick checks: generated types fresh, campaigns:check, flow pictures and docs tables up to date, personas';
const FAULT_TEST = 'fault test: PostgreSQL restart, outage and worker crash';
const END_TO_END = `end-to-end tests (PGlite${postgresUrl ? ' and five specs on PostgreSQL' : ''})`;
const UNIT = 'unit tests';
const TOOLING = 'tooling tests: kind:new and the build, followed in a scratch copy';
const API = `API tests (PGlite${postgresUrl ? ' and PostgreSQL' : ''})`;

const stages: Array<[string, () => boolean, Beside?]> = [
  // One process for the five (scripts/quick-checks.ts), each with its own pass or FAIL line there.
  [QUICK_CHECKS_STAGE, () => sh('npx', ['tsx', 'scripts/quick-checks.ts']), { name: 'lint', command: 'npx', args: ['eslint', '.'], until: 'typecheck' }],
  ['typecheck', () => sh('npm', ['run', '-s', 'typecheck'])],
  [UNIT, vitestStage(UNIT, 'unit'), { name: TOOLING, command: 'npx', ...vitest(TOOLING, 'tooling') }],
  [API, vitestStage(API, 'api')],
  ['build', () => sh('npx', ['tsx', 'scripts/build.ts'])],
  ['Chromium', ensureChromium],
  // One run, one project per database (playwright.config.ts): every spec on PGlite, five on PostgreSQL, two workers.
  [END_TO_END, () => { rmSync(E2E_REPORT, { force: true }); return sh('npx', ['playwright', 'test']); }],
  // Timed apart from the unit, API and end-to-end budget, like the accessibility matrix: its own limit is 4 minutes.
  ['cross-browser: Firefox ESR and WebKitGTK', () => ensureCrossBrowserEngines() && sh('npx', ['tsx', 'tests/browsers/run.ts']),
    { name: FAULT_TEST, command: 'npx', ...vitest(FAULT_TEST, 'fault'), ready: ensurePostgresServer }],
];

/**
 * The migrated, seeded databases the API suites, the end-to-end specs and the cross-browser suite copy, built once for
 * the three (tests/support/databaseTemplates.ts) before the first of them, where each built its own. Built in this
 * process, which no stage's spawnSync holds then; when the build fails, each stage builds its own as before. Imported
 * only then: the server code it migrates and seeds with must not stop the run before the stages that check that code.
 */
async function shareDatabaseTemplates(): Promise<(() => Promise<void>) | null> {
  const started = Date.now();
  try {
    const { createDatabaseTemplates, SHARED_TEMPLATES_VARIABLE } = await import('../tests/support/databaseTemplates.ts');
    const { templates, remove } = await createDatabaseTemplates(postgresUrl ?? null);
    process.env[SHARED_TEMPLATES_VARIABLE] = JSON.stringify(templates);
    console.log(`\n━━ the suites' database templates, built once for the API, end-to-end and cross-browser stages  ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return remove;
  } catch (err) {
    console.log(`\n━━ the suites' database templates could not be built here (${err instanceof Error ? err.message : String(err)}); each stage builds its own`);
    return null;
  }
}
let removeSharedTemplates: (() => Promise<void>) | null = null;

const results: Array<[string, boolean, number]> = [];
/** Stages started beside others and not yet waited for. */
const besides: Array<{ beside: Beside; run: ReturnType<typeof startBeside>; until: string }> = [];
let buildOk = true;
for (const [name, run, beside] of stages) {
  const skipped = (name.startsWith('end-to-end') || name.startsWith('cross-browser')) && !buildOk;
  if (skipped && !beside) { results.push([name, false, 0]); continue; }
  if (name === API) removeSharedTemplates = await shareDatabaseTemplates();
  console.log(`\n━━ ${skipped ? `${name}: not run, the build or Chromium failed; ${beside?.name}` : name}${beside && !skipped ? ` (${beside.name} beside ${beside.until ? `it and the stages up to ${beside.until}` : 'it'}, printed after)` : ''}`);
  if (beside) besides.push({ beside, run: startBeside(beside), until: beside.until ?? name });
  const started = Date.now();
  const ok = !skipped && run();
  if ((name === 'build' || name === 'Chromium') && !ok) buildOk = false;
  results.push([name, ok, Date.now() - started]);
  for (const pending of besides.filter(({ until }) => until === name)) {
    besides.splice(besides.indexOf(pending), 1);
    const other = await pending.run;
    console.log(`\n━━ ${pending.beside.name}\n${other.output}`);
    results.push([pending.beside.name, other.ok, other.ms]);
  }
}
console.log('\n━━ summary');
for (const [name, ok, ms] of results) {
  console.log(`${ok ? 'pass' : 'FAIL'}  ${name}  ${(ms / 1000).toFixed(1)} s`);
  // Later stages print minutes of their own: a failed stage's tests are named again where a tail shows them.
  const report = vitestReports.get(name);
  const failures = ok ? [] : name === END_TO_END ? failedSpecsOfLastRun() : report ? failedVitestTestsOf(report) : [];
  for (const line of failures) console.log(`      ${line}`);
  if (!ok && !failures.length) console.log("      no test named here: the stage's own output above says what failed");
}
rmSync(reportDir, { recursive: true, force: true });
await removeSharedTemplates?.().catch((err: unknown) => console.log(`the suites' database templates could not be removed: ${String(err)}`));
const failed = results.filter(([, ok]) => !ok).length;
console.log(`stages: ${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
