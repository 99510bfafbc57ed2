/**
 * The scripts and stylesheets a visitor's browser downloads before a page's first question: Chromium opens the page
 * on the real server; the page notes when the step's heading enters it, and every script or stylesheet whose
 * download ended by then (Resource Timing) counts. Later downloads (the recorder once the visit's payload enables
 * it, say) do not, however quickly they follow.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { compressedSizes, type FileSizes } from './sizes.ts';

export interface FirstQuestion {
  heading: string;
  ms: number;
  files: FileSizes[];
}

interface Downloaded {
  url: string;
  /** Body bytes as sent (compressed when the server compressed). */
  encodedBodySize: number;
}

/** Runs in the page: the time the first h1 is in the document. */
function noteFirstHeading(): void {
  const page = window as unknown as { firstHeadingAt?: number };
  new MutationObserver((_records, observer) => {
    if (!document.querySelector('h1')) return;
    page.firstHeadingAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

export async function firstQuestion(browser: Browser, url: string, distDir: string): Promise<FirstQuestion> {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'America/New_York' });
  await context.addInitScript({ content: `(${noteFirstHeading.toString()})();` });
  const page = await context.newPage();
  const encodings = new Map<string, string | null>();
  // A late response (the idle prefetch) may arrive as the page closes; its encoding is not needed then.
  page.on('response', (response) => { response.headerValue('content-encoding').then((value) => encodings.set(response.url(), value), () => undefined); });
  try {
    await page.goto(url);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor({ state: 'visible' });
    const { at, downloaded } = await page.evaluate(() => {
      const at = (window as unknown as { firstHeadingAt: number }).firstHeadingAt;
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return { at, downloaded: entries.filter((e) => e.responseEnd <= at && /\.(js|css)$/.test(new URL(e.name).pathname)).map((e) => ({ url: e.name, encodedBodySize: e.encodedBodySize })) };
    });
    const files = (downloaded as Downloaded[]).map(({ url: file, encodedBodySize }) => {
      const path = new URL(file).pathname.replace(/^\/signup\//, '');
      return { file: path, ...compressedSizes(readFileSync(join(distDir, path))), sent: encodedBodySize, encoding: encodings.get(file) ?? null };
    });
    return { heading: (await heading.textContent()) ?? '', ms: Math.round(at), files };
  } finally {
    await context.close();
  }
}
