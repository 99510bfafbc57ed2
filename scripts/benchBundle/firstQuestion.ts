/**
 * The scripts and stylesheets a visitor's browser downloads before a page's first question: Chromium opens the page
 * on the real server, every script and stylesheet response that completes is kept until the step's heading shows.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Request } from 'playwright-core';
import { compressedSizes, type FileSizes } from './sizes.ts';

export interface FirstQuestion {
  heading: string;
  ms: number;
  files: FileSizes[];
}

export async function firstQuestion(browser: Browser, url: string, distDir: string): Promise<FirstQuestion> {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'America/New_York' });
  const page = await context.newPage();
  const finished: Request[] = [];
  let collecting = true;
  page.on('requestfinished', (request) => {
    if (collecting && ['script', 'stylesheet'].includes(request.resourceType())) finished.push(request);
  });
  try {
    const started = Date.now();
    await page.goto(url);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor({ state: 'visible' });
    collecting = false;
    const ms = Date.now() - started;
    const files = await Promise.all(finished.map(async (request) => {
      const path = new URL(request.url()).pathname.replace(/^\/signup\//, '');
      const response = await request.response();
      const encoding = (await response?.headerValue('content-encoding')) ?? null;
      const { responseBodySize } = await request.sizes();
      return { file: path, ...compressedSizes(readFileSync(join(distDir, path))), sent: responseBodySize, encoding };
    }));
    return { heading: (await heading.textContent()) ?? '', ms, files };
  } finally {
    await context.close();
  }
}
