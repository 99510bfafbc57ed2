import { test, expect } from './fixtures.ts';
import { answerSteps } from './support/steps.ts';
import type { Page } from '@playwright/test';

/** s6 answered up to its phone step, which is shown: its heading and its box. */
async function toPhoneStep(page: Page, serverUrl: string) {
  await page.goto(`${serverUrl}/signup/s6/home`);
  await page.getByRole('button', { name: 'Female' }).click();
  await answerSteps(page, { postal: '10001', dob: '04/12/1980', name: 'Maria Lopez' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('What is the best phone number to reach you so you can pre-qualify?');
  return { heading, phone: page.getByRole('textbox', { name: 'Phone number' }) };
}

test.describe('steps whose code is still downloading', () => {
  test('the previous step stays on screen, never a blank page, and the next step shows once its code is in', async ({ page, server }) => {
    // The screener-step widgets (the condition list's) are the indications step's own download; held until released.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/signup/js/screenerSteps-*.js', async (route) => { await held; await route.continue(); });
    const moves: string[] = [];
    page.on('request', (r) => { if (r.url().includes('router_log')) moves.push(String(r.postDataJSON()?.to)); });
    await page.goto(`${server.url}/signup/s6/home`);
    await page.getByRole('button', { name: 'Female' }).click();
    await answerSteps(page, { postal: '10001', dob: '04/12/1980', name: 'Maria Lopez', phone: '(212) 555-0192' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^Would you like to be notified of new/);
    const email = page.getByRole('textbox', { name: 'Email address (optional)' });
    await email.fill('maria@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/indications(\?|$)/);
    // Meanwhile the email step is still there, whole: its heading, its answer and its button.
    for (let i = 0; i < 5; i++) {
      await expect(heading).toHaveText(/^Would you like to be notified of new/);
      await expect(email).toHaveValue('maria@example.com');
      await page.waitForTimeout(100);
    }
    // Enter in the step still shown does not move on a second time.
    await email.press('Enter');
    release();
    await expect(heading).toHaveText('Do you have any of these conditions?');
    await expect(page.getByRole('checkbox', { name: 'Asthma' })).toBeVisible();
    // The browser's Back leads to the email step, not to the indications step pushed twice.
    await page.goBack();
    await expect(heading).toHaveText(/^Would you like to be notified of new/);
    expect(moves).toEqual(['postal', 'dob', 'name', 'phone', 'email', 'indications']);
  });

  test('a step that asks for a phone shows before the phone rules are in; Next waits for them and judges the number with them', async ({ page, server }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    const rulesDone: string[] = [];
    await page.route('**/signup/js/phone-*.js', async (route) => { await held; await route.continue(); });
    page.on('requestfinished', (r) => { if (/\/js\/phone-[\w-]+\.js$/.test(r.url())) rulesDone.push(r.url()); });
    const saves: string[] = [];
    page.on('request', (r) => { if (r.method() === 'POST' && r.url().endsWith('/api/leads')) saves.push(r.url()); });
    const { heading, phone } = await toPhoneStep(page, server.url);
    await phone.fill('(212) 555-01');
    // Left before the rules are in: not judged yet, so no error shows.
    await phone.blur();
    await expect(page.getByText('Please enter a valid phone number')).toHaveCount(0);
    expect(rulesDone).toEqual([]);
    const next = page.getByRole('button', { name: /^(Next|Loading…|Saving…)$/ });
    await next.click();
    // Held: Next shows its progress, the step stays, nothing is sent.
    await expect(next).toHaveAttribute('aria-busy', 'true');
    // It waits for the rules, and says so: nothing is being saved yet.
    await expect(next).toHaveText('Loading…');
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/phone(\?|$)/);
    await expect(phone).toHaveValue('(212) 555-01');
    // A second press while held is not a second submit.
    await phone.press('Enter');
    release();
    // Judged with the rules once they are in: too short, so the step stays and says why.
    await expect(page.getByText('Please enter a valid phone number').first()).toBeVisible();
    await expect(page).toHaveURL(/\/phone(\?|$)/);
    await expect(next).toHaveText('Next');
    expect(saves).toEqual([]);
    await phone.fill('(212) 555-0192');
    await next.click();
    await expect(heading).toHaveText(/^Would you like to be notified of new/);
  });

  test('Back while a phone step waits for its rules leaves it: the rules arriving later send nothing and move nowhere', async ({ page, server }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/signup/js/phone-*.js', async (route) => { await held; await route.continue(); });
    const saves: string[] = [];
    page.on('request', (r) => { if (r.method() === 'POST' && r.url().endsWith('/api/leads')) saves.push(r.url()); });
    const { heading, phone } = await toPhoneStep(page, server.url);
    await phone.fill('(212) 555-0192');
    const next = page.getByRole('button', { name: /^(Next|Loading…|Saving…)$/ });
    await next.click();
    await expect(next).toHaveAttribute('aria-busy', 'true');
    await page.goBack();
    await expect(heading).toHaveText('What is your full name?');
    release();
    await page.waitForTimeout(500);
    await expect(heading).toHaveText('What is your full name?');
    await expect(page).toHaveURL(/\/name(\?|$)/);
    expect(saves).toEqual([]);
    // Next again from the name step reaches the phone step, whose Next now goes on at once.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(heading).toHaveText('What is the best phone number to reach you so you can pre-qualify?');
    await phone.fill('(212) 555-0192');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(heading).toHaveText(/^Would you like to be notified of new/);
  });

  test('a phone step whose rules fail to download offers the reload, keeps the number typed, and Next tries again', async ({ page, server }) => {
    // The download started while the browser was idle is held, then fails once Next waits on it.
    let fail: () => void = () => undefined;
    const failed = new Promise<void>((resolve) => { fail = resolve; });
    let failing = true;
    await page.route('**/signup/js/phone-*.js', async (route) => {
      if (!failing) return route.continue();
      await failed;
      return route.abort('internetdisconnected');
    });
    const { heading, phone } = await toPhoneStep(page, server.url);
    await phone.fill('(212) 555-0192');
    const banner = page.getByRole('region', { name: 'This page did not load completely' });
    await expect(banner).toHaveCount(0);
    const next = page.getByRole('button', { name: /^(Next|Loading…|Saving…)$/ });
    await next.click();
    await expect(next).toHaveAttribute('aria-busy', 'true');
    fail();
    await expect(banner.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    await expect(next).toHaveText('Next');
    await expect(next).not.toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(/\/phone(\?|$)/);
    await expect(phone).toHaveValue('(212) 555-0192');
    failing = false;
    await next.click();
    await expect(heading).toHaveText(/^Would you like to be notified of new/);
  });

  test("a one-page screener's first step shows with the catalogue's screener part alone; the last part, held, is needed only by the next step", async ({ page, server }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    const lastPart: string[] = [];
    await page.route('**/signup/js/words-en-later-*.js', async (route) => { lastPart.push(route.request().url()); await held; await route.continue(); });
    // A study with the exposure-risk questions: their words are in the screener part too.
    await page.goto(`${server.url}/signup/ws10/home?studyId=1005`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('See if you pre-qualify for this study');
    await expect(page.getByRole('radiogroup', { name: 'Do you use public transportation?' })).toBeVisible();
    await expect(page.locator('#eligibility')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Finish' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/\b(screener|riskAssessment|search|booking|healthQuestions|oncology)\.[a-z]/);
    // Asked for only once the step has shown (while the browser is idle), and still held.
    await expect.poll(() => lastPart.length).toBe(1);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('See if you pre-qualify for this study');
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

