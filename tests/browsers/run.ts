/**
 * `npm run test:browsers`: the cross-browser suite. The five flows end to end in Debian's Firefox ESR and WebKitGTK,
 * with Chromium as the control, against the real server and the production build (npm run build first).
 *
 * The matrix fits in four minutes on two cores: Firefox and WebKit walk every flow twice, in English at one width and
 * in Spanish at the other, the widths swapped from one flow and from one engine to the other, so that between them
 * every flow meets both languages at both widths; Chromium, the control (and the engine of every end-to-end spec),
 * walks each flow once, languages and widths taking turns. `--full` walks every flow in both languages at both widths
 * in every engine;
 * `--engines=firefox,webkit`, `--flows=ws10,s6` and `--repeat=3` narrow or repeat it; DIST_DIR=path tests another build.
 */
import { FLOWS, type Flow } from './flows.ts';
import { Walk, type Locale } from './walk.ts';
import { prepareSuite, startSuiteServer, type SuiteServer, type SuiteStart } from './server.ts';
import { launchPuppeteerEngine } from './puppeteerEngine.ts';
import { launchWebKit } from './webkitEngine.ts';
import type { Driver, Engine, EngineName, Viewport } from './driver.ts';
import { listClientErrors } from '../../src/server/db/repositories/clientErrors.ts';

const VIEWPORTS: readonly Viewport[] = [{ width: 390, height: 844 }, { width: 1280, height: 900 }];
const ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];
/** The engine that shows a failure is not the suite's own: Chromium runs every end-to-end spec already. */
const CONTROL: EngineName = 'chromium';
/** The wall time the default matrix is kept under on a two-core machine, apart from npm test's other suites. */
const BUDGET_S = 240;
/** A walk that takes longer than this is stuck: it fails and the next one starts. */
const WALK_TIMEOUT_MS = 90_000;

interface Planned {
  round: number;
  engine: EngineName;
  flow: Flow;
  locale: Locale;
  viewport: Viewport;
}

function option(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
}

function plan(): Planned[] {
  const engines = (option('engines')?.split(',') ?? ENGINES) as EngineName[];
  const unknown = engines.filter((e) => !ENGINES.includes(e));
  if (unknown.length) throw new Error(`unknown engine ${unknown.join(', ')}: the engines are ${ENGINES.join(', ')}`);
  const flows = option('flows')?.split(',').map((name) => FLOWS.find((f) => f.name === name) ?? name) ?? FLOWS;
  const missing = flows.filter((f) => typeof f === 'string');
  if (missing.length) throw new Error(`unknown flow ${missing.join(', ')}: the flows are ${FLOWS.map((f) => f.name).join(', ')}`);
  const full = process.argv.includes('--full');
  const repeat = Number(option('repeat') ?? 1);
  const walks: Planned[] = [];
  for (let round = 0; round < repeat; round += 1) {
    for (const engine of engines) {
      const e = ENGINES.indexOf(engine);
      for (const [i, flow] of (flows as Flow[]).entries()) {
        const english = VIEWPORTS[(i + e) % 2] as Viewport;
        const spanish = VIEWPORTS[(i + e + 1) % 2] as Viewport;
        const pairs: Array<[Locale, Viewport]> = full
          ? VIEWPORTS.flatMap((v) => [['en', v], ['es', v]] as Array<[Locale, Viewport]>)
          : engine === CONTROL
            ? [[i % 2 === 0 ? 'en' : 'es', VIEWPORTS[Math.floor(i / 2) % 2] as Viewport]]
            : [['en', english], ['es', spanish]];
        for (const [locale, viewport] of pairs) walks.push({ round, engine, flow, locale, viewport });
      }
    }
  }
  return walks;
}

async function launch(name: EngineName): Promise<Engine> {
  return name === 'webkit' ? launchWebKit([...VIEWPORTS]) : launchPuppeteerEngine(name);
}

/** The walk's phone number: 555-0200 to 555-0299 (no other suite types these), a new area code every hundred walks. */
function phoneOf(n: number): { typed: string; stored: string } {
  const area = ['713', '212', '312', '305', '415', '617'][Math.floor(n / 100)];
  if (!area) throw new Error('more walks than phone numbers');
  const line = `02${String(n % 100).padStart(2, '0')}`;
  return { typed: `${area}555${line}`, stored: `+1${area}555${line}` };
}

interface Result {
  walk: Planned;
  failures: string[];
  steps: number;
  ms: number;
}

async function runWalk(engine: Engine, server: SuiteServer, p: Planned, n: number): Promise<Result> {
  const started = Date.now();
  const lastReport = Number((await listClientErrors(server.app.db, 1))[0]?.id ?? 0);
  let driver: Driver;
  try {
    driver = await engine.open(p.viewport);
  } catch (e) {
    return { walk: p, failures: [`no page: ${e instanceof Error ? e.message : String(e)}`], steps: 0, ms: Date.now() - started };
  }
  const walk = new Walk(driver, p.engine, server, p.locale, p.viewport.width, phoneOf(n), n);
  let timer: NodeJS.Timeout | undefined;
  try {
    // Every check reads the page's own size: a browser that drew the page at another size would test another layout.
    const [width, height] = await driver.evaluate(() => [window.innerWidth, window.innerHeight]);
    if (width !== p.viewport.width || height !== p.viewport.height) throw new Error(`the page is ${width} × ${height} px, not the ${p.viewport.width} × ${p.viewport.height} asked for`);
    await Promise.race([
      p.flow.run(walk),
      new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`the walk took over ${WALK_TIMEOUT_MS / 1000} s`)), WALK_TIMEOUT_MS); }),
    ]);
  } catch (e) {
    walk.failures.push(e instanceof Error ? e.message : String(e));
  } finally {
    clearTimeout(timer);
    await driver.close().catch(() => undefined);
  }
  // Pages report their errors to the server as they go (src/app/errors): what this walk's pages sent has arrived by now.
  const reports = (await listClientErrors(server.app.db)).filter((r) => Number(r.id) > lastReport);
  for (const r of reports) walk.failures.push(`error report from the page: "${r.message}" on ${r.page}`);
  return { walk: p, failures: walk.failures, steps: walk.steps, ms: Date.now() - started };
}

const label = (p: Planned) => `${p.engine.padEnd(8)} ${p.flow.name.padEnd(4)} ${p.locale} ${String(p.viewport.width).padStart(4)} px`;

/**
 * One engine's walks, one after another in one browser, on a server of its own for each round: the server allows five
 * bookings an hour from one address, and every walk comes from 127.0.0.1.
 */
async function runEngine(name: EngineName, walks: Array<{ p: Planned; n: number }>, start: SuiteStart): Promise<Result[]> {
  let engine: Engine;
  try {
    engine = await launch(name);
  } catch (e) {
    console.log(`FAIL  ${name}: could not start: ${e instanceof Error ? e.message : String(e)}`);
    return walks.map(({ p }) => ({ walk: p, failures: [`${name} did not start`], steps: 0, ms: 0 }));
  }
  console.log(`${name}: ${engine.version}`);
  const results: Result[] = [];
  try {
    for (const round of [...new Set(walks.map((w) => w.p.round))]) {
      const server = await startSuiteServer(start);
      try {
        for (const { p, n } of walks.filter((w) => w.p.round === round)) {
          const result = await runWalk(engine, server, p, n);
          results.push(result);
          console.log(`${result.failures.length ? 'FAIL' : 'pass'}  ${label(p)}  ${result.steps} steps  ${(result.ms / 1000).toFixed(1)} s`);
          for (const f of result.failures) console.log(`        ${f}`);
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await engine.close().catch(() => undefined);
  }
  return results;
}

async function main(): Promise<number> {
  const started = Date.now();
  const walks = plan().map((p, n) => ({ p, n }));
  const engineNames = [...new Set(walks.map((w) => w.p.engine))];
  console.log(`cross-browser: ${walks.length} walks, the engines side by side: ${engineNames.map((e) => `${e} (${walks.filter((w) => w.p.engine === e).length})`).join(', ')}`);
  const suite = prepareSuite();
  let results: Result[];
  try {
    // The engines run side by side, each its walks in turn: on two cores that takes about half the time of one after another.
    // Each engine is waited for, even after another failed, so that none is left running when the process exits.
    const settled = await Promise.allSettled(engineNames.map((name) => runEngine(name, walks.filter((w) => w.p.engine === name), suite)));
    const broken = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (broken) throw broken.reason;
    results = settled.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
  } finally {
    await suite.remove();
  }
  console.log('\nwhat ran:');
  for (const r of results) console.log(`  ${r.failures.length ? 'FAIL' : 'pass'}  ${label(r.walk)}`);
  const failed = results.filter((r) => r.failures.length).length;
  const seconds = (Date.now() - started) / 1000;
  console.log(`\n${results.length} walks (${engineNames.join(', ')}; flows ${[...new Set(walks.map((w) => w.p.flow.name))].join(', ')}) in ${seconds.toFixed(1)} s`
    + ` (the default matrix should take under ${BUDGET_S} s${seconds > BUDGET_S ? '; this run took longer' : ''})`);
  console.log(`${results.length - failed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
// The result is said; the engines' and servers' handles must not keep the run open after it (exits with exitCode).
process.exit.call(process, process.exitCode);
