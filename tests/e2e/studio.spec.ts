import { test, expect, expectAccessible, startServer } from './fixtures.ts';
import { readdirSync } from 'node:fs';

const campaignNames = readdirSync('campaigns').filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort();

test.describe('campaign studio', () => {
  test('lists every campaign with its type, flow type and flow picture', async ({ page, server, cspViolations }) => {
    await page.goto(`${server.url}/signup/_studio`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Campaign studio');
    const table = page.getByRole('table', { name: `${campaignNames.length} campaigns` });
    for (const name of campaignNames) {
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
      await expect(row.getByRole('img', { name: `Flow of ${name}` })).toBeVisible();
    }
    const ws18 = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'ws18', exact: true }) });
    await expect(ws18.getByRole('cell')).toContainText(['Screener', 'webScreener', '8', 'thanks, healthQuestionsThankYou']);
    await expectAccessible(page);
    expect(cspViolations).toEqual([]);
  });

  test('on a phone the campaign table becomes cards, labelled and without sideways scrolling', async ({ page, server }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${server.url}/signup/_studio`);
    const table = page.getByRole('table', { name: `${campaignNames.length} campaigns` });
    const ws18 = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'ws18', exact: true }) });
    await expect(ws18.getByRole('cell')).toContainText(['Screener', 'webScreener', '8', 'thanks, healthQuestionsThankYou']);
    await expect(ws18.getByRole('img', { name: 'Flow of ws18' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await ws18.getByRole('cell').first().evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Type: "');
    await expectAccessible(page);
  });

  test('an edit that breaks the schema shows the pointer and highlights the place; fixing it clears it', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/_studio`);
    await page.getByRole('link', { name: 'ws10', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Campaign studio: ws10');
    const editor = page.getByRole('textbox', { name: 'Campaign JSON (campaigns/ws10.json)' });
    const problems = page.locator('#studio-problems');
    await expect(problems.getByRole('heading')).toHaveText('No errors');
    const original = await editor.inputValue();
    const doc = JSON.parse(original) as { steps: Record<string, Record<string, unknown>> };
    doc.steps.thanks = { ...doc.steps.thanks, colour: 'red', next: 'nowhere' };
    await editor.fill(JSON.stringify(doc, null, 2));
    await expect(problems.getByRole('heading')).toHaveText('1 error');
    await expect(problems.getByRole('listitem')).toContainText("/steps/thanks/colour unknown key 'colour'");
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    // The excerpt marks the offending entry.
    await expect(problems.locator('mark')).toHaveText('"red"');
    await problems.getByRole('button', { name: /^line \d+, column \d+$/ }).click();
    await expect(editor).toBeFocused();
    delete doc.steps.thanks.colour;
    await editor.fill(JSON.stringify(doc, null, 2));
    // Said once: the steps the slip leaves unreached follow from it.
    await expect(problems.getByRole('heading')).toHaveText('1 error');
    await expect(problems.getByRole('listitem')).toContainText("/steps/thanks/next next step 'nowhere' does not exist");
    // A syntax error is shown at its own place, in one line of words.
    await editor.fill('{\n  "name": "ws10",\n  "steps": { "thanks": { "showProgress": True } }\n}');
    await expect(problems.getByRole('heading')).toHaveText('1 error');
    await expect(problems.getByRole('listitem')).toContainText("/ invalid JSON: Unexpected token 'T'");
    await expect(problems.getByRole('button', { name: 'line 3, column 42' })).toHaveAccessibleDescription("/ invalid JSON: Unexpected token 'T'");
    await expect(problems.locator('mark')).toHaveText('T');
    await editor.fill(original);
    await expect(problems.getByRole('heading')).toHaveText('No errors');
    await expectAccessible(page);
  });

  test('the preview renders a chosen step in Spanish at mobile width with the real widgets', async ({ page, server, cspViolations }) => {
    await page.goto(`${server.url}/signup/_studio/s6`);
    await page.getByRole('combobox', { name: 'Step' }).selectOption('postal');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('radio', { name: 'Mobile (375 px)' }).check();
    const frame = page.frameLocator('iframe[title="Preview of step postal"]');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('¿Cuál es su código postal?');
    await expect(frame.getByRole('textbox', { name: 'Código postal' })).toBeVisible();
    const width = await page.locator('iframe[title="Preview of step postal"]').evaluate((el) => (el as HTMLIFrameElement).contentWindow?.innerWidth);
    expect(width).toBeLessThanOrEqual(375);
    // The preview validates like the page but sends nothing and stays on the step.
    const sent: string[] = [];
    page.on('request', (r) => { if (r.method() !== 'GET') sent.push(`${r.method()} ${new URL(r.url()).pathname}`); });
    await frame.getByRole('textbox', { name: 'Código postal' }).fill('1');
    await frame.getByRole('button', { name: 'Siguiente' }).click();
    await expect(frame.getByRole('textbox', { name: 'Código postal' })).toHaveAccessibleDescription('Ingrese un código postal válido');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('¿Cuál es su código postal?');
    // An edit shows in the preview at once: a caregiver sees the participant wording.
    await page.getByRole('checkbox', { name: 'Caregiver answering' }).check();
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('¿Cuál es el código postal del participante?');
    expect(cspViolations).toEqual([]);
    // A step that saves the lead, answered well, still sends nothing.
    await page.getByRole('combobox', { name: 'Step' }).selectOption('phone');
    const phoneFrame = page.frameLocator('iframe[title="Preview of step phone"]');
    await phoneFrame.getByRole('textbox', { name: 'Número de teléfono' }).fill('2125550931');
    await phoneFrame.getByRole('button', { name: 'Siguiente' }).click();
    // The submit was handled: the preview says where a visitor would go, and stayed on the step.
    await expect(phoneFrame.getByRole('status').filter({ hasText: 'Answers accepted' })).toHaveText("Answers accepted: a visitor would go on to step 'email'. The preview sends nothing.");
    await expect(phoneFrame.getByRole('textbox', { name: 'Número de teléfono' })).toBeVisible();
    expect(sent).toEqual([]);
    expect((await server.leads()).filter((l) => l.phone.replace(/\D/g, '').endsWith('2125550931'))).toEqual([]);
  });

  test("the preview, in a tab that keeps a visit, writes the tab's session no more once it has loaded: the studio around it does not answer its writes with its own, nor it the studio's", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/s6/home`);
    await page.getByRole('button', { name: 'Female' }).click();
    await expect(page).toHaveURL(/\/signup\/s6\/postal$/);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('signup.session.v1'))).toContain('"visit"');
    await page.goto(`${server.url}/signup/_studio/s6`);
    await expect(page.frameLocator('iframe[title^="Preview of step"]').getByRole('heading', { level: 1 })).toBeVisible();
    // Writes of the tab's session by the preview, as the studio page hears them in one second.
    const writesInASecond = () => page.evaluate(() => new Promise<number>((resolve) => {
      let writes = 0;
      const count = (event: StorageEvent) => { if (event.key === 'signup.session.v1') writes++; };
      window.addEventListener('storage', count);
      setTimeout(() => { window.removeEventListener('storage', count); resolve(writes); }, 1_000);
    }));
    await expect.poll(writesInASecond, { timeout: 10_000 }).toBe(0);
    await expect.poll(writesInASecond).toBe(0);
  });

  test("a Date question's range takes a date from the browser's date box for a US visitor, and refuses one outside it", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/_studio/s6`);
    const editor = page.getByRole('textbox', { name: 'Campaign JSON (campaigns/s6.json)' });
    const doc = JSON.parse(await editor.inputValue()) as { steps: Record<string, { fields: unknown[] }> };
    doc.steps.email?.fields.push({
      kind: 'Date', answer: 'lastVisit', required: false, label: { en: 'Last doctor visit', es: 'Última visita al médico' },
      rules: [{ rule: 'dateRange', notAfter: 'today', notBefore: '2000-01-01' }],
    });
    await editor.fill(JSON.stringify(doc, null, 2));
    await expect(page.locator('#studio-problems').getByRole('heading')).toHaveText('No errors');
    await page.getByRole('combobox', { name: 'Step' }).selectOption('email');
    const frame = page.frameLocator('iframe[title="Preview of step email"]');
    const date = frame.getByLabel('Last doctor visit');
    // Before, a US visitor's date box answer was read as MM/DD/YYYY and every date was refused as no date: in range
    // (below) it now passes.
    await date.fill('1999-12-31');
    await frame.getByRole('button', { name: 'Next' }).click();
    // Before a fixed date: not 'a date in the future', which 2000 on is not.
    await expect(date).toHaveAccessibleDescription('Please enter a valid date');
    await date.fill('2010-05-05');
    await frame.getByRole('button', { name: 'Next' }).click();
    await expect(frame.getByRole('status').filter({ hasText: 'Answers accepted' })).toContainText("a visitor would go on to step");
  });

  test("an edit of a campaign's setting redraws the screener's preview with the study's questions, the setting applied", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/_studio/ws10`);
    const frame = page.frameLocator('iframe[title="Preview of step home"]');
    const first = frame.getByRole('group', { name: /diagnosed with type 2 diabetes/ }).or(frame.getByRole('radiogroup', { name: /diagnosed with type 2 diabetes/ }));
    await expect(first).toBeVisible();
    await expect(first.getByRole('button', { name: 'Unsure' }).or(first.getByRole('radio', { name: 'Unsure' }))).toBeVisible();
    const editor = page.getByRole('textbox', { name: 'Campaign JSON (campaigns/ws10.json)' });
    const doc = JSON.parse(await editor.inputValue()) as { webScreenerProps: Record<string, unknown> };
    doc.webScreenerProps = { ...doc.webScreenerProps, shouldUseYNUButtons: false };
    await editor.fill(JSON.stringify(doc, null, 2));
    await expect(frame.getByText("Loading the study's questions…")).toHaveCount(0);
    await expect(first).toBeVisible();
    // Radios in the question's own words, where the buttons were.
    await expect(first.getByRole('radio', { name: 'Not sure' })).toBeVisible();
    await expect(first.getByRole('button', { name: 'Unsure' })).toHaveCount(0);
  });

  test("the preview of a later step shows its words, not their keys: the result page of ws10, qualified and not, in both languages", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/_studio/ws10`);
    await page.getByRole('combobox', { name: 'Step' }).selectOption('indications');
    const frame = page.frameLocator('iframe[title="Preview of step indications"]');
    await expect(frame.getByText('Congratulations, you pre-qualified for this study!')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Screened as qualified' }).uncheck();
    await expect(frame.getByText("Sorry, you didn't qualify for this study")).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect(frame.getByRole('button', { name: 'Finalizar' }).or(frame.getByRole('button', { name: 'Siguiente' }))).toBeVisible();
    // No word of the page is its catalogue key (a later part of the words the preview did not wait for).
    await expect(frame.locator('main')).not.toContainText(/\b(screener|search|offers|healthQuestions|oncology)\.[a-z]+\.?[A-Za-z.]*/);
  });

  test('the studio is not served on a production hostname', async ({ request, server }) => {
    const production = await request.get(`${server.url}/signup/_studio`, { headers: { host: 'www.trial-search.com' } });
    expect(production.status()).toBe(404);
    const preview = await request.get(`${server.url}/signup/_studio/preview`, { headers: { host: 'www.trial-search.com' } });
    expect(preview.status()).toBe(404);
    const staging = await request.get(`${server.url}/signup/_studio`, { headers: { host: 'staging.trial-search.com' } });
    expect(staging.status()).toBe(200);
    const visitor = await request.get(`${server.url}/signup/s6/home`, { headers: { host: 'www.trial-search.com' } });
    expect(visitor.status()).toBe(200);
  });
});

test.describe('the studio behind STUDIO_TOKEN', () => {
  const token = 'e2e-studio-token-0123456789abcdef0123';
  let studio: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async () => { studio = await startServer({ studioToken: token }); });
  test.afterAll(async () => { await studio.stop(); });

  test('opens once with ?token=, which leaves the address bar; a browser without it gets nothing', async ({ browser }) => {
    const stranger = await browser.newContext();
    const refused = await (await stranger.newPage()).goto(`${studio.server.url}/signup/_studio/sessions`);
    expect(refused?.status()).toBe(404);
    await stranger.close();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${studio.server.url}/signup/_studio?token=${token}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Campaign studio');
    expect(page.url()).toBe(`${studio.server.url}/signup/_studio`);
    const cookie = (await context.cookies()).find((c) => c.name === 'studio_access');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.value).not.toContain(token);
    // The session list reads its API with the cookie.
    await page.getByRole('link', { name: 'Recorded sessions' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recorded sessions');
    await expect(page.getByText('Loading the sessions…')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await context.close();
  });
});
