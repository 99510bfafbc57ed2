import { test, expect, expectAccessible, startServer, type Server } from './fixtures.ts';
import { answerSteps } from './support/steps.ts';
import { fillScreener } from './support/screener.ts';
import { listClientErrors, type StoredClientError } from '../../src/server/db/repositories/clientErrors.ts';

/** The reports stored since `after` (an id), oldest first. */
async function reportsAfter(server: Server, after: number): Promise<StoredClientError[]> {
  return (await listClientErrors(server.app.db, 500)).filter((r) => Number(r.id) > after).reverse();
}

async function lastReportId(server: Server): Promise<number> {
  return Number((await listClientErrors(server.app.db, 1))[0]?.id ?? 0);
}

test.describe('error reporting', () => {
  test('a studio script chunk that fails to load is reported as ChunkLoadError and the visitor is offered a reload', async ({ page, server, cspViolations }) => {
    const since = await lastReportId(server);
    await page.route('**/signup/js/StudioRoute-*.js', (route) => route.abort());
    await page.goto(`${server.url}/signup/_studio`);
    const offer = page.getByRole('alert');
    await expect(offer.getByRole('heading', { level: 1 })).toHaveText('This page did not load completely');
    await expect(offer).toContainText('your answers are kept');
    await expectAccessible(page);
    await expect.poll(async () => (await reportsAfter(server, since)).map((r) => [r.code, r.severity, r.page])).toEqual([['ChunkLoadError', 'error', '/signup/_studio']]);
    const [report] = await reportsAfter(server, since);
    expect(report?.message).toMatch(/^ChunkLoadError: .*StudioRoute-.*\.js/);

    // The network is back: the offered reload brings the studio.
    await page.unroute('**/signup/js/StudioRoute-*.js');
    await offer.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Campaign studio');
    expect(cspViolations).toEqual([]);
  });

  test('a studio stylesheet that fails to load is reported as CSS_CHUNK_LOAD_FAILED with the reload offer', async ({ page, server, cspViolations }) => {
    const since = await lastReportId(server);
    let aborted = 0;
    await page.route('**/signup/css/StudioRoute-*.css', (route) => { aborted += 1; return route.abort(); });
    await page.goto(`${server.url}/signup/_studio`);
    await expect(page.getByRole('alert').getByRole('heading', { level: 1 })).toHaveText('This page did not load completely');
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    expect(aborted).toBeGreaterThan(0);
    await expect.poll(async () => (await reportsAfter(server, since)).map((r) => r.code)).toEqual(['CSS_CHUNK_LOAD_FAILED']);
    const [report] = await reportsAfter(server, since);
    expect(report?.message).toMatch(/Unable to preload CSS for .*StudioRoute-.*\.css/);
    await expectAccessible(page);
    expect(cspViolations).toEqual([]);
  });

  test('a chunk that fails outside a route (the Spanish catalogue) leaves the page in English with the offer above it', async ({ page, server, cspViolations }) => {
    const since = await lastReportId(server);
    await page.route('**/signup/js/words-es-first-*.js', (route) => route.abort());
    await page.goto(`${server.url}/signup/es/s6/home`);
    const banner = page.getByRole('region', { name: 'This page did not load completely' });
    await expect(banner.getByRole('alert')).toContainText('Reload the page');
    await expect(banner.getByRole('heading', { level: 2 })).toHaveText('This page did not load completely');
    // The page itself still works under the offer, in English (the brand's word stays the Spanish one).
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/^See if you qualify for paid clinical/);
    await expect(page.getByRole('button', { name: 'Female' })).toBeVisible();
    await expect.poll(async () => (await reportsAfter(server, since)).map((r) => [r.code, r.page, r.locale])).toEqual([['ChunkLoadError', '/signup/es/s6/home', 'es']]);
    await expectAccessible(page);
    expect(cspViolations).toEqual([]);
  });

  test("a campaign's document that fails to load: the first page and a later flow offer the reload, which brings the step", async ({ page, server, cspViolations }) => {
    let since = await lastReportId(server);
    await page.route('**/signup/js/s6-*.js', (route) => route.abort());
    await page.goto(`${server.url}/signup/s6/home`);
    await expect(page.getByRole('alert').getByRole('heading', { level: 1 })).toHaveText('This page did not load completely');
    await expect.poll(async () => (await reportsAfter(server, since)).map((r) => [r.code, r.page])).toContainEqual(['ChunkLoadError', '/signup/s6/home']);
    await expectAccessible(page);
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('button', { name: 'Female' })).toBeVisible();

    // A screener without a known study sends the visitor to the study search, whose document does not arrive.
    since = await lastReportId(server);
    await page.route('**/signup/js/ss6-*.js', (route) => route.abort());
    await page.goto(`${server.url}/signup/ws10/home?studyId=424242`);
    await expect(page).toHaveURL(/\/signup\/ss6\/home\?studyId=424242$/);
    await expect(page.getByRole('alert').getByRole('heading', { level: 1 })).toHaveText('This page did not load completely');
    await expect.poll(async () => (await reportsAfter(server, since)).map((r) => r.code)).toContain('ChunkLoadError');
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find clinical trials near you');
    expect(cspViolations).toEqual([]);
  });

  test("the catalogue's screener part that fails to load: a screener's first page offers a reload in English, reads English in Spanish, and never shows a raw key", async ({ page, server }) => {
    let since = await lastReportId(server);
    let aborted = 0;
    await page.route('**/signup/js/words-en-screener-*.js', (route) => { aborted++; return route.abort(); });
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await expect(page.getByRole('alert').getByRole('button', { name: 'Reload the page' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/\b(screener|search|booking|healthQuestions)\.[a-z]/);
    await expect.poll(async () => (await reportsAfter(server, since)).map((r) => r.code)).toContain('ChunkLoadError');
    // The offer stays; the page does not fetch the part again and again behind it.
    const tries = aborted;
    await page.waitForTimeout(1500);
    expect(aborted).toBeLessThanOrEqual(tries + 1);
    expect(tries).toBeLessThanOrEqual(3);
    await page.unrouteAll();

    // Spanish: its own screener part missing, the screener's words come in English rather than as keys.
    since = await lastReportId(server);
    await page.route('**/signup/js/words-es-screener-*.js', (route) => route.abort());
    await page.goto(`${server.url}/signup/es/ws10/home?studyId=1001`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Finish' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/\b(screener|search|booking|healthQuestions)\.[a-z]/);
    await expect.poll(async () => (await reportsAfter(server, since)).map((r) => r.code)).toContain('ChunkLoadError');
  });

  test("a download started while the browser is idle that fails is reported, offers no reload on a step that does not need it, and the step that needs it offers the reload", async ({ page, server }) => {
    const since = await lastReportId(server);
    let aborted = 0;
    // The catalogue's last part: ws10's one-page screener does not read it, its conditions step does.
    await page.route('**/signup/js/words-en-later-*.js', (route) => { aborted++; return route.abort(); });
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('See if you pre-qualify for this study');
    await expect.poll(() => aborted).toBeGreaterThan(0);
    await expect.poll(async () => (await reportsAfter(server, since)).map((r) => r.code)).toContain('ChunkLoadError');
    await expect(page.getByRole('button', { name: 'Reload the page' })).toHaveCount(0);
    await fillScreener(page, { name: 'Ida Idle', zip: '77030', phone: '713-555-0189', q1: 'Yes' });
    await expect(page.getByRole('button', { name: 'Reload the page' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/\b(screener|search|booking|healthQuestions)\.[a-z]/);
    // The network is back: the reload brings the conditions step, the answers kept.
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Congratulations/);
  });

  test('a thrown error and an unhandled rejection are reported with the flow, the page history and the public query', async ({ page, server }) => {
    // No cspViolations fixture here: this test throws on purpose, which it would count as a page error.
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(`${server.url}/signup/s6/home?cid=e2e-errors&tg=3`);
    await page.getByRole('button', { name: 'Female' }).click();
    await answerSteps(page, { postal: '10001' });
    await expect(page).toHaveURL(/\/dob\?/);
    const since = await lastReportId(server);

    await page.evaluate(() => { setTimeout(() => { throw new Error('deliberate e2e failure'); }, 0); });
    await page.evaluate(() => { void Promise.reject(new Error('deliberate e2e rejection')); });

    await expect.poll(async () => (await reportsAfter(server, since)).map((r) => r.message).sort()).toEqual([
      'Error: deliberate e2e failure',
      'Unhandled rejection: Error: deliberate e2e rejection',
    ]);
    for (const report of await reportsAfter(server, since)) {
      expect(report).toMatchObject({
        severity: 'error', campaign: 's6', flow: 'signup', page: '/signup/s6/dob', locale: 'en',
        pageHistory: ['home', 'postal', 'dob'], query: { cid: 'e2e-errors', tg: '3' },
      });
      expect(report.leadLpParamId).toMatch(/^[0-9a-f-]{36}$/);
      expect(report.stack).toContain('deliberate e2e');
    }
    const { rows } = await server.app.db.query<{ id: string }>('SELECT id::text AS id FROM landings WHERE signup = $1', ['s6']);
    expect(rows.map((r) => r.id)).toContain((await reportsAfter(server, since))[0]?.leadLpParamId);
    // The thrown error stayed uncaught (the page's own handling is only to report it).
    expect(pageErrors).toContain('deliberate e2e failure');
  });

  test('stored reports hold no personal data, even when the visitor typed it and an error quotes it', async ({ page, server }) => {
    const person = { postal: '10001', dob: '04/12/1980', name: 'Zenobia Quixley', phone: '(212) 555-0147', email: 'zenobia.e2e@example.com' };
    await page.goto(`${server.url}/signup/s6/home?cid=pii-check&firstName=Zenobia&zip=10001`);
    await page.getByRole('button', { name: 'Female' }).click();
    await answerSteps(page, person);
    await expect(page).toHaveURL(/\/indications\?/);
    const since = await lastReportId(server);

    // A careless error message that quotes what the visitor typed, as a bug in any widget could.
    await page.evaluate((p) => { setTimeout(() => { throw new Error(`could not format ${p.email} / ${p.phone} / born ${p.dob} / +1 212 555 0147`); }, 0); }, person);
    // A name no pattern can tell from another word: the page knows it was given it.
    await page.evaluate((p) => { setTimeout(() => { throw new Error(`no label for ${p.name}, or for ${p.name.split(' ')[0]?.toUpperCase()} near ${p.postal}`); }, 0); }, person);
    await expect.poll(async () => (await reportsAfter(server, since)).length).toBeGreaterThanOrEqual(2);
    const reports = await reportsAfter(server, since);
    const quoted = reports.find((r) => r.message.startsWith('Error: could not format'));
    expect(quoted?.message).toBe('Error: could not format [email] / [number] / born [date] / [number]');
    expect(reports.find((r) => r.message.startsWith('Error: no label'))?.message).toBe('Error: no label for [typed], or for [typed] near [typed]');
    expect(quoted?.query).toEqual({ cid: 'pii-check' });
    expect(quoted?.pageHistory).toEqual(['home', 'postal', 'dob', 'name', 'phone', 'email', 'indications']);
    const everything = JSON.stringify(await listClientErrors(server.app.db, 500));
    for (const value of ['Zenobia', 'Quixley', 'zenobia.e2e@example.com', '555-0147', '04/12/1980', '1980-04-12', 'zip=10001', '"10001"']) {
      expect(everything, value).not.toContain(value);
    }
  });

  test('a report quoting what is typed in a box and not yet sent holds none of it', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Ottoline Vex-Moor');
    const since = await lastReportId(server);
    await page.evaluate(() => { setTimeout(() => { throw new Error(`could not check ${(document.querySelector('input[autocomplete="name"], input[type="text"]') as HTMLInputElement).value}`); }, 0); });
    await expect.poll(async () => (await reportsAfter(server, since)).map((r) => r.message)).toContain('Error: could not check [typed]');
    expect(JSON.stringify(await listClientErrors(server.app.db, 500))).not.toMatch(/Ottoline|Vex-Moor|Moor/);
  });

  test('a report quoting a name typed and corrected before the error holds none of it', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    const name = page.getByRole('textbox', { name: 'Full name' });
    await name.fill('Philippa Quarrendon');
    await name.press('Tab');
    await name.fill('Pia Q');
    await name.press('Tab');
    const since = await lastReportId(server);
    await page.evaluate(() => { setTimeout(() => { throw new Error('could not greet Philippa Quarrendon'); }, 0); });
    await expect.poll(async () => (await reportsAfter(server, since)).map((r) => r.message)).toContain('Error: could not greet [typed]');
    expect(JSON.stringify(await listClientErrors(server.app.db, 500))).not.toMatch(/Philippa|Quarrendon/);
    // Typed over without leaving the box (selected, then another name typed), and erased while it has the focus.
    await name.clear();
    await name.pressSequentially('Quintavius Blorp');
    await name.press('ControlOrMeta+a');
    await name.pressSequentially('Tess Three');
    await name.press('ControlOrMeta+a');
    await name.pressSequentially('Hermengild Snoot');
    await name.press('ControlOrMeta+a');
    await name.press('Backspace');
    await page.evaluate(() => { setTimeout(() => { throw new Error('could not greet Quintavius Blorp or Hermengild Snoot'); }, 0); });
    await expect.poll(async () => (await reportsAfter(server, since)).map((r) => r.message)).toContain('Error: could not greet [typed] or [typed]');
    expect(JSON.stringify(await listClientErrors(server.app.db, 500))).not.toMatch(/Quintavius|Blorp|Hermengild|Snoot/);
  });

  test('a report quoting a name the page filled in (sent, a reload, Back), then typed over and sent, holds none of it', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/s6/postal`);
    await answerSteps(page, { postal: '02116', dob: '06/01/1975', name: 'Tobias Quenell' });
    await expect(page).toHaveURL(/\/phone$/);
    await page.reload();
    await page.getByRole('button', { name: 'Back' }).click();
    const name = page.getByRole('textbox', { name: 'Full name' });
    await expect(name).toHaveValue('Tobias Quenell');
    await name.click();
    await name.press('ControlOrMeta+a');
    await name.pressSequentially('Amy Other');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/phone$/);
    const since = await lastReportId(server);
    await page.evaluate(() => { setTimeout(() => { throw new Error('could not greet Tobias Quenell'); }, 0); });
    await expect.poll(async () => (await reportsAfter(server, since)).map((r) => r.message)).toContain('Error: could not greet [typed]');
    expect(JSON.stringify(await listClientErrors(server.app.db, 500))).not.toMatch(/Tobias|Quenell/);
  });

  test('an initial payload that fails to load is reported, and the step still works', async ({ page, cspViolations }) => {
    // A server of its own whose landing table is gone: the real initial payload fails with a real 500.
    const { server: broken, stop } = await startServer();
    try {
      await broken.app.db.query('ALTER TABLE landings RENAME TO landings_gone');
      const since = await lastReportId(broken);
      await page.goto(`${broken.url}/signup/s6/home?cid=payload-down`);
      await expect(page.getByRole('button', { name: 'Female' })).toBeVisible();
      await expect.poll(async () => (await reportsAfter(broken, since)).map((r) => [r.severity, r.message]).sort()).toEqual([
        ['error', 'API GET /api/initial_payload answered 500'],
        ['error', 'initial payload failed to load'],
      ]);
      const reports = await reportsAfter(broken, since);
      expect(reports.find((r) => r.message === 'initial payload failed to load')).toMatchObject({ code: 'INTERNAL_ERROR', campaign: 's6', leadLpParamId: null, query: { cid: 'payload-down' } });
      expect(reports.find((r) => r.message.startsWith('API'))?.details).toEqual({ method: 'GET', route: '/api/initial_payload', status: '500', apiCode: 'INTERNAL_ERROR' });
      await page.getByRole('button', { name: 'Female' }).click();
      await expect(page).toHaveURL(/\/postal\?/);
      expect(cspViolations).toEqual([]);
    } finally {
      await stop();
    }
  });
});
