/**
 * `npm run bench:bundle`: the JS and CSS a visitor downloads before the first question, raw, gzip and Brotli, and
 * the bytes the server sent (with its Content-Encoding), for the s6 sign-up in English and in Spanish and the ws10
 * screener. Chromium opens each page on the real server and database over the built dist/ (built first when
 * needed); what it fetched until the step's heading shows is what counts. The reference, built in the same run with
 * the same Vite config: the stack's floor (React, the router, i18next, one @rjsf/core form, nothing of ours; the pages
 * read their catalogues without i18next since, so the floor is a fixed reference rather than a lower bound).
 * Then the API answers the steps wait for, their JSON against the bytes sent. Last, the largest modules of
 * /signup/s6/home's first-question scripts (BENCH_MODULES=n lists n, default 25).
 */
import { chromium } from 'playwright-core';
import { join } from 'node:path';
import { ensureBuild } from '../src/server/ensureBuild.ts';
import { startServer } from '../tests/e2e/fixtures.ts';
import { browserChromium, CHROMIUM_ARGS } from '../tests/support/chromium.ts';
import { firstQuestion } from './benchBundle/firstQuestion.ts';
import { floorScripts } from './benchBundle/floor.ts';
import { modulesOf } from './benchBundle/modules.ts';
import { apiAnswerSizes, type ApiAnswerSize } from './benchBundle/apiAnswers.ts';
import { kib, table, totals } from './benchBundle/sizes.ts';

/** What the product promises: the first question's scripts within this many bytes, gzip. */
const BUDGET_GZIP = 170 * 1024;
const PAGES = ['/signup/s6/home', '/signup/es/s6/home', '/signup/ws10/home?studyId=1001'];

const distDir = join(new URL('..', import.meta.url).pathname, 'dist');
await ensureBuild(distDir);
const { server, stop } = await startServer({ distDir, logLevel: 'error' });
const browser = await chromium.launch({ executablePath: browserChromium(), args: CHROMIUM_ARGS });
const summary: Array<{ path: string; gzip: number; brotli: number; files: number }> = [];
let firstPageScripts: string[] = [];
let answers: ApiAnswerSize[];
try {
  for (const path of PAGES) {
    const { heading, ms, files } = await firstQuestion(browser, `${server.url}${path}`, distDir);
    console.log(`\n${path}: first question "${heading}" shown after ${ms} ms`);
    for (const line of table(files)) console.log(line);
    const js = totals(files.filter((f) => f.file.endsWith('.js')));
    summary.push({ path, gzip: js.gzip, brotli: js.brotli, files: files.length });
    if (!firstPageScripts.length) firstPageScripts = files.map((f) => f.file).filter((f) => f.endsWith('.js'));
  }
  answers = await apiAnswerSizes(server.url);
} finally {
  await browser.close();
  await stop();
}

const floor = totals(await floorScripts());
const row = (name: string, gzip: number, brotli: number, note: string) => `  ${name.padEnd(36)} ${kib(gzip).padStart(10)} gzip ${kib(brotli).padStart(10)} brotli  ${note}`;
console.log(`\nJS before the first question (budget ${kib(BUDGET_GZIP)} gzip):`);
for (const page of summary) {
  const verdict = page.gzip <= BUDGET_GZIP ? `within budget (${BUDGET_GZIP - page.gzip} bytes under)` : `${kib(page.gzip - BUDGET_GZIP)} over budget (${page.gzip - BUDGET_GZIP} bytes)`;
  console.log(row(page.path, page.gzip, page.brotli, `${page.files} files, ${verdict}`));
}
console.log(row("reference: the stack's floor", floor.gzip, floor.brotli, 'React, router, i18next, one @rjsf/core form'));

console.log('\nAPI answers the steps wait for, to a browser that takes Brotli (JSON bytes -> bytes sent):');
for (const a of answers) console.log(`  ${a.what.padEnd(36)} ${String(a.json).padStart(8)} -> ${String(a.sent).padStart(8)} bytes  ${a.encoding ?? 'not compressed'}`);

const shown = Number(process.env.BENCH_MODULES ?? 25);
console.log(`\nLargest modules of ${PAGES[0]}'s first-question scripts (each minified and gzipped alone):`);
for (const { name, gzip } of (await modulesOf(firstPageScripts)).slice(0, shown)) console.log(`  ${kib(gzip).padStart(10)}  ${name}`);
