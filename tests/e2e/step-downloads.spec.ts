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

