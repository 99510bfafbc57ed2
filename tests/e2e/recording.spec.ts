import { test, expect, expectAccessible, startServer, type Server } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { answerSteps } from './support/steps.ts';
import { storedEvents } from '../../src/server/db/repositories/recordings.ts';

interface StoredChunk {
  session_id: string;
  order_id: number;
  events: Array<{ type: number; timestamp: number; data: Record<string, unknown> }>;
  router_logs: Array<{ from: string; to: string; at: number }>;
  action_logs: Array<{ routePath: string; actions: string[] }>;
  mutation_logs: unknown[];
}

/** Stored batches, of one session or of all. */
async function chunks(server: Server, sessionId?: string): Promise<StoredChunk[]> {
  const { rows } = await server.app.db.query<Omit<StoredChunk, 'events'> & { events: StoredChunk['events'] | null; events_gzip: Uint8Array | null }>(
    `SELECT session_id, order_id, events, events_gzip, router_logs, action_logs, mutation_logs FROM recording_chunks ${sessionId ? 'WHERE session_id = $1' : ''} ORDER BY session_id, order_id`,
    sessionId ? [sessionId] : []);
  return Promise.all(rows.map(async ({ events_gzip, ...row }) => ({ ...row, events: (await storedEvents({ events: row.events, events_gzip })) as StoredChunk['events'] })));
}

// What the visitor gives: in the link (prefill parameters) and typed into the fields.
const PREFILLED = { firstName: 'Zelda', lastName: 'Quintanilla', zip: '60601', dob: '1975-03-09' };
const TYPED = { postal: '77030', dob: '04121980', dobShown: '04/12/1980', name: 'Ottoline Vasquezbrandt', phone: '(212) 555-0201', email: 'zq.recording@example.com' };
const SECRETS = ['Zelda', 'Quintanilla', '60601', '1975-03-09', '77030', TYPED.dob, TYPED.dobShown, 'Ottoline', 'Vasquezbrandt', '555-0201', '5550201', TYPED.email, 'zq.recording'];

/** A mutation event that adds the postal step's box (its label's words). */
const addsPostalStep = (e: StoredChunk['events'][number]) => e.type === 3 && e.data.source === 0 && JSON.stringify(e.data.adds ?? []).includes('Zip Code');

/**
 * The replay frame is left out of axe: rrweb sandboxes it without scripts, so axe cannot run inside it (and would
 * wait forever). It shows the visitor's own pages, which the flow suites check with axe.
 */
const REPLAY_FRAME = '.replayer-wrapper > iframe';

async function signUpToThankYou(page: Page, url: string): Promise<void> {
  const firstBatch = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/sr/new');
  // The page's clock runs as time does; a test may bring the recorder's next batch forward rather than wait for it.
  await page.clock.install();
  await page.goto(`${url}/signup/s6/home?cid=rec-1&studySiteId=12&${new URLSearchParams(PREFILLED)}`);
  // Recording starts once the payload enables it and rrweb has loaded; the first batch holds the home page's snapshot.
  await firstBatch;
  await page.getByRole('button', { name: 'Female' }).click();
  // The birth date is typed key by key, so the recording sees every keystroke the mask handles.
  await answerSteps(page, { postal: TYPED.postal, dob: TYPED.dob, name: TYPED.name, phone: TYPED.phone, email: TYPED.email }, ['dob']);
  await expect(page).toHaveURL(/\/indications(\?|$)/);
  await page.getByRole('checkbox', { name: 'Asthma' }).check();
  await page.getByRole('button', { name: 'View trials' }).click();
  await expect(page).toHaveURL(/\/thankyou(\?|$)/);
  // The heading greets the visitor by name: on the page, but masked in the recording.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ottoline, thank you for your interest');
}

test.describe('session recording', () => {
  test('a visit is recorded in 2-second batches with every typed value masked, and the studio replays it', async ({ page, server, cspViolations }) => {
    const rrwebLoaded: string[] = [];
    page.on('request', (r) => { if (/\/signup\/js\/(recorder|rrweb)-/.test(new URL(r.url()).pathname)) rrwebLoaded.push(new URL(r.url()).pathname); });
    // Every element the page ever holds, however briefly: rrweb as published builds a hidden iframe (a browsing context)
    // in its first snapshot's task for each copy of its prototype check (scripts/vite/rrwebElementCheck.ts).
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { elementsAdded: seen });
      new MutationObserver((records) => { for (const r of records) for (const n of r.addedNodes) seen.push(n.nodeName); }).observe(document, { childList: true, subtree: true });
    });
    await signUpToThankYou(page, server.url);
    const added = await page.evaluate(() => (window as unknown as { elementsAdded: string[] }).elementsAdded);
    expect(added.length).toBeGreaterThan(50);
    expect(added.filter((name) => name === 'IFRAME')).toEqual([]);
    // This tab's recording session, as the page keeps it (other tests of the worker share the database).
    const sessionId = (JSON.parse(await page.evaluate(() => sessionStorage.getItem('trial-signup.recording.v2') ?? 'null')) as { sessionId: string }).sessionId;
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    // Batches arrive while the visitor moves on; the last navigation reaches the database with the next batch.
    await page.clock.runFor(2_000);
    await expect.poll(async () => (await chunks(server, sessionId)).flatMap((c) => c.router_logs).map((l) => `${l.from}>${l.to}`), { timeout: 15_000 })
      .toContain('indications>thankyou');
    expect(rrwebLoaded.length).toBeGreaterThanOrEqual(1);
    // Leaving the page ends its recording (what was not sent yet is dropped); then the stored batches are final.
    await page.goto('about:blank');
    await page.waitForTimeout(500);

    const stored = await chunks(server, sessionId);
    // Numbered 0, 1, 2, ... without a gap, and none stored twice.
    expect(stored.map((c) => c.order_id)).toEqual(stored.map((_c, i) => i));
    expect(stored.every((c) => Array.isArray(c.mutation_logs) && c.mutation_logs.length === 0)).toBe(true);
    const navigations = stored.flatMap((c) => c.router_logs).map((l) => `${l.from}>${l.to}`);
    expect(navigations).toEqual(['home>postal', 'postal>dob', 'dob>name', 'name>phone', 'phone>email', 'email>indications', 'indications>thankyou']);
    expect(stored.flatMap((c) => c.action_logs)).toContainEqual({ routePath: 'home', actions: ['l'], at: expect.any(Number) });

    // The events hold a full snapshot and the visitor's typing, with every value masked.
    const events = stored.flatMap((c) => c.events);
    expect(events.some((e) => e.type === 2)).toBe(true);
    const inputs = events.filter((e) => e.type === 3 && e.data.source === 5).map((e) => String(e.data.text));
    expect(inputs.length).toBeGreaterThan(0);
    // Checkboxes report their fixed value ('on') with the checked state; every typed value is asterisks.
    expect(inputs.filter((t) => /^\*+$/.test(t)).length).toBeGreaterThan(5);
    expect(inputs.filter((t) => t.length > 0 && t !== 'on' && !/^\*+$/.test(t))).toEqual([]);
    // Timestamps are left out: a millisecond count can contain a postal code's digits by chance.
    const text = JSON.stringify(events, (key, value: unknown) => (key === 'timestamp' ? undefined : value));
    // The thank-you page was recorded (its heading greets the visitor by name), so what follows means something.
    expect(text).toContain('thank-you__heading');
    for (const secret of SECRETS) expect(text, `'${secret}' in the stored events`).not.toContain(secret);
    // The page address each page load carries has lost the prefill parameters.
    const hrefs = events.filter((e) => e.type === 4).map((e) => String(e.data.href));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(new URL(href).searchParams.get('cid')).toBe('rec-1');
    for (const href of hrefs) for (const key of ['firstName', 'lastName', 'zip', 'dob']) expect(new URL(href).searchParams.has(key), href).toBe(false);

    const { rows: [session] } = await server.app.db.query<{ flow: string; host_name: string; lead_lp_param_id: string | null; metadata: { languages: string[]; queryParams: Record<string, string>; userAgent: string; flow: string } }>(
      'SELECT flow, host_name, lead_lp_param_id, metadata FROM recording_sessions WHERE id = $1', [sessionId]);
    expect(session).toMatchObject({ flow: 's6', host_name: 'localhost', lead_lp_param_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(session?.metadata.queryParams).toEqual({ cid: 'rec-1', study_site_id: '12' });
    expect(session?.metadata.languages).toContain('en-US');
    expect(session?.metadata.userAgent).toMatch(/Chrom/);
    expect(session?.metadata.flow).toBe('s6');

    // The studio lists the session, linked from its campaign list, and replays it.
    await page.goto(`${server.url}/signup/_studio`);
    await page.getByRole('link', { name: 'Recorded sessions' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recorded sessions');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Replay session ${sessionId}` }) });
    const cells = row.getByRole('cell');
    await expect(cells.nth(0)).toHaveText('s6');
    await expect(cells.nth(3)).toHaveText(String(stored.length));
    await expect(cells.nth(4)).toHaveText(String(events.length));
    await expect(cells.nth(5)).toHaveText('localhost');
    await expectAccessible(page);
    // On a phone the rows become cards that keep their table roles and never scroll sideways.
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(cells.nth(0)).toHaveText('s6');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.setViewportSize({ width: 1280, height: 720 });
    await row.getByRole('link', { name: `Replay session ${sessionId}` }).click();
    await expect(page).toHaveURL(new RegExp(`/signup/_studio/sessions/${sessionId}$`));
    await expect(page.getByRole('status').filter({ hasText: 'Paused' })).toBeVisible();
    const replay = page.frameLocator(`iframe[title="Replay of session ${sessionId}"]`);
    // The first full snapshot: the s6 home page as the visitor saw it (the server masks inputs and personal patterns, not the page's words).
    await expect(replay.getByRole('heading', { level: 1 })).toHaveText('See if you qualify for paid clinical trials near you');
    await expect(page.getByRole('list').filter({ hasText: 'home → postal' })).toBeVisible();
    // Play moves through the visit (a test visitor is quick, so the steps flash by); Pause holds it; Play goes on to the end.
    await page.getByRole('button', { name: 'Play' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Playing' })).toBeVisible();
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Paused' })).toBeVisible();
    await page.getByRole('button', { name: 'Play' }).click();
    // The replay keeps the visit's own pace on the page's clock: moved on past the visit's length, it ends.
    await page.clock.runFor(60_000);
    await expect(page.getByRole('status').filter({ hasText: 'Finished' })).toBeVisible({ timeout: 15_000 });
    // The last page: the thank-you heading that greets the visitor by name is replayed masked.
    await expect(replay.getByRole('heading', { level: 1 })).toHaveText(/^\*+[*, ]*$/);
    await expect(page.getByRole('button', { name: 'Replay again' })).toBeVisible();
    await expectAccessible(page, [REPLAY_FRAME]);
    expect(cspViolations).toEqual([]);
  });

  test("a step's changes are recorded once the step is painted, not in the frame the visitor waits for", async ({ page, server }) => {
    const firstBatch = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/sr/new');
    await page.clock.install();
    await page.goto(`${server.url}/signup/s6/home?cid=rec-2`);
    await firstBatch;
    const sessionId = (JSON.parse(await page.evaluate(() => sessionStorage.getItem('trial-signup.recording.v2') ?? 'null')) as { sessionId: string }).sessionId;
    // The page's clock stands still from here: the step change is made and shown, but no frame callback (after which
    // the recorder releases what it held) runs until the clock moves, and every event is stamped with the same time.
    const stillAt = await page.evaluate(() => Date.now()) + 1_000;
    await page.clock.pauseAt(stillAt);
    await page.getByRole('button', { name: 'Female' }).click();
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toBeVisible();
    // Frames, the release after the first, then the next batch.
    await page.clock.runFor(2_000);
    await expect.poll(async () => (await chunks(server, sessionId)).flatMap((c) => c.events).some(addsPostalStep), { timeout: 15_000 }).toBe(true);
    const stored = await chunks(server, sessionId);
    expect(stored.flatMap((c) => c.router_logs).filter((l) => l.from === 'home' && l.to === 'postal').map((l) => l.at)).toEqual([stillAt]);
    const added = stored.flatMap((c) => c.events).filter(addsPostalStep);
    expect(added.length).toBeGreaterThan(0);
    // Serialised in the frame the step is shown in, the postal step's nodes would carry the step change's own time.
    for (const event of added) expect(event.timestamp).toBeGreaterThan(stillAt);
  });

  test('the studio replay of an unknown session says so', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/_studio/sessions/no-such-session`);
    await expect(page.getByRole('alert')).toContainText('No recorded session with this id');
    await expectAccessible(page);
  });
});

test.describe('session recording turned off', () => {
  test('with RECORDING_ENABLED off the page sends nothing and does not even load the recorder', async ({ page }) => {
    const { server, stop } = await startServer({ recordingEnabled: false });
    try {
      const seen: string[] = [];
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (path === '/api/sr/new' || /\/signup\/js\/(recorder|rrweb)-/.test(path)) seen.push(path);
      });
      const payload = page.waitForResponse((r) => r.url().includes('/api/initial_payload'));
      // The page's clock runs as time does, and is moved through the batch intervals rather than waited for.
      await page.clock.install();
      await page.goto(`${server.url}/signup/s6/home?cid=off-1`);
      expect((await (await payload).json()).enableRecording).toBe(false);
      await page.getByRole('button', { name: 'Female' }).click();
      await page.getByRole('textbox', { name: 'Zip Code' }).fill('10001');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/\/dob(\?|$)/);
      // Two batch intervals and more on the page's clock, then a moment for a request to leave: a recorder would have sent.
      await page.clock.runFor(5_000);
      await page.waitForTimeout(300);
      expect(seen).toEqual([]);
      expect(await chunks(server)).toEqual([]);
    } finally {
      await stop();
    }
  });
});
