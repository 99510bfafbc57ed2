import { test, expect } from './fixtures.ts';

for (const width of [390, 1280]) {
  test(`at ${width} px Back and Next are read in the order Tab reaches them`, async ({ page, server }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`${server.url}/signup/s6/postal`);
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('10001');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/dob$/);
    const back = page.getByRole('button', { name: 'Back' });
    const next = page.getByRole('button', { name: 'Next' });
    const [b, n] = [await back.boundingBox(), await next.boundingBox()];
    if (!b || !n) throw new Error('Back and Next are not both on the page');
    // Stacked on a phone (Back above), side by side on a desktop (Back on the left).
    if (width === 390) expect(b.y + b.height).toBeLessThanOrEqual(n.y);
    else expect(b.x + b.width).toBeLessThanOrEqual(n.x);
    await back.focus();
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
  });
}

test('at 390 px a first name longer than the screen breaks in the thank-you\'s greeting rather than widen the page', async ({ page, server }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const name = `${'Bartholomew'.repeat(9)} Longname`;
  await page.goto(`${server.url}/signup/ss7/home`);
  await page.getByRole('textbox', { name: 'Full name' }).fill(name);
  await page.getByRole('textbox', { name: 'Zip Code' }).fill('77030');
  await page.getByRole('combobox', { name: 'Age' }).selectOption('55');
  await page.getByRole('combobox', { name: 'Gender' }).selectOption('male');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('713-555-0140');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: "I'm done" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bartholomew');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

// WCAG 1.4.4 and 1.4.10: text at 200 % on a phone, and a page zoomed to 200 % on one, read without scrolling sideways.
// The one-page screener's units (Libras / Kilogramos) and the conditions' groups had set the width of the page.
for (const { width, text } of [{ width: 390, text: '200%' }, { width: 195, text: '100%' }]) {
  test(`at ${width} px with text at ${text} the one-page screener and the study search in Spanish do not scroll sideways`, async ({ page, server }) => {
    await page.setViewportSize({ width, height: 844 });
    for (const path of ['/signup/es/ws10/home?studyId=1001', '/signup/es/ss6/home', '/signup/es/ws18/home?studyId=1001']) {
      await page.goto(`${server.url}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate((size) => document.documentElement.style.setProperty('font-size', size), text);
      const wider = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        return [...document.querySelectorAll<HTMLElement>('main *')].filter((e) => e.getBoundingClientRect().right > width + 0.5 && e.getBoundingClientRect().width > 1)
          .map((e) => `${e.tagName.toLowerCase()} "${(e.textContent ?? '').slice(0, 30)}"`);
      });
      expect(wider, path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    }
    // The study search's results too, once found.
    await page.goto(`${server.url}/signup/ss6/home`);
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('77030');
    await page.getByRole('checkbox', { name: 'Type 2 diabetes' }).check();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.locator('.study-card').first()).toBeVisible();
    await page.evaluate((size) => document.documentElement.style.setProperty('font-size', size), text);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'ss6 results').toBeLessThanOrEqual(width);
  });
}

test('at 390 px a condition\'s box keeps its size beside a long name (Spanish study search)', async ({ page, server }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/signup/es/ss6/home`);
  const boxes = page.getByRole('group', { name: 'Piel' }).getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  const sizes = await boxes.evaluateAll((list) => list.map((box) => Math.round(box.getBoundingClientRect().width)));
  expect(sizes.length).toBeGreaterThan(1);
  // 1.25rem: a box beside 'Alopecia areata (caída del cabello)' had been squashed to 14 px.
  expect(new Set(sizes)).toEqual(new Set([20]));
});
