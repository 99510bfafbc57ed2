import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect, expectAccessible, startServer, type Server } from './fixtures.ts';
import { fillScreener, screening, question } from './support/screener.ts';
import { loadConfig } from '../../src/server/config.ts';

type DataLayerEvent = Record<string, unknown>;
const HINT = 'More about this question';
const dataLayer = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? []);
const count = async (server: Server, sql: string) => Number((await server.app.db.query<{ n: string }>(sql)).rows[0]?.n ?? 0);

test.describe('tag manager, pixels and ad security', () => {
  test('ws19 from a liveconnect link: dataLayer events without personal data, the partner pixel, ad-security click and conversion', async ({ page, server, cspViolations }) => {
    const pixelsBefore = await count(server, "SELECT count(*) AS n FROM pixel_hits WHERE partner = 'liveconnect'");
    await page.goto(`${server.url}/signup/ws19/home?studyId=1001&utm_source=liveconnect&cid=camp-7`);
    await expect.poll(() => count(server, "SELECT count(*) AS n FROM ad_security_events WHERE kind = 'click' AND utm_source = 'liveconnect'")).toBeGreaterThan(0);
    await fillScreener(page, { name: 'Tia Tracker', zip: '77030', phone: '713-555-0131', q1: 'Yes' });
    await question(page, /2\. How are you currently managing/).getByText(HINT).click();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    await page.getByRole('checkbox', { name: /automated text messages/ }).check();

    const { lead } = await screening(server, '+17135550131');
    const { rows } = await server.app.db.query<{ kind: string; transaction_id: string }>("SELECT kind, transaction_id FROM ad_security_events WHERE utm_source = 'liveconnect' ORDER BY id");
    const conversion = rows.find((r) => r.kind === 'conversion');
    expect(conversion?.transaction_id).toBeTruthy();
    expect(rows.filter((r) => r.kind === 'click').map((r) => r.transaction_id)).toContain(conversion?.transaction_id);
    expect(lead?.additionalFields).toMatchObject({ adSecurityPlatformResponse: { responses: ['builtin', 'click_accepted'], transactionId: conversion?.transaction_id } });
    await expect.poll(() => count(server, "SELECT count(*) AS n FROM pixel_hits WHERE partner = 'liveconnect'")).toBe(pixelsBefore + 1);

    await expect.poll(async () => (await dataLayer(page)).map((e) => e.event)).toEqual(expect.arrayContaining(['cid', 'landing', 'partner_conversion', 'consent']));
    // The brand-partner consent is pushed once its request is answered, after the contact consent's 'consent' event.
    await expect.poll(() => dataLayer(page)).toContainEqual({ event: 'consent', types: 'commercial', granted: true });
    const events = await dataLayer(page);
    expect(events).toContainEqual({ event: 'cid', cid: 'camp-7' });
    expect(events).toContainEqual({ event: 'hint', criterionId: 2 });
    expect(events).toContainEqual({ event: 'consent', types: 'commercial', granted: true });
    expect(events.some((e) => e.event === 'consent' && String(e.types).includes('sms'))).toBe(true);
    // Nothing the visitor typed, nor their lead id, reaches analytics.
    const text = JSON.stringify(events).toLowerCase();
    for (const personal of ['tia', 'tracker', '555', '0131', 'tia@example.com', '77030', '1970', lead?.id ?? 'no-lead']) expect(text).not.toContain(personal);
    expect(cspViolations).toEqual([]);
  });

  test('no partner pixel for another traffic source, and no ad-security tracking without a utm_source', async ({ page, browser, server }) => {
    const pixels = await count(server, 'SELECT count(*) AS n FROM pixel_hits');
    const adEvents = await count(server, 'SELECT count(*) AS n FROM ad_security_events');
    await page.goto(`${server.url}/signup/ws19/home?studyId=1001&utm_source=newsletter`);
    await fillScreener(page, { name: 'Ned Plain', zip: '77030', phone: '713-555-0132', q1: 'Yes' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    const { lead } = await screening(server, '+17135550132');
    expect(lead).toBeTruthy();
    // utm_source alone is not a pixel partner; ad security needs it with a study, which this visit has.
    expect(await count(server, 'SELECT count(*) AS n FROM pixel_hits')).toBe(pixels);
    expect(await count(server, 'SELECT count(*) AS n FROM ad_security_events')).toBe(adEvents + 2);

    // Another visitor, without any traffic source.
    const other = await (await browser.newContext()).newPage();
    await other.goto(`${server.url}/signup/ws19/home?studyId=1001`);
    await fillScreener(other, { name: 'Nia Plain', zip: '77030', phone: '713-555-0133', q1: 'Yes' });
    await other.getByRole('button', { name: 'Finish' }).click();
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    expect((await screening(server, '+17135550133')).lead?.additionalFields?.adSecurityPlatformResponse).toBeUndefined();
    expect(await count(server, 'SELECT count(*) AS n FROM ad_security_events')).toBe(adEvents + 2);
    expect(await count(server, 'SELECT count(*) AS n FROM pixel_hits')).toBe(pixels);
  });
});

test.describe('live chat', () => {
  let clock = new Date('2026-11-18T16:00:00Z'); // Wednesday 10:00 in Chicago
  let chatServer: { server: Server; stop: () => Promise<void> };
  test.beforeAll(async () => { chatServer = await startServer({ now: () => clock }); });
  test.afterAll(async () => { await chatServer.stop(); });

  test('the chat button shows while advisors are online, only on the brand and campaign that have chat', async ({ page, cspViolations }) => {
    const url = chatServer.server.url;
    clock = new Date('2026-11-18T16:00:00Z');
    await page.goto(`${url}/signup/s15/home`);
    const chat = page.getByRole('button', { name: 'Talk to a study advisor' });
    await expect(chat).toBeVisible();
    await chat.click();
    const panel = page.getByRole('dialog', { name: 'Talk to a study advisor' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Call 1-888-555-0142' })).toHaveAttribute('href', 'tel:18885550142');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(chat).toBeFocused();
    expect((await dataLayer(page)).map((e) => e.event)).toEqual(expect.arrayContaining(['chat_available', 'chat_opened', 'chat_closed']));

    // Not on a campaign without chat, and not on the brand without it: those pages do not even ask.
    const asked: string[] = [];
    page.on('request', (r) => { if (new URL(r.url()).pathname === '/api/chat/availability') asked.push(r.url()); });
    await page.goto(`${url}/signup/s6/home`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Talk to a study advisor' })).toHaveCount(0);
    await page.goto(url.replace('localhost', 'trials-world.localhost') + '/signup/s15/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Talk to a study advisor' })).toHaveCount(0);
    expect(asked).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('on a phone the chat button never lies over the step’s own controls', async ({ page }) => {
    clock = new Date('2026-11-18T16:00:00Z');
    // A short phone screen, so that the step's Next button reaches the bottom edge where the chat button sits.
    await page.setViewportSize({ width: 390, height: 480 });
    await page.goto(`${chatServer.server.url}/signup/s15/home`);
    await expect(page.getByRole('button', { name: 'Talk to a study advisor' })).toBeVisible();
    const next = page.getByRole('button', { name: 'Next' });
    // What lies at the middle of Next once it is scrolled into view as a click or a Tab brings it (its bottom at the
    // window's bottom), and at the middle of the page's last link once the page is scrolled as far down as it goes.
    const hitAtMiddle = (how: 'nextIntoView' | 'lastAtPageEnd') => page.evaluate((how) => {
      const controls = [...document.querySelectorAll('a[href], button')].filter((el) => !el.closest('.chat') && el.getClientRects().length > 0);
      const target = how === 'nextIntoView' ? controls.find((el) => el.textContent?.trim() === 'Next') : controls.at(-1);
      if (!target) return 'no such control';
      window.scrollTo(0, 0);
      if (how === 'nextIntoView') target.scrollIntoView({ block: 'end' }); else window.scrollTo(0, document.documentElement.scrollHeight);
      const r = target.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit === target || target.contains(hit) ? 'the control' : hit?.textContent ?? 'nothing';
    }, how);
    expect(await hitAtMiddle('nextIntoView')).toBe('the control');
    expect(await hitAtMiddle('lastAtPageEnd')).toBe('the control');
    // And a pointer's click lands on Next: the step moves on to its field check, which tells what is missing.
    await next.click({ timeout: 5_000 });
    await expect(page.getByText('This field is required').first()).toBeVisible();
  });

  test('outside the advisors’ hours the button stays hidden', async ({ page }) => {
    clock = new Date('2026-11-21T17:00:00Z'); // Saturday 11:00 in Chicago
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/chat/availability');
    await page.goto(`${chatServer.server.url}/signup/s15/home`);
    // The page asked, and was told offline; once it has had a frame to act on that, there is still no button.
    expect(await (await answer).text()).toBe('offline');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Talk to a study advisor' })).toHaveCount(0);
  });
});

test.describe('configured third-party scripts', () => {
  let scripts: HttpServer;
  let origin = '';
  let app: { server: Server; stop: () => Promise<void> };
  let broken: { server: Server; stop: () => Promise<void> };
  test.beforeAll(async () => {
    // A local counterpart of the tag manager and the chat provider.
    scripts = createServer((req, res) => {
      res.setHeader('content-type', 'text/javascript');
      if (req.url?.startsWith('/gtm.js')) res.end('window.tagManagerContainer = new URL(document.currentScript.src).searchParams.get("id");');
      else if (req.url === '/chat.js') res.end('window.liveChatProvider = { start: function (o) { var p = document.createElement("p"); p.id = "provider-chat"; p.textContent = "Provider chat for " + o.campaign; document.body.appendChild(p); } };');
      else { res.statusCode = 404; res.end(''); }
    });
    await new Promise<void>((resolve) => scripts.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(scripts.address() as AddressInfo).port}`;
    app = await startServer({ now: () => new Date('2026-11-18T16:00:00Z'), integrations: loadConfig({ TAG_MANAGER_URL: `${origin}/gtm.js`, CHAT_SCRIPT_URL: `${origin}/chat.js` }).integrations });
    broken = await startServer({ now: () => new Date('2026-11-18T16:00:00Z'), integrations: loadConfig({ TAG_MANAGER_URL: `${origin}/gone/gtm.js`, CHAT_SCRIPT_URL: `${origin}/gone.js` }).integrations });
  });
  test.afterAll(async () => { await app.stop(); await broken.stop(); await new Promise<void>((resolve) => scripts.close(() => resolve())); });

  test('the brand’s container and the chat provider load from their configured hosts under the CSP', async ({ page, cspViolations }) => {
    await page.goto(`${app.server.url}/signup/s15/home`);
    await expect.poll(() => page.evaluate(() => (window as unknown as { tagManagerContainer?: string }).tagManagerContainer)).toBe('GTM-TSDEMO1');
    await page.getByRole('button', { name: 'Talk to a study advisor' }).click();
    await expect(page.locator('#provider-chat')).toHaveText('Provider chat for s15');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await dataLayer(page)).map((e) => e.event)).toEqual(expect.arrayContaining(['gtm.js', 'chat_opened', 'chat_started']));
    expect(cspViolations).toEqual([]);
  });

  test('a chat or tag-manager script that fails to load is reported only; the page goes on', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(`${broken.server.url}/signup/s15/home`);
    const chat = page.getByRole('button', { name: 'Talk to a study advisor' });
    await chat.click();
    await expect.poll(() => errors.filter((e) => /live chat failed|tag manager failed/.test(e)).length).toBe(2);
    await expect(chat).not.toHaveAttribute('aria-disabled');
    // The visitor is not left with nothing: the built-in panel offers the advisors' line.
    await expect(page.getByRole('dialog', { name: 'Talk to a study advisor' }).getByRole('link', { name: 'Call 1-888-555-0142' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
