/**
 * A visitor's save shed by a busy server (503 SERVER_BUSY, Retry-After) lands once the pressure ends: the button says
 * "Saving…" while the browser waits and sends it again, the visitor moves on with nothing typed lost, and the lead is
 * stored once. The server is the real one; only its reading of its own pressure is a dial the test turns.
 */
import { test, expect, startServer } from './fixtures.ts';
import type { Pressure } from '../../src/server/loadShedding.ts';

const CALM: Pressure = { eventLoopDelayMs: 1, heapUsedBytes: 50 * 1024 * 1024 };
const LAGGING: Pressure = { eventLoopDelayMs: 1_500, heapUsedBytes: 50 * 1024 * 1024 };

test('a sign-up shed under load is saved after the server\'s Retry-After, once, with what the visitor typed', async ({ page, browser, cspViolations }) => {
  const dial = { pressure: CALM };
  const { server, stop } = await startServer({ recordingEnabled: false }, { pressure: () => dial.pressure });
  try {
    const shed: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 503 && new URL(r.url()).pathname.startsWith('/api/')) shed.push(`${r.request().method()} ${new URL(r.url()).pathname}`);
    });
    let saves = 0;
    page.on('request', (r) => { if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/leads') saves += 1; });
    // The page's clock runs as time does until the save is refused; its Retry-After is then counted on it, not waited for.
    await page.clock.install();
    await page.goto(`${server.url}/signup/s6/home`);
    await page.getByRole('button', { name: 'Female' }).click();
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('10001');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('04/12/1980');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Rosalind Shedwell');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/phone$/);
    await page.getByRole('textbox', { name: 'Phone number' }).fill('(212) 555-0143');

    // The server is overloaded as the visitor presses Next: the save is refused at once, the button keeps saying "Saving…".
    dial.pressure = LAGGING;
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/leads' && r.status() === 503);
    await page.clock.pauseAt(await page.evaluate(() => Date.now()) + 1_000);
    const savesBefore = saves;
    await page.getByRole('button', { name: 'Next' }).click();
    const answer = await refused;
    expect(answer.headers()['retry-after']).toBe('2');
    expect(await answer.json()).toMatchObject({ code: 'SERVER_BUSY' });
    await expect(page.getByRole('button', { name: 'Saving…' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(212) 555-0143');
    // No failure is shown for a wait: the notice of a failed save stays away.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveCount(0);
    expect(await server.leads()).toEqual([]);

    // The pressure ends: the browser's next attempt (same request, same Idempotency-Key), after the Retry-After's 2 s and
    // not before, is taken.
    dial.pressure = CALM;
    await page.clock.fastForward(1_990);
    await page.waitForTimeout(200);
    expect(saves - savesBefore).toBe(1);
    await expect(page).toHaveURL(/\/phone$/);
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
    await page.clock.fastForward(20);
    await expect(page.getByRole('textbox', { name: 'Email address (optional)' })).toBeVisible();
    expect(saves - savesBefore).toBe(2);
    await page.clock.resume();
    // The address bar follows the step's first paint (widgets/router.tsx), which the page's clock held until now.
    await expect(page).toHaveURL(/\/email$/);
    expect(shed).toContain('POST /api/leads');
    const leads = (await server.leads()).filter((l) => l.phone === '+12125550143');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ firstName: 'Rosalind', lastName: 'Shedwell', postalCode: '10001', dateOfBirth: '1980-04-12', gender: 'female' });
    expect(await server.leads()).toHaveLength(1);

    // The Spanish words for the same wait, in another visitor's tab (the postal-code check is a write too).
    const visitor = await browser.newContext();
    const es = await visitor.newPage();
    await es.clock.install();
    await es.goto(`${server.url}/signup/es/s6/home`);
    await es.getByRole('button', { name: 'Femenino' }).click();
    await expect(es).toHaveURL(/\/postal$/);
    // The code is checked as it is typed (src/engine/postalAhead.ts): the server is busy from before that check.
    dial.pressure = LAGGING;
    await es.getByRole('textbox').first().fill('10001');
    await es.getByRole('button', { name: 'Siguiente' }).click();
    await expect(es.getByRole('button', { name: 'Guardando…' })).toBeVisible();
    dial.pressure = CALM;
    await es.clock.fastForward(2_000);
    await expect(es).toHaveURL(/\/dob$/);
    await visitor.close();
  } finally {
    dial.pressure = CALM;
    await stop();
  }
  expect(cspViolations).toEqual([]);
});
