/** The visits bench:steps times: every step of s6, ws10, ss6 and ws18, answered as the end-to-end tests answer them. */
import { writeFileSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import type { ProbeApi } from './probe.ts';
import { mainThreadCpuBeforePaint, type TraceEvent } from './mainThreadCpu.ts';

/** A visitor's thumb moves from the keyboard to Next: the pause between the last keystroke and the tap. */
export const THINK_MS = 300;

export type Record = (step: string, ms: number) => void;

/**
 * What each transition spent waiting on our API: per step, the sum over the API requests the transition made of the
 * time from the request sent to its answer's first byte (the server's work and the loopback), for the table's
 * "of which the server" column. Requests still on their way when the step showed (a background save) count too.
 */
export const serverWaits = new Map<string, number[]>();

/** Per step, the transition to the first timer task after its frame (the figure until stop 52; see ProbeApi.settled). */
export const afterHeldWork = new Map<string, number[]>();

/** Per step, with BENCH_MAIN_THREAD=1: the page's main-thread CPU from the click to the paint (mainThreadCpu.ts). */
export const mainThreadCpu = new Map<string, number[]>();

/** Times one transition: from the click `act` makes to the next heading (or `until`) painted. */
export async function timed(page: Page, record: Record, step: string, act: () => Promise<void>, until: string | null = null): Promise<void> {
  const asked: Array<Promise<number>> = [];
  const onRequest = (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (!path.startsWith('/api/')) return;
    asked.push(request.response().then(async (response) => {
      if (!response) return 0;
      await response.finished().catch(() => undefined);
      const t = request.timing();
      const wait = t.responseStart >= 0 && t.requestStart >= 0 ? t.responseStart - t.requestStart : 0;
      // BENCH_REQUESTS=1: each API request of each transition, to tell which one the server is slow to answer.
      if (process.env.BENCH_REQUESTS) console.log(`  ${step}: ${request.method()} ${path} started ${(t.startTime - acted).toFixed(0)} ms after the click was asked for, first byte after ${wait.toFixed(1)} ms`);
      return wait;
    }).catch(() => 0));
  };
  await page.evaluate((u) => (window as unknown as { __bench: ProbeApi }).__bench.arm(u), until);
  let acted = Date.now();
  page.on('request', onRequest);
  // BENCH_PROFILE=<part of a step's name>: the page's JavaScript profile of that step, one file a run, for a look at
  // where the time goes (the profiler slows the step it watches: its timings are not the figure).
  const watched = !!process.env.BENCH_PROFILE && step.includes(process.env.BENCH_PROFILE);
  const traceFile = `${process.env.BENCH_PROFILE_DIR ?? '.'}/${step.replace(/\W+/g, '-')}-${Date.now()}`;
  // BENCH_TRACE=1 with it: a performance trace (style, layout, paint, scripts) instead of the JavaScript profile.
  const tracer = watched && process.env.BENCH_TRACE ? page.context().browser() : null;
  // BENCH_TRACE=js: the trace carries the JavaScript profiler's samples as well, to tell which functions ran in each task.
  const traceCategories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', ...(process.env.BENCH_TRACE === 'js' ? ['disabled-by-default-v8.cpu_profiler'] : [])];
  if (tracer) await tracer.startTracing(page, { path: `${traceFile}.trace.json`, categories: traceCategories });
  const profiler = watched && !tracer ? await page.context().newCDPSession(page) : null;
  // BENCH_MAIN_THREAD=1: each transition not profiled is traced, for its main thread's CPU time (the tracing's cost is
  // in the wall times of such a run).
  const cpuTracer = !watched && process.env.BENCH_MAIN_THREAD ? page.context().browser() : null;
  if (cpuTracer) await cpuTracer.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 100 });
    await profiler.send('Profiler.start');
  }
  try {
    acted = Date.now();
    await act();
    const result = await page.evaluate(() => (window as unknown as { __bench: ProbeApi }).__bench.settled(20_000));
    if (profiler) {
      const { profile } = await profiler.send('Profiler.stop');
      writeFileSync(`${traceFile}.cpuprofile`, JSON.stringify(profile));
      await profiler.detach();
    }
    if (tracer) await tracer.stopTracing();
    if (cpuTracer) {
      const cpu = mainThreadCpuBeforePaint((JSON.parse((await cpuTracer.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents);
      if (cpu !== null && result) mainThreadCpu.set(step, [...(mainThreadCpu.get(step) ?? []), cpu]);
    }
    if (!result && process.env.BENCH_SCREENSHOT) await page.screenshot({ path: process.env.BENCH_SCREENSHOT, fullPage: true });
    if (!result) throw new Error(`${step}: the next step never showed (at ${page.url()}, heading '${await page.locator('h1').first().textContent().catch(() => '')}')`);
    record(step, result.painted);
    afterHeldWork.set(step, [...(afterHeldWork.get(step) ?? []), result.afterHeldWork]);
  } finally {
    page.off('request', onRequest);
  }
  const waited = (await Promise.all(asked)).reduce((a, b) => a + b, 0);
  serverWaits.set(step, [...(serverWaits.get(step) ?? []), waited]);
}

/**
 * Where the box stands while it is typed in. A phone scrolls a tapped box above the keyboard it opens ('shown');
 * Playwright types into a box wherever it stands, even on the viewport's bottom edge ('asIs'), where Chromium scrolls
 * the caret into view at every key and presents no frame until typing stops, so every key there counts as slow.
 */
export type Placement = 'shown' | 'asIs';

/** Types `text` key by key into the box labelled `label`, placed first as `placement` says. */
export async function typeInto(page: Page, label: string, text: string, placement: Placement = 'shown', exact = true): Promise<void> {
  const box = page.getByRole('textbox', { name: label, exact });
  if (placement === 'shown') await box.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await box.pressSequentially(text);
}

const type = (page: Page, label: string, text: string) => typeInto(page, label, text);

async function next(page: Page, name = 'Next'): Promise<void> {
  await page.waitForTimeout(THINK_MS);
  await page.getByRole('button', { name, exact: true }).click();
}

/** s6's one-field steps, typed key by key then Next; the reference page has the same labels. */
export async function s6Fields(page: Page, record: Record, prefix = 's6'): Promise<void> {
  const steps: Array<[string, string, string]> = [
    ['postal -> dob', 'Zip Code', '10001'], ['dob -> name', 'Date of birth', '04121980'], ['name -> phone', 'Full name', 'Maria Elena Lopez'],
    ['phone -> email', 'Phone number', '2125550199'], ['email -> indications', 'Email address (optional)', 'maria.bench@example.com'],
  ];
  for (const [step, label, text] of steps) {
    await type(page, label, text);
    await timed(page, record, `${prefix} ${step}`, () => next(page));
  }
}

export async function s6(page: Page, base: string, record: Record): Promise<void> {
  await page.goto(`${base}/signup/s6/home`);
  await page.getByRole('button', { name: 'Female' }).waitFor();
  // A visitor reads the first question before answering it, as every later step's walk does (THINK_MS).
  await timed(page, record, 's6 home -> postal', async () => { await page.waitForTimeout(THINK_MS); await page.getByRole('button', { name: 'Female' }).click(); });
  await s6Fields(page, record);
  await page.getByRole('searchbox', { name: 'Search conditions' }).fill('asth');
  await page.getByRole('checkbox', { name: 'Asthma' }).check();
  await timed(page, record, 's6 indications -> thankyou', () => next(page, 'View trials'));
  await timed(page, record, 's6 thankyou -> health-questions', () => page.getByRole('link', { name: 'Answer health questions' }).click());
  await healthQuestions(page);
  await type(page, 'Feet', '5');
  await type(page, 'Inches', '7');
  await type(page, 'Pounds', '150');
  await page.getByRole('checkbox', { name: 'Asian' }).check();
  await timed(page, record, 's6 health-questions -> thank-you', () => next(page, 'Submit'));
}

async function healthQuestions(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Do you have health insurance?' }).waitFor({ timeout: 30_000 });
  for (const question of ['Do you have health insurance?', 'Do you identify as a member of the LGBT+ community?', 'Have you served in the military?', 'Have you been diagnosed with a mental health condition?', 'Do you have a physical disability?']) {
    await page.getByRole('combobox', { name: question }).selectOption('no');
  }
  await page.getByRole('combobox', { name: 'What is the highest level of education you have completed?' }).selectOption('bachelors_degree');
  await page.getByRole('combobox', { name: 'What is your annual household income?' }).selectOption('75k-100k');
}

/** The one-page screener's text answers, typed key by key (INP is read while they are typed). */
export const SCREENER_TYPING: Array<[string, string]> = [
  ['Full name', 'Wendy Qualified'], ['Zip Code', '77030'], ['Phone number', '7135550111'], ['Email address', 'wendy.bench@example.com'],
  ['Date of birth', '05051970'], ['Feet', '5'], ['Inches', '5'], ['Pounds', '176'],
];

/** Fills ws10's (and ws18's) home for study 1001 as a qualifying woman of 55, typing every text answer. */
async function screenerHome(page: Page, phone: string, placement: Placement = 'shown'): Promise<void> {
  await page.getByRole('radio', { name: 'Myself' }).check();
  for (const [label, text] of SCREENER_TYPING) await typeInto(page, label, label === 'Phone number' ? phone : text, placement);
  await page.getByRole('radio', { name: 'Female' }).check();
  // Button and checkbox questions are groups; radio questions are radio groups.
  const q = (text: RegExp) => page.getByRole('group', { name: text }).or(page.getByRole('radiogroup', { name: text }));
  await q(/1\. Have you been diagnosed with type 2 diabetes/).getByRole('button', { name: 'Yes' }).click();
  await q(/2\. How are you currently managing/).getByRole('radio', { name: 'Metformin only' }).check();
  await q(/3\. What was your most recent A1C/).getByRole('radio', { name: 'Between 7% and 10.5%' }).check();
  await q(/4\. Are you currently pregnant/).getByRole('button', { name: 'No' }).click();
  await page.getByRole('checkbox', { name: 'White' }).check();
}

/** ws10; returns the interaction durations (ms) seen while its one page was filled. */
export async function ws10(page: Page, base: string, record: Record, phone: string): Promise<number[]> {
  await page.goto(`${base}/signup/ws10/home?studyId=1001`);
  await page.getByRole('group', { name: /1\. Have you been diagnosed/ }).waitFor();
  await page.evaluate(() => (window as unknown as { __bench: ProbeApi }).__bench.resetInteractions());
  await screenerHome(page, phone);
  await page.waitForTimeout(200);
  const interactions = await page.evaluate(() => (window as unknown as { __bench: ProbeApi }).__bench.interactions());
  await timed(page, record, 'ws10 home -> indications', () => next(page, 'Finish'));
  await timed(page, record, 'ws10 indications -> thanks', () => next(page));
  await timed(page, record, 'ws10 thanks -> health-questions', () => page.getByRole('link', { name: 'Answer health questions' }).click());
  await healthQuestions(page);
  await timed(page, record, 'ws10 health-questions -> thank-you', () => next(page, 'Submit'));
  return interactions;
}

/** ws10's home filled with every box typed where it stands (see Placement); returns the interaction durations (ms). */
export async function ws10TypedAsIs(page: Page, base: string, phone: string): Promise<number[]> {
  await page.goto(`${base}/signup/ws10/home?studyId=1001`);
  await page.getByRole('group', { name: /1\. Have you been diagnosed/ }).waitFor();
  await page.evaluate(() => (window as unknown as { __bench: ProbeApi }).__bench.resetInteractions());
  await screenerHome(page, phone, 'asIs');
  await page.waitForTimeout(200);
  return page.evaluate(() => (window as unknown as { __bench: ProbeApi }).__bench.interactions());
}

/** ws18's screener to its calendar, then a booking unless `book` is false (a network may book only a few an hour). */
export async function ws18(page: Page, base: string, record: Record, phone: string, book = true): Promise<void> {
  await page.goto(`${base}/signup/ws18/home?studyId=1001`);
  await page.getByRole('group', { name: /1\. Have you been diagnosed/ }).waitFor();
  await screenerHome(page, phone);
  // The calendar is of use once its days show: timed to them, not to its heading.
  await timed(page, record, 'ws18 home -> calendar-booking (days shown)', () => next(page, 'Finish'), '.day-card');
  if (!book) return;
  await page.locator('.day-card').first().click();
  await page.locator('.timeslot').first().click();
  // On a phone the booking is confirmed in a dialog: its button is the one that moves on.
  await next(page, 'Book Appointment');
  const confirm = page.getByRole('dialog').getByRole('button', { name: 'Book Appointment' });
  await confirm.waitFor();
  await timed(page, record, 'ws18 calendar-booking -> thank-you', async () => { await page.waitForTimeout(THINK_MS); await confirm.click(); });
}

export async function ss6(page: Page, base: string, record: Record): Promise<void> {
  await page.goto(`${base}/signup/ss6/home`);
  await type(page, 'Zip Code', '77030');
  await timed(page, record, 'ss6 search -> results', () => next(page, 'Search'), '.search-results h2');
}
