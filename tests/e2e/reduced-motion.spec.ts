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
  test(`motion with prefers-reduced-motion: ${reducedMotion}: the spinner and the scroll to a field in error`, async ({ page, server }) => {
    await page.emulateMedia({ reducedMotion });
    const scrolls = await scrollCalls(page);
    await page.goto(`${server.url}/signup/s6/postal`);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toBeFocused();
    expect(await scrolls()).toEqual([reducedMotion === 'reduce' ? 'auto' : 'smooth']);
    expect(await spinnerAnimation(page)).toBe(reducedMotion === 'reduce' ? 'none' : 'spin');
    // Nothing on the page is moving under reduced motion.
    if (reducedMotion === 'reduce') expect(await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
  });
}
