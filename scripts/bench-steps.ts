/**
 * `npm run bench:steps`: how long a phone visitor waits between steps. Chromium at 4x CPU throttle on a 390x844
 * viewport walks every step of s6, ws10, ss6 and ws18 against the built app on the real server and database; each
 * transition runs from the click's event timestamp to the next heading painted (and focused). INP is read while the
 * one-page screener (ws10's home, the largest form) is typed. A plain @rjsf/core page with the same fields, built
 * with the same Vite config, is timed the same way in the same run: the ratio is what the figures mean on a noisy machine.
 * BENCH_RECORDING=off serves the app with session recording turned off, to tell the recorder's share. The server runs in
 * a process of its own (scripts/benchSteps/serve.ts), as `npm start` runs it. The timed runs come after BENCH_WARMUP (3)
 * untimed visits of each campaign: the walks stand for visitors of a server that has been up a while, and a server's
 * first saves run its code before V8 has optimised it (a ws10 save with its screening, on a warmed-up server: 32, 12,
 * 10 ms for the first three, 3-4 ms from about the tenth), which made ws10's and ws18's screeners the first visits'
 * figures rather than the server's. A network may book BOOKINGS_PER_CLIENT_PER_HOUR calls an hour (5), and every walk
 * comes from 127.0.0.1: the timed runs past that many stop at the calendar, as the warm-up visits do. BENCH_CPU_RATE
 * sets the throttle (4): 1 profiles without the throttle's pauses, which a profile charges to whatever function runs.
 * BENCH_REQUESTS=1 prints each API request's wait as the page saw it, and the server's own time for it.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { startServerProcess } from './benchSteps/serverProcess.ts';
import { browserChromium, CHROMIUM_ARGS } from '../tests/support/chromium.ts';
import { buildApp, buildReference } from './benchSteps/build.ts';
import { installProbe } from './benchSteps/probe.ts';
import { serveFolder } from './benchSteps/staticServer.ts';
import { percentile, row } from './benchSteps/stats.ts';
import { loadConfig } from '../src/server/config.ts';
import { afterHeldWork, mainThreadCpu, s6, s6Fields, serverWaits, ss6, typeInto, ws10, ws10TypedAsIs, ws18, SCREENER_TYPING, type Record } from './benchSteps/walks.ts';

/** The bookings the bench's server takes from 127.0.0.1 an hour, as `npm start` configures it. */
const BOOKINGS_PER_CLIENT = loadConfig(process.env).bookingsPerClientPerHour;

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const started = Date.now();

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'en-US', timezoneId: 'America/New_York' });
  // tsx names functions with a __name helper the page does not have.
  await context.addInitScript({ content: `var __name = (f) => f; (${installProbe.toString()})();` });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.BENCH_CPU_RATE ?? 4) });
  return page;
}

function collector() {
  const times = new Map<string, number[]>();
  const record: Record = (step, ms) => times.set(step, [...(times.get(step) ?? []), ms]);
  return { times, record };
}

const [appDir, referenceDir] = [await buildApp(), await buildReference()];
console.log(`built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
const { url, stop } = await startServerProcess(appDir);
const server = { url };
const reference = await serveFolder(referenceDir);
const browser = await chromium.launch({ executablePath: browserChromium(), args: CHROMIUM_ARGS });

const app = collector();
const ref = collector();
const appInp: number[] = [];
const appInpAsIs: number[] = [];
const refInp: number[] = [];
try {
  for (let run = -WARMUP; run < RUNS; run++) {
    // Warm-up visits (run < 0) walk the app's campaigns untimed: their figures, and what they waited for, are dropped.
    const warming = run < 0;
    if (run === 0) { serverWaits.clear(); afterHeldWork.clear(); mainThreadCpu.clear(); }
    const record = warming ? collector().record : app.record;
    const phone = (n: number) => `713555${String(1000 + (run + WARMUP) * 10 + n).slice(-4)}`;
    const walks: Array<[string, (p: Page) => Promise<void>]> = [
      ['s6', (p) => s6(p, server.url, record)],
      ['ws10', async (p) => { const typed = await ws10(p, server.url, record, phone(1)); if (!warming) appInp.push(...typed); }],
      ...(warming ? [] : [['ws10-as-is', async (p: Page) => { appInpAsIs.push(...await ws10TypedAsIs(p, server.url, phone(3))); }] as [string, (p: Page) => Promise<void>]]),
      ['ss6', (p) => ss6(p, server.url, record)],
      // Warm-up visits stop at the calendar: the bookings a network may make in an hour are kept for the timed runs.
      ['ws18', (p) => ws18(p, server.url, record, phone(2), !warming && run < BOOKINGS_PER_CLIENT)],
      ...(warming ? [] : [
        ['reference', async (p: Page) => { await p.goto(`${reference.url}/signup/?page=steps`); await s6Fields(p, ref.record, 'reference'); }],
        ['reference', async (p: Page) => { refInp.push(...await referenceTyping(p)); }],
      ] as Array<[string, (p: Page) => Promise<void>]>),
    ];
    // BENCH_ONLY=ws18,reference walks only those (for a quick look; the full run is the figure).
    const only = process.env.BENCH_ONLY?.split(',');
    for (const [name, walk] of walks.filter(([n]) => !only || only.includes(n))) {
      const page = await phonePage(browser);
      try {
        await walk(page);
      } catch (err) {
        throw new Error(`${name}: ${(err as Error).message}`, { cause: err });
      } finally {
        await page.context().close().catch(() => undefined);
      }
    }
  }
} finally {
  await browser.close();
  await reference.close();
  await stop();
}

async function referenceTyping(page: Page): Promise<number[]> {
  await page.goto(`${reference.url}/signup/?page=screener`);
  await page.getByRole('textbox', { name: 'Full name' }).waitFor();
  await page.evaluate(() => (window as unknown as { __bench: { resetInteractions(): void } }).__bench.resetInteractions());
  for (const [label, text] of SCREENER_TYPING) await typeInto(page, label, text);
  await page.waitForTimeout(200);
  return page.evaluate(() => (window as unknown as { __bench: { interactions(): number[] } }).__bench.interactions());
}

const all = (c: ReturnType<typeof collector>) => [...c.times.values()].flat();
console.log(`\nStep transitions, click to next heading painted (Chromium, 4x CPU throttle, 390x844, ${RUNS} runs after ${WARMUP} untimed visits of each campaign); API: what the transition's requests to our API waited for their first byte, summed, background ones (events, recording) included`);
for (const [step, values] of app.times) {
  const waits = serverWaits.get(step) ?? [];
  console.log(`${row(step, values)}${waits.some((w) => w > 0) ? `  API p50 ${percentile(waits, 50).toFixed(0)} ms` : ''}`);
}
for (const campaign of ['s6', 'ws10', 'ss6', 'ws18']) console.log(row(`${campaign} (all steps)`, [...app.times].filter(([s]) => s.startsWith(`${campaign} `)).flatMap(([, v]) => v)));
console.log(row('app, every step', all(app)));
const s6Fields5 = [...app.times].filter(([s]) => /^s6 (postal|dob|name|phone|email) /.test(s)).flatMap(([, v]) => v);
console.log('\nReference: plain @rjsf/core, one form per step, the same five s6 fields');
for (const [step, values] of ref.times) console.log(row(step, values));
console.log(row('reference, every step', all(ref)));
console.log(row('app, the same five s6 steps', s6Fields5));
const ratio = (a: number, b: number) => (a / b).toFixed(2);
if (s6Fields5.length && ref.times.size) console.log(`ratio app/reference p50, same five steps: ${ratio(percentile(s6Fields5, 50), percentile(all(ref), 50))}; app every step p50 / reference p50: ${ratio(percentile(all(app), 50), percentile(all(ref), 50))}`);
const heldTo = (reference: boolean) => [...afterHeldWork].filter(([s]) => s.startsWith('reference') === reference).flatMap(([, v]) => v);
console.log(`the same transitions to the first timer task after their frame, as timed until stop 52 (after the work a page holds until its paint, tracking and the address bar's entry): app every step p50 ${percentile(heldTo(false), 50).toFixed(0)} ms, reference every step p50 ${percentile(heldTo(true), 50).toFixed(0)} ms`);
if (mainThreadCpu.size) {
  console.log('\nThe page\'s main-thread CPU from the click to the frame painted (thread time, from a trace of each transition; BENCH_MAIN_THREAD=1, so the wall times above carry the tracing)');
  const cpuRow = (label: string, values: readonly number[]) => `${label.padEnd(42)} p50 ${percentile(values, 50).toFixed(1).padStart(6)} ms  mean ${(values.reduce((a, b) => a + b, 0) / values.length).toFixed(1).padStart(6)} ms  (n=${values.length})`;
  for (const [step, values] of mainThreadCpu) if (!step.startsWith('reference')) console.log(cpuRow(step, values));
  const cpuOf = (reference: boolean) => [...mainThreadCpu].filter(([s]) => s.startsWith('reference') === reference).flatMap(([, v]) => v);
  console.log(cpuRow('app, every step', cpuOf(false)));
  console.log(cpuRow('reference, every step', cpuOf(true)));
  console.log(`ratio app/reference CPU p50: ${ratio(percentile(cpuOf(false), 50), percentile(cpuOf(true), 50))}`);
}
console.log('\nINP while typing the one-page screener (Event Timing, interactions of 16 ms or more), each box scrolled to the middle first as a phone does when its keyboard opens');
// A walk BENCH_ONLY left out has no interactions: it says so rather than print NaN.
const inp = (label: string, values: number[]) => console.log(values.length
  ? `${label.padEnd(42)} INP (p98) ${percentile(values, 98).toFixed(0)} ms  max ${Math.max(...values).toFixed(0)} ms  p50 ${percentile(values, 50).toFixed(0)} ms  (${values.length} interactions)`
  : `${label.padEnd(42)} not walked`);
inp('app, ws10 home', appInp);
inp('reference, same text fields', refInp);
if (appInp.length && refInp.length) console.log(`ratio app/reference INP: ${ratio(percentile(appInp, 98), percentile(refInp, 98))}`);
console.log('The same typing with each box left where it stands (a box on the bottom edge is typed there: Chromium presents no frame until the typing stops; the reference page is short enough never to have one there)');
inp('app, ws10 home, boxes as they stand', appInpAsIs);
console.log(`\nbench:steps took ${((Date.now() - started) / 1000).toFixed(0)} s`);
