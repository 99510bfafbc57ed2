import type { Locator, Page } from '@playwright/test';

/** Where a screen reader says words as they come: a live region (aria-live) or a status. */
export function spokenAsItComes(page: Page): Locator {
  return page.locator('[aria-live="polite"], [aria-live="assertive"], [role="status"]');
}

/**
 * Marks the live regions on the page now, for `spokenInRegionBefore`: words added to a region that was there before
 * them are said; a status added with its words already in it may go unsaid.
 */
export async function markLiveRegions(page: Page): Promise<void> {
  await page.evaluate(() => { for (const region of document.querySelectorAll('[aria-live]')) region.setAttribute('data-region-before', ''); });
}

/** The live regions marked by markLiveRegions that now hold `text`. */
export function spokenInRegionBefore(page: Page, text: string): Locator {
  return page.locator('[data-region-before]').filter({ hasText: text });
}
