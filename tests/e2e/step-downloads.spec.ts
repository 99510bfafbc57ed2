import { test, expect } from './fixtures.ts';
import { answerSteps } from './support/steps.ts';

test.describe('steps whose code is still downloading', () => {
  test('the previous step stays on screen, never a blank page, and the next step shows once its code is in', async ({ page, server }) => {
    // The phone rules (libphonenumber) are the phone step's own download; they are held until released.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/signup/js/phone-*.js', async (route) => { await held; await route.continue(); });
    const moves: string[] = [];
    page.on('request', (r) => { if (r.url().includes('router_log')) moves.push(String(r.postDataJSON()?.to)); });
    await page.goto(`${server.url}/signup/s6/home`);
    await page.getByRole('button', { name: 'Female' }).click();
    await answerSteps(page, { postal: '10001', dob: '04/12/1980' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('What is your full name?');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Maria Lopez');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/phone(\?|$)/);
    // Meanwhile the name step is still there, whole: its heading, its answer and its button.
    for (let i = 0; i < 5; i++) {
      await expect(heading).toHaveText('What is your full name?');
      await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Maria Lopez');
      await page.waitForTimeout(100);
    }
    // Enter in the step still shown does not move on a second time.
    await page.getByRole('textbox', { name: 'Full name' }).press('Enter');
    release();
    await expect(heading).toHaveText('What is the best phone number to reach you so you can pre-qualify?');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
    // The browser's Back leads to the name step, not to the phone step pushed twice.
    await page.goBack();
    await expect(heading).toHaveText('What is your full name?');
    expect(moves).toEqual(['postal', 'dob', 'name', 'phone']);
  });

  test('the condition list is loaded while the browser is idle on an earlier step, once, and shows with its step', async ({ page, server }) => {
    const asked: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/api/indication_categories')) asked.push(new URL(page.url()).pathname); });
    await page.goto(`${server.url}/signup/s6/home`);
    await page.getByRole('button', { name: 'Female' }).click();
    await answerSteps(page, { postal: '10001', dob: '04/12/1980', name: 'Maria Lopez', phone: '(212) 555-0192', email: '' });
    await expect(page).toHaveURL(/\/indications(\?|$)/);
    await expect(page.getByRole('checkbox', { name: 'Asthma' })).toBeVisible();
    expect(asked).toHaveLength(1);
    expect(asked[0]).not.toMatch(/indications/);
  });
});


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
