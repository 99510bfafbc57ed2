import { test, expect } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { fillScreener } from './support/screener.ts';

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

/**
 * WebKit does not always scroll to an element it focuses: here focusing never scrolls, so the page has to scroll
 * itself. Returns how the page asked the window to scroll (where to, and how).
 */
async function focusWithoutScrolling(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const focus = HTMLElement.prototype.focus;
    HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
      focus.call(this, { ...options, preventScroll: true });
    };
    const calls: string[] = [];
    (window as unknown as { __windowScrolls: typeof calls }).__windowScrolls = calls;
    const scrollTo = window.scrollTo.bind(window);
    window.scrollTo = ((options?: ScrollToOptions | number, y?: number) => {
      calls.push(typeof options === 'object' ? `top ${options.top} ${options.behavior ?? 'auto'}` : `top ${y} auto`);
      return typeof options === 'object' ? scrollTo(options) : scrollTo(options ?? 0, y ?? 0);
    }) as typeof window.scrollTo;
  });
  return () => page.evaluate(() => (window as unknown as { __windowScrolls: string[] }).__windowScrolls);
}

const phones = { reduce: '713-555-0193', 'no-preference': '713-555-0194' };

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test(`after Finish at the foot of a long screener (prefers-reduced-motion: ${reducedMotion}), the result's heading is on screen and focused on a 390 px phone`, async ({ page, server }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion });
    const windowScrolls = await focusWithoutScrolling(page);
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await fillScreener(page, { name: 'Molly Motion', zip: '77030', phone: phones[reducedMotion], q1: 'Yes' });
    const finish = page.getByRole('button', { name: 'Finish' });
    await finish.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await finish.click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Congratulations, you pre-qualified for this study!');
    await expect(heading).toBeFocused();
    // The page asked for its top at once, whatever the motion preference (it does not rely on how a browser keeps
    // the scroll position while one step gives way to the next).
    expect(await windowScrolls()).toEqual(['top 0 instant']);
    // The result page is longer than the screen, so the heading is on it only if the page scrolled to its top. Its
    // later condition groups render after its first frame (IndicationMultiSelect): its full length comes a frame later.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2 * 844);
    const box = await heading.boundingBox();
    const innerHeight = await page.evaluate(() => window.innerHeight);
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(innerHeight);
    // Arrived at once, and the focus made no second scroll: two frames later the page has not moved.
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
}

test('forced colours: the chosen answer stands apart from the others, as its fill does in normal colours', async ({ page, server }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto(`${server.url}/signup/ws18/home?studyId=1001`);
  const question = page.getByRole('group', { name: /1\. Have you been diagnosed/ });
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(question.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
  // Not the focus ring: the choice itself.
  await question.getByRole('button', { name: 'Yes' }).evaluate((el) => (el as HTMLElement).blur());
  const look = (name: string) => question.getByRole('button', { name }).evaluate((el) => {
    const style = getComputedStyle(el);
    return `${style.backgroundColor} ${style.color} ${style.outlineStyle}`;
  });
  const chosen = await look('Yes');
  expect(chosen).not.toBe(await look('No'));
  expect(await look('No')).toBe(await look('Unsure'));
});
