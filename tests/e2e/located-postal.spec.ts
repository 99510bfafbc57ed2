import { test, expect, startServer } from './fixtures.ts';
import type { Server } from './fixtures.ts';

// Behind CloudFront, the edge says where the visitor is; the initial payload carries its postal code (spec §3).
let located: { server: Server; stop: () => Promise<void> };
test.beforeAll(async () => { located = await startServer({ geoHeaders: 'cloudfront' }); });
test.afterAll(async () => { await located.stop(); });

test.describe('the postal code located by the edge', () => {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'cloudfront-viewer-country': 'US', 'cloudfront-viewer-postal-code': '02116' });
  });

  /** The payload's answer read, and the page given a moment to apply it (a wrong fill would come in that moment). */
  async function settled(answer: import('@playwright/test').Response) {
    await answer.finished();
    await answer.frame().page().evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  }

  /** Holds the initial payload until the test lets it go, so it comes after the step has rendered, as on a first visit. */
  async function holdPayload(page: import('@playwright/test').Page) {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/api/initial_payload*', async (route) => { await held; await route.continue(); });
    return release;
  }

  test('fills the postal code field when it comes after the step has shown, and Next goes on with it', async ({ page }) => {
    const release = await holdPayload(page);
    await page.goto(`${located.server.url}/signup/s6/postal`);
    const zip = page.getByRole('textbox', { name: 'Zip Code' });
    await expect(zip).toHaveValue('');
    release();
    await expect(zip).toHaveValue('02116');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/signup\/s6\/dob$/);
  });

  /** Types each of `typed` in s6's Zip Code box in turn while the payload is held, then lets it come: what the box holds after. */
  async function typedBeforePayload(page: import('@playwright/test').Page, typed: readonly string[]) {
    const release = await holdPayload(page);
    await page.goto(`${located.server.url}/signup/s6/postal`);
    const zip = page.getByRole('textbox', { name: 'Zip Code' });
    for (const text of typed) await zip.fill(text);
    const payload = page.waitForResponse('**/api/initial_payload*');
    release();
    await settled(await payload);
    return zip;
  }

  test('never replaces a code the visitor typed before it came', async ({ page }) => {
    await expect(await typedBeforePayload(page, ['77030'])).toHaveValue('77030');
  });

  test('leaves a code typed and cleared before it came cleared', async ({ page }) => {
    await expect(await typedBeforePayload(page, ['7', ''])).toHaveValue('');
  });

  test('leaves the located code the visitor cleared cleared after a reload, and the code typed after it as typed', async ({ page }) => {
    await page.goto(`${located.server.url}/signup/s6/postal`);
    const zip = page.getByRole('textbox', { name: 'Zip Code' });
    await expect(zip).toHaveValue('02116');
    await zip.fill('');
    let payload = page.waitForResponse('**/api/initial_payload*');
    await page.reload();
    await settled(await payload);
    await expect(zip).toHaveValue('');
    await zip.fill('77030');
    payload = page.waitForResponse('**/api/initial_payload*');
    await page.reload();
    await settled(await payload);
    await expect(zip).toHaveValue('77030');
  });

  test("s15: a country chosen other than the located code's keeps the postal code empty, after a reload too", async ({ page }) => {
    await page.goto(`${located.server.url}/signup/s15/home`);
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('02116');
    await page.getByRole('combobox', { name: 'Country' }).selectOption('CA');
    const postal = page.getByRole('textbox', { name: 'Postal code' });
    await postal.fill('');
    const payload = page.waitForResponse('**/api/initial_payload*');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('CA');
    await settled(await payload);
    await expect(postal).toHaveValue('');
  });
});
