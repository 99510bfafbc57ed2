import { test, expect } from './fixtures.ts';
import { answerSteps } from './support/steps.ts';
import { browserChromium, CHROMIUM_ARGS } from '../support/chromium.ts';

// The page's icon is asked for by the browser itself (for its tab), which the headless shell the other specs run in is
// not: these tests run in Debian's Chromium browser.
test.use({ launchOptions: { executablePath: browserChromium(), args: CHROMIUM_ARGS } });

test.describe('what a step change asks the server for', () => {
  test("the icon and the campaign's document come once; later steps take them from the cache or the page", async ({ page, server }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const fromServer: string[] = [];
    cdp.on('Network.responseReceived', (e) => {
      const path = new URL(e.response.url).pathname;
      if (!path.startsWith('/api/') && !e.response.fromDiskCache && !(e.response as { fromMemoryCache?: boolean }).fromMemoryCache) fromServer.push(path);
    });
    await page.goto(`${server.url}/signup/s6/home`);
    await page.getByRole('button', { name: 'Female' }).click();
    await answerSteps(page, { postal: '10001', dob: '04/12/1980' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is your full name?');
    const icon = fromServer.filter((path) => /\/img\/favicon-[\w-]+\.svg$/.test(path));
    expect(icon).toHaveLength(1);
    expect(fromServer.filter((path) => /\/js\/s6-[\w-]+\.js$/.test(path))).toHaveLength(1);
    // The page names the icon after its content, so it is cached for good.
    const response = await page.request.get(`${server.url}${icon[0]}`);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // The campaigns a visit may be sent to next came while the browser was idle, each once.
    for (const name of ['ss6', 'ws10', 'study-search']) {
      await expect.poll(() => fromServer.filter((path) => new RegExp(`/js/${name}-[\\w-]+\\.js$`).test(path)).length, name).toBe(1);
    }
  });
});
