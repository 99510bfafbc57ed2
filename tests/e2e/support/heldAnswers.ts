import type { Page } from '@playwright/test';

/**
 * Holds the server's answers to the requests matching `url` (the real server's, only later) until `release()`, for the
 * page's behaviour while an answer is on its way. `asked` lists each held request's URL.
 */
export async function holdAnswers(page: Page, url: string): Promise<{ release: () => void; asked: URL[] }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => { release = resolve; });
  const asked: URL[] = [];
  await page.route(url, async (route) => { asked.push(new URL(route.request().url())); await held; await route.continue(); });
  return { release, asked };
}

/**
 * The server stores each new lead's save; its answer never reaches the page (a reload while it was on its way). Leave
 * the page (reload, goto) before the route is removed: removed first, the held request went on and its answer reached
 * the page after all, now and then before it left.
 */
export async function loseLeadSaveAnswers(page: Page): Promise<void> {
  await page.route('**/api/leads', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await route.fetch();
  });
}
