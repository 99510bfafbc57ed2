import { test, expect } from './fixtures.ts';
import type { Page } from '@playwright/test';

/** Records how the page asks the browser to scroll fields into view. */
async function scrollCalls(page: Page): Promise<() => Promise<Array<string | null>>> {
  await page.addInitScript(() => {
    const calls: Array<string | null> = [];
    (window as unknown as { __scrolls: typeof calls }).__scrolls = calls;
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      calls.push(typeof options === 'object' ? options.behavior ?? null : null);
      return original.call(this, options);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __scrolls: Array<string | null> }).__scrolls);
}

/** The animation a spinner gets from the page's styles. */
const spinnerAnimation = (page: Page) => page.evaluate(() => {
  const probe = document.createElement('span');
  probe.className = 'spinner';
  document.body.append(probe);
  const name = getComputedStyle(probe).animationName;
  probe.remove();
  return name;
});

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test(`motion with prefers-reduced-motion: ${reducedMotion}: the spinner and the scrolls to the errors`, async ({ page, server }) => {
    await page.emulateMedia({ reducedMotion });
    const scrolls = await scrollCalls(page);
    await page.goto(`${server.url}/signup/s6/postal`);
    await page.getByRole('button', { name: 'Next' }).click();
    // The scroll to the error summary, then the one its link makes to the field.
    await expect(page.locator('.error-summary')).toBeFocused();
    await page.getByRole('alert').getByRole('link', { name: 'Zip Code: This field is required' }).click();
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toBeFocused();
    const behavior = reducedMotion === 'reduce' ? 'auto' : 'smooth';
    expect(await scrolls()).toEqual([behavior, behavior]);
    expect(await spinnerAnimation(page)).toBe(reducedMotion === 'reduce' ? 'none' : 'spin');
    // Nothing on the page is moving under reduced motion.
    if (reducedMotion === 'reduce') expect(await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
  });
}
