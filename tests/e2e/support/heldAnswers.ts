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
