/** Every stored consent is exactly what the person saw and chose: the text on the page, in its language, for what they granted or refused. */
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures.ts';
import { fillScreener, answerStudy1001, question, answerForSomeoneElse } from './support/screener.ts';
import { holdAnswers, loseLeadSaveAnswers } from './support/heldAnswers.ts';

interface ConsentRow { type: string; granted: boolean; text: string; locale: string; campaign: string; step: string }

async function consentsOf(server: { app: { db: { query<T>(sql: string, p?: unknown[]): Promise<{ rows: T[] }> } }; leads(): Promise<Array<{ id: string; phone: string | null }>> }, phone: string): Promise<ConsentRow[]> {
  const lead = (await server.leads()).find((l) => l.phone === phone);
  if (!lead) return [];
  const { rows } = await server.app.db.query<ConsentRow>('SELECT type, granted, text, locale, campaign, step FROM consents WHERE lead_id = $1 ORDER BY id', [lead.id]);
  return rows;
}

/** The consent block's words as the visitor reads them: its paragraphs, then its checkbox label if it has one. */
async function shownConsent(page: Page): Promise<string> {
  const block = page.locator('.consent').first();
  const lines = await block.locator('.consent__text').allInnerTexts();
  const box = block.locator('label.choice span');
  return [...lines, ...((await box.count()) ? [await box.innerText()] : [])].join('\n');
}

/** The one-page screener for study 1001 in Spanish, qualifying. */
async function fillScreenerInSpanish(page: Page, v: { name: string; zip: string; phone: string }) {
  await page.getByRole('radio', { name: 'Yo', exact: true }).check();
  await page.getByRole('textbox', { name: 'Nombre completo' }).fill(v.name);
  await page.getByRole('textbox', { name: 'Código postal' }).fill(v.zip);
  await page.getByRole('textbox', { name: 'Número de teléfono' }).fill(v.phone);
  await page.getByRole('textbox', { name: /Correo electrónico/ }).fill('sofia@example.com');
  await page.getByRole('textbox', { name: 'Fecha de nacimiento' }).fill('05/05/1970');
  await page.getByRole('radio', { name: 'Femenino' }).check();
  const q = (text: RegExp) => question(page, text);
  await q(/1\. ¿Un médico le ha diagnosticado diabetes tipo 2/).getByRole('button', { name: 'Sí' }).click();
  await q(/2\. ¿Cómo controla actualmente/).getByRole('radio', { name: 'Solo con metformina' }).check();
  await q(/3\. ¿Cuál fue el resultado/).getByRole('radio', { name: 'Entre 7 % y 10,5 %' }).check();
  await q(/4\. ¿Está embarazada/).getByRole('button', { name: 'No', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Blanco' }).check();
  await page.getByRole('textbox', { name: 'Pies' }).fill('5');
  await page.getByRole('textbox', { name: 'Pulgadas' }).fill('5');
  await page.getByRole('textbox', { name: 'Libras' }).fill('176');
}

test.describe('consent records', () => {
  test('ws10, a US visitor: the consent is shown without a box, and what is stored is that text, for call, text, email and clinic', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await fillScreener(page, { name: 'Una Shown', zip: '77030', phone: '713-555-0171', q1: 'Yes' });
    const shown = await shownConsent(page);
    expect(shown).toBe('By finishing, I agree to be contacted by phone, text message and email about this study and other clinical trials, and I agree that my answers may be shared with the study site.');
    await expect(page.locator('.consent').getByRole('checkbox')).toHaveCount(0);
    await expectAccessible(page);
    const writes: string[] = [];
    page.on('request', (r) => { if (r.method() !== 'GET' && /^\/api\/leads/.test(new URL(r.url()).pathname)) writes.push(`${r.method()} ${new URL(r.url()).pathname}`); });
    const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/leads');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    // The consents travel with the lead, so they are stored with it in one transaction: one write, no second call.
    const body = (await saved).postDataJSON() as { withConsents?: { campaign: string; locale: string; consents: Array<{ type: string; text: string }> } };
    expect(body.withConsents).toMatchObject({ campaign: 'ws10', locale: 'en' });
    expect(body.withConsents?.consents.map((c) => c.type)).toEqual(['sms', 'call', 'email', 'clinic']);
    expect(writes).toEqual(['POST /api/leads']);
    expect(await consentsOf(server, '+17135550171')).toEqual(['sms', 'call', 'email', 'clinic'].map((type) => ({ type, granted: true, text: shown, locale: 'en', campaign: 'ws10', step: 'home' })));
  });

  test('a save whose consent words the server does not know (a page older than the server) still saves the lead, and the consents follow apart', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await fillScreener(page, { name: 'Old Wording', zip: '77030', phone: '713-555-0179', q1: 'Yes' });
    const shown = await shownConsent(page);
    const writes: string[] = [];
    page.on('response', (r) => { if (r.request().method() !== 'GET' && /^\/api\/leads/.test(new URL(r.url()).pathname)) writes.push(`${r.request().method()} ${new URL(r.url()).pathname.replace(/[0-9a-f-]{36}/, ':id')} ${r.status()}`); });
    // The first save goes out as a page built with other consent words would send it; the real server judges it.
    await page.route('**/api/leads', async (route) => {
      const body = route.request().postDataJSON() as { withConsents?: { consents: Array<{ text: string }> } };
      if (body.withConsents) for (const c of body.withConsents.consents) c.text = 'By finishing, I agree to an earlier wording.';
      await route.continue({ postData: JSON.stringify(body) });
    }, { times: 1 });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    await expect.poll(async () => (await consentsOf(server, '+17135550179')).length).toBe(4);
    expect(writes).toEqual(['POST /api/leads 400', 'POST /api/leads 200', 'POST /api/leads/:id/consents 200']);
    expect((await server.leads()).filter((l) => l.phone === '+17135550179')).toHaveLength(1);
    expect(await consentsOf(server, '+17135550179')).toEqual(['sms', 'call', 'email', 'clinic'].map((type) => ({ type, granted: true, text: shown, locale: 'en', campaign: 'ws10', step: 'home' })));
  });

  test('ws10, Finish, the browser\'s Back and Finish again: the consents are stored once, and no second save carries them', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await fillScreener(page, { name: 'Twice Finished', zip: '77030', phone: '713-555-0180', q1: 'Yes' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    await expect.poll(async () => (await consentsOf(server, '+17135550180')).length).toBe(4);
    // The address bar follows the step's first paint (widgets/router.tsx): Back once it shows the step.
    await expect(page).toHaveURL(/\/signup\/ws10\/indications\?studyId=1001$/);
    const carried: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && /^\/api\/leads/.test(new URL(r.url()).pathname) && 'withConsents' in ((r.postDataJSON() ?? {}) as object)) carried.push(r.url());
    });
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Finish' })).toBeVisible();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    expect(carried).toEqual([]);
    expect(await consentsOf(server, '+17135550180')).toHaveLength(4);
    expect((await server.leads()).filter((l) => l.phone === '+17135550180')).toHaveLength(1);
  });

  test('ws10 in Spanish: the Spanish words shown are the words stored', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/es/ws10/home?studyId=1001`);
    await fillScreenerInSpanish(page, { name: 'Sofia Mostrada', zip: '77030', phone: '713-555-0172' });
    const shown = await shownConsent(page);
    expect(shown).toContain('Al finalizar, acepto que me contacten');
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Felicidades/);
    await expect.poll(async () => (await consentsOf(server, '+17135550172')).length).toBe(4);
    for (const row of await consentsOf(server, '+17135550172')) expect(row).toMatchObject({ granted: true, text: shown, locale: 'es', campaign: 'ws10', step: 'home' });
  });

  test('ws19 brand connect: the stored text is the checkbox label shown, in English and in Spanish', async ({ browser, server }) => {
    for (const [locale, prefix, phone] of [['en', '', '713-555-0173'], ['es', 'es/', '713-555-0174']] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}/signup/${prefix}ws19/home?studyId=1001`);
      if (locale === 'en') await fillScreener(page, { name: 'Kim Label', zip: '77030', phone, q1: 'Yes' });
      else await fillScreenerInSpanish(page, { name: 'Kim Etiqueta', zip: '77030', phone });
      await page.getByRole('button', { name: locale === 'en' ? 'Finish' : 'Finalizar' }).click();
      const box = page.getByRole('checkbox', { name: locale === 'en' ? /automated text messages/ : /mensajes de texto automáticos/ });
      const label = await page.locator('label.consent span').innerText();
      await box.check();
      const e164 = `+1${phone.replaceAll('-', '')}`;
      await expect.poll(async () => (await consentsOf(server, e164)).filter((c) => c.type === 'commercial').length).toBe(1);
      const commercial = (await consentsOf(server, e164)).filter((c) => c.type === 'commercial');
      expect(commercial).toEqual([{ type: 'commercial', granted: true, text: label, locale, campaign: 'ws19', step: 'indications' }]);
      if (locale === 'en') {
        // In the other language the box shows the choice on file (it is sent only when changed): shown unticked, a box
        // left alone kept the visitor opted in unawares. Unticked there, the refusal is stored in the words shown.
        await page.getByRole('link', { name: 'Español' }).click();
        const spanish = page.getByRole('checkbox', { name: /mensajes de texto automáticos/ });
        await expect(spanish).toBeChecked();
        await spanish.uncheck();
        await expect.poll(async () => (await consentsOf(server, e164)).filter((c) => c.type === 'commercial').map((c) => [c.granted, c.locale])).toEqual([[true, 'en'], [false, 'es']]);
      }
      await context.close();
    }
  });

  test('ps1: a patient who says no to connecting is stored as refusing, never as consenting', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ps1/home?studyId=1001`);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Olga Refuses');
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('77030');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('713-555-0175');
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('05/05/1970');
    await page.getByRole('radio', { name: 'Female' }).check();
    await answerStudy1001(page);
    const connect = page.getByRole('group', { name: /connected with the study team/ });
    const question = await connect.locator('p').first().innerText();
    await connect.getByRole('button', { name: 'No' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/partner-transfer/);
    await expect.poll(async () => (await consentsOf(server, '+17135550175')).length).toBe(4);
    const rows = await consentsOf(server, '+17135550175');
    expect(rows.filter((r) => r.granted)).toEqual([]);
    expect(rows).toEqual(['sms', 'call', 'email', 'clinic'].map((type) => ({ type, granted: false, text: question, locale: 'en', campaign: 'ps1', step: 'home' })));
  });

  test('s6, a US visitor: nothing is stored as consent before the consent text was shown', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/s6/home`);
    await page.getByRole('button', { name: /Find trials/ }).click();
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('10001');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('04/12/1980');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Nora Later');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('212-555-0176');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('textbox', { name: /Email/ })).toBeVisible();
    await expect.poll(async () => (await server.leads()).some((l) => l.phone === '+12125550176')).toBe(true);
    expect(await consentsOf(server, '+12125550176')).toEqual([]);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/signup\/s6\/indications/);
    await expect(page.locator('.consent__text')).toBeVisible();
    const shown = await shownConsent(page);
    expect(shown).toContain('By continuing, I agree to be contacted');
    await page.getByRole('button', { name: /View trials/ }).click();
    await expect(page).toHaveURL(/\/thankyou/);
    await expect.poll(async () => (await consentsOf(server, '+12125550176')).length).toBe(4);
    for (const row of await consentsOf(server, '+12125550176')) expect(row).toMatchObject({ granted: true, text: shown, campaign: 's6', step: 'indications' });
  });
});

test.describe('failed studies', () => {
  test('es/ws10: a visitor who did not qualify is offered the study search in Spanish, as in English', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/es/ws10/home?studyId=1001`);
    await fillScreenerInSpanish(page, { name: 'Inés Fallida', zip: '77030', phone: '713-555-0146' });
    await question(page, /1\. ¿Un médico le ha diagnosticado diabetes tipo 2/).getByRole('button', { name: 'No', exact: true }).click();
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lo sentimos, no calificó para este estudio');
    const search = page.getByRole('link', { name: 'Buscar otros ensayos' });
    await expect(search).toHaveAttribute('href', '/signup/es/study-search/home?ps=ws10');
    await search.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Encuentre ensayos clínicos cerca de usted');
  });

  test('ws10 in the UK: the consent ticked on the study search a visitor with no site near is sent to is stored on their lead, in its own words', async ({ browser, server }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await page.getByRole('radio', { name: 'Myself' }).check();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Gwen Searcher');
    await page.getByRole('textbox', { name: 'Postcode' }).fill('SW1A 1AA');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('07400 123238');
    await page.getByRole('textbox', { name: 'Email address' }).fill('gwen@example.com');
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('05/05/1970');
    await page.getByRole('radio', { name: 'Female' }).check();
    await question(page, /1\. Have you been diagnosed with type 2 diabetes/).getByRole('button', { name: 'No' }).click();
    await question(page, /2\. How are you currently managing/).getByRole('radio', { name: 'Metformin only' }).check();
    await question(page, /3\. What was your most recent A1C/).getByRole('radio', { name: 'Between 7% and 10.5%' }).check();
    await question(page, /4\. Are you currently pregnant/).getByRole('button', { name: 'No' }).click();
    await page.getByRole('checkbox', { name: 'White' }).check();
    await page.getByRole('textbox', { name: 'Centimeters' }).fill('165');
    await page.getByRole('textbox', { name: 'Kilograms' }).fill('80');
    await page.locator('.consent').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Finish' }).click();
    // Study 1001 has no site in the UK: the result says so, and sends the visitor to the study search.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, there is no study site near you available right now');
    await expect.poll(async () => (await consentsOf(server, '+447400123238')).length).toBe(4);
    await page.getByRole('link', { name: 'Search other trials' }).click();
    await expect(page).toHaveURL(/\/signup\/study-search\/home\?ps=ws10/);
    await page.getByRole('textbox', { name: 'Postcode' }).fill('SW1A 1AA');
    const box = page.locator('.consent').getByRole('checkbox');
    await box.check();
    const shown = await shownConsent(page);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.locator('.search-results h2')).toBeVisible();
    await expect.poll(async () => (await consentsOf(server, '+447400123238')).filter((c) => c.campaign === 'study-search').map((c) => [c.type, c.granted, c.text])).toEqual(
      ['sms', 'call', 'email', 'clinic'].map((type) => [type, true, shown]));
    await context.close();
  });

  test('ws10: a visitor who did not qualify for study 1001 no longer finds it in the study search they are sent to', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await fillScreener(page, { name: 'Fay Failed', zip: '77030', phone: '713-555-0156', q1: 'No' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, you didn't qualify for this study");
    await page.getByRole('link', { name: 'Search other trials' }).click();
    await expect(page).toHaveURL(/\/signup\/study-search\/home\?ps=ws10/);
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('77030');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('study-1007')).toBeVisible();
    await expect(page.getByTestId('study-1001')).toHaveCount(0);

    // Another visitor searching the same place still finds it.
    const other = await page.context().browser()!.newContext();
    const fresh = await other.newPage();
    await fresh.goto(`${server.url}/signup/study-search/home`);
    await fresh.getByRole('textbox', { name: 'Zip Code' }).fill('77030');
    await fresh.getByRole('button', { name: 'Search' }).click();
    await expect(fresh.getByTestId('study-1001')).toBeVisible();
    await other.close();
  });

  test("ws21, a caregiver: the medical-records box releases the participant's records, and that is what is stored", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws21/home?studyId=1001`);
    await page.getByRole('radio', { name: 'Someone else' }).check();
    await page.getByRole('textbox', { name: 'Your full name' }).fill('Maria Lopez');
    await page.getByRole('textbox', { name: 'Your date of birth' }).fill('01/15/1980');
    await page.getByRole('textbox', { name: "Participant's full name" }).fill('Leo Lopez');
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('77030');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('713-555-0116');
    await page.getByRole('textbox', { name: 'Email address' }).fill('maria@example.com');
    await page.getByRole('textbox', { name: "Participant's date of birth" }).fill('03/10/1971');
    await page.getByRole('radio', { name: 'Female' }).check();
    await answerStudy1001(page);
    await expect(page.getByText('I authorize my healthcare providers')).toHaveCount(0);
    const box = page.getByRole('checkbox', { name: "I authorize the release of the participant's medical records." });
    await box.check();
    // Myself chosen after the box was ticked: the words become the visitor's own, and the box beside them is asked again.
    await page.getByRole('radio', { name: 'Myself' }).check();
    const own = page.getByRole('checkbox', { name: 'I authorize the release of my medical records.' });
    await expect(own).not.toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: "The consent's words changed with who the participant is: please read them and choose again." })).toBeVisible();
    await page.getByRole('radio', { name: 'Someone else' }).check();
    await expect(box).not.toBeChecked();
    await page.getByRole('textbox', { name: 'Your full name' }).fill('Maria Lopez');
    await page.getByRole('textbox', { name: 'Your date of birth' }).fill('01/15/1980');
    await box.check();
    const shown = await page.locator('.consent', { has: box }).innerText();
    expect(shown).toContain("I authorize the participant's healthcare providers to release the participant's medical records");
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).not.toHaveURL(/\/home/);
    const medical = (await consentsOf(server, '+17135550116')).filter((c) => c.type === 'medicalRecords');
    expect(medical).toEqual([expect.objectContaining({ granted: true, text: expect.stringContaining("the participant's medical records") })]);
    expect(medical[0]?.text).not.toMatch(/\bmy\b/);
    await expectAccessible(page);
  });

  test('ws21: a box ticked, then a language switch: the box is asked again, the page says so, and what is stored is what is chosen then', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws21/home?studyId=1001`);
    await fillScreener(page, { name: 'Tess Switch', zip: '77030', phone: '713-555-0108', q1: 'Yes' });
    await page.getByRole('checkbox', { name: 'I authorize the release of my medical records.' }).check();
    // No notice while nothing was cleared.
    await expect(page.getByText(/were cleared/)).toHaveCount(0);
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/signup\/es\/ws21\/home/);
    await expect(page.getByRole('status').filter({ hasText: 'Sus elecciones de consentimiento en esta página se borraron al mostrarla de nuevo (al volver a ella, recargarla o cambiar de idioma): léalas y elija de nuevo.' })).toBeVisible();
    const box = page.getByRole('checkbox', { name: 'Autorizo la entrega de mi historia clínica.' });
    await expect(box).not.toBeChecked();
    await box.check();
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page).not.toHaveURL(/\/home/);
    const medical = (await consentsOf(server, '+17135550108')).filter((c) => c.type === 'medicalRecords');
    expect(medical).toEqual([expect.objectContaining({ granted: true, locale: 'es', text: expect.stringContaining('Autorizo la entrega de mi historia clínica.') })]);
  });

  test('ws21: a box ticked and sent, then Back and a language switch: the box beside the Spanish words starts unticked, the page says so, and only what is ticked then is stored', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws21/home?studyId=1001`);
    await fillScreener(page, { name: 'Tom Twice', zip: '77030', phone: '713-555-0109', q1: 'Yes' });
    await page.getByRole('checkbox', { name: 'I authorize the release of my medical records.' }).check();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).not.toHaveURL(/\/home/);
    await expect.poll(async () => (await consentsOf(server, '+17135550109')).filter((c) => c.type === 'medicalRecords').length).toBe(1);
    // Back to the same words: the choice on file shows as made, and going on again stores nothing new.
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/ws21\/home/);
    await expect(page.getByRole('checkbox', { name: 'I authorize the release of my medical records.' })).toBeChecked();
    // Other words: the box is not ticked for the visitor (it was, and Finalizar stored a grant to words never ticked).
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/signup\/es\/ws21\/home/);
    const box = page.getByRole('checkbox', { name: 'Autorizo la entrega de mi historia clínica.' });
    await expect(box).not.toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: 'Sus elecciones de consentimiento en esta página' })).toBeVisible();
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page).not.toHaveURL(/\/home/);
    // Left unticked beside the Spanish words: a refusal of those words, as the page showed it; no Spanish grant.
    const medical = (await consentsOf(server, '+17135550109')).filter((c) => c.type === 'medicalRecords');
    expect(medical.map((c) => [c.granted, c.locale])).toEqual([[true, 'en'], [false, 'es']]);
  });

  test("ws21: a box ticked and sent, then the browser's Back, unticked, and Forward: the box is cleared as the page says, and going on stores the refusal", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws21/home?studyId=1001`);
    await fillScreener(page, { name: 'Una Tick', zip: '77030', phone: '713-555-0275', q1: 'Yes' });
    const box = page.getByRole('checkbox', { name: 'I authorize the release of my medical records.' });
    await box.check();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).not.toHaveURL(/\/home/);
    await expect.poll(async () => (await consentsOf(server, '+17135550275')).filter((c) => c.type === 'medicalRecords').map((c) => c.granted)).toEqual([true]);
    await page.goBack();
    await expect(box).toBeChecked();
    await box.uncheck();
    await page.goForward();
    // Back on the screener: the box cleared (it came back ticked, the grant on file, under the words "were cleared").
    await expect(page).toHaveURL(/\/signup\/ws21\/home/);
    await expect(page.getByRole('status').filter({ hasText: 'Your consent choices on this page were cleared' })).toBeVisible();
    await expect(box).not.toBeChecked();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).not.toHaveURL(/\/home/);
    await expect.poll(async () => (await consentsOf(server, '+17135550275')).filter((c) => c.type === 'medicalRecords').map((c) => c.granted)).toEqual([true, false]);
  });

  test('ws21: the records box left unticked is a refusal on file; Back, the box ticked and unticked again, and Forward: the result shows, with no notice of a choice cleared or unsent', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws21/home?studyId=1001`);
    await fillScreener(page, { name: 'Ned Never', zip: '77030', phone: '713-555-0280', q1: 'Yes' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).not.toHaveURL(/\/home/);
    await expect.poll(async () => (await consentsOf(server, '+17135550280')).filter((c) => c.type === 'medicalRecords').map((c) => c.granted)).toEqual([false]);
    const result = new URL(page.url()).pathname;
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/ws21\/home/);
    const box = page.getByRole('checkbox', { name: 'I authorize the release of my medical records.' });
    await expect(box).not.toBeChecked();
    await box.check();
    await box.uncheck();
    await page.goForward();
    // The box shows the refusal on file, as before: nothing was cleared, nothing is unsent.
    await expect(page).toHaveURL(new RegExp(result));
    await expect(page.getByText(/were cleared|have not been sent yet/)).toHaveCount(0);
    await page.goBack();
    await expect(box).not.toBeChecked();
    await expect(page.getByText(/were cleared|have not been sent yet/)).toHaveCount(0);
    expect((await consentsOf(server, '+17135550280')).filter((c) => c.type === 'medicalRecords').map((c) => c.granted)).toEqual([false]);
  });

  /** ws16's screener answered to qualify, and Finish: the result page that asks for the health-data choice. */
  async function qualifyOnWs16(page: Page, url: string, name: string, phone: string): Promise<void> {
    await page.goto(`${url}/signup/ws16/home?studyId=1001`);
    await fillScreener(page, { name, zip: '77030', phone, q1: 'Yes' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
  }

  /** ws16's indications step, gone Back from and Forward to: the health-data choice shown recorded, neither asked again nor called unsent. */
  async function backAndForwardShowRecorded(page: Page): Promise<void> {
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/ws16\/home/);
    await page.goForward();
    await expect(page).toHaveURL(/\/signup\/ws16\/indications/);
    await expect(page.getByText('Thank you, your responses have been recorded.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Yes, I consent' })).toHaveCount(0);
    await expect(page.getByText(/were cleared|have not been sent yet/)).toHaveCount(0);
  }

  /** A reload shows the choice recorded, neither asked again nor called unsent, and the server holds the one grant. */
  async function recordedOnceAfterReload(page: Page, server: Parameters<typeof consentsOf>[0], phone: string) {
    await page.reload();
    await expect(page.getByText('Thank you, your responses have been recorded.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Yes, I consent' })).toHaveCount(0);
    await expect(page.getByText(/were cleared|have not been sent yet/)).toHaveCount(0);
    expect((await consentsOf(server, phone)).filter((c) => c.type === 'medicalRecords').map((c) => c.granted)).toEqual([true]);
  }

  test("ws16: the health-data choice recorded, then the browser's Back and Forward, or a reload: the page shows it recorded, neither asked again nor called unsent", async ({ page, server }) => {
    await qualifyOnWs16(page, server.url, 'Gina Again', '713-555-0276');
    await page.getByRole('button', { name: 'Yes, I consent' }).click();
    await expect(page.getByText('Thank you, your responses have been recorded.')).toBeFocused();
    await expect.poll(async () => (await consentsOf(server, '+17135550276')).filter((c) => c.type === 'medicalRecords').map((c) => c.granted)).toEqual([true]);
    await backAndForwardShowRecorded(page);
    await recordedOnceAfterReload(page, server, '+17135550276');
  });

  test("ws16: the health-data choice's answer still on its way when the visitor goes Back and Forward: the page shows it recorded, and once the answer comes nothing calls it unsent", async ({ page, server }) => {
    await qualifyOnWs16(page, server.url, 'Hal Held', '713-555-0278');
    // The choice reaches the server; its answer is held until the visitor has gone Back and Forward.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => { answer = resolve; });
    await page.route('**/api/leads/*/consents', async (route) => {
      const response = await route.fetch();
      await answered;
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Yes, I consent' }).click();
    await expect.poll(async () => (await consentsOf(server, '+17135550278')).filter((c) => c.type === 'medicalRecords').map((c) => c.granted)).toEqual([true]);
    await backAndForwardShowRecorded(page);
    answer();
    await page.unrouteAll({ behavior: 'wait' });
    // Back and Forward again once it came: still recorded, and no notice of changes unsent.
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/ws16\/home/);
    await page.goForward();
    await expect(page.getByText('Thank you, your responses have been recorded.')).toBeVisible();
    await expect(page.getByText(/were cleared|have not been sent yet/)).toHaveCount(0);
    await recordedOnceAfterReload(page, server, '+17135550278');
  });

  test("ws16: the health-data choice made while its sending code is still on its way, then Back and Forward: the page shows it recorded, and it is stored once", async ({ page, server }) => {
    await qualifyOnWs16(page, server.url, 'Cal Code', '713-555-0281');
    const code = await holdAnswers(page, '**/js/consentOfChoice-*.js');
    await page.getByRole('button', { name: 'Yes, I consent' }).click();
    await expect.poll(() => code.asked.length).toBe(1);
    await backAndForwardShowRecorded(page);
    code.release();
    await expect.poll(async () => (await consentsOf(server, '+17135550281')).filter((c) => c.type === 'medicalRecords').map((c) => c.granted)).toEqual([true]);
    await recordedOnceAfterReload(page, server, '+17135550281');
  });

  test("ws16: Yes then No in one turn, while the sending code is on its way: stored in the order made, the No last, and shown recorded", async ({ page, server }) => {
    await qualifyOnWs16(page, server.url, 'Tess Twice', '713-555-0285');
    const code = await holdAnswers(page, '**/js/consentOfChoice-*.js');
    await page.evaluate(() => {
      const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
      button('Yes, I consent')?.click();
      button('No, I do not consent')?.click();
    });
    await expect.poll(() => code.asked.length).toBe(1);
    code.release();
    const medical = async () => (await consentsOf(server, '+17135550285')).filter((c) => c.type === 'medicalRecords').map((c) => c.granted);
    await expect.poll(medical).toEqual([true, false]);
    await backAndForwardShowRecorded(page);
    expect(await medical()).toEqual([true, false]);
  });

  test('ws21: a save stored whose answer was lost, then a reload and the box unticked: the same lead takes the refusal after the grant, and no second lead is made', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws21/home?studyId=1001`);
    await fillScreener(page, { name: 'Rhea Reload', zip: '77030', phone: '713-555-0235', q1: 'Yes' });
    await page.getByRole('checkbox', { name: 'I authorize the release of my medical records.' }).check();
    await loseLeadSaveAnswers(page);
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect.poll(async () => (await consentsOf(server, '+17135550235')).map((c) => [c.type, c.granted])).toContainEqual(['medicalRecords', true]);
    await page.reload();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const box = page.getByRole('checkbox', { name: 'I authorize the release of my medical records.' });
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Rhea Reload');
    if (await box.isChecked()) await box.uncheck();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).not.toHaveURL(/\/home/);
    await expect(page.getByText('We could not save your answers')).toHaveCount(0);
    expect((await server.leads()).filter((l) => l.phone === '+17135550235')).toHaveLength(1);
    const medical = (await consentsOf(server, '+17135550235')).filter((c) => c.type === 'medicalRecords');
    expect(medical.map((c) => c.granted)).toEqual([true, false]);
  });

  test("ws21: a save stored whose answer was lost, then the screener opened again by its link and another person's answers: each person has their own lead, and the first's grant stays hers", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws21/home?studyId=1001`);
    await fillScreener(page, { name: 'Cora Lost', zip: '77030', phone: '713-555-0239', q1: 'Yes' });
    await page.getByRole('checkbox', { name: 'I authorize the release of my medical records.' }).check();
    await loseLeadSaveAnswers(page);
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect.poll(async () => (await consentsOf(server, '+17135550239')).map((c) => [c.type, c.granted])).toContainEqual(['medicalRecords', true]);
    // Another person opens the screener's link in the same tab: a sign-up of their own, not Cora's answers to type over.
    await page.goto(`${server.url}/signup/ws21/home?studyId=1001`);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    await fillScreener(page, { name: 'Luis Other', zip: '77030', phone: '713-555-0240', q1: 'Yes' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).not.toHaveURL(/\/home/);
    const cora = (await server.leads()).filter((l) => l.phone === '+17135550239');
    const luis = (await server.leads()).filter((l) => l.phone === '+17135550240');
    expect([cora.map((l) => l.firstName), luis.map((l) => l.firstName)]).toEqual([['Cora'], ['Luis']]);
    expect((await consentsOf(server, '+17135550239')).filter((c) => c.type === 'medicalRecords').map((c) => c.granted)).toEqual([true]);
    expect((await consentsOf(server, '+17135550240')).filter((c) => c.type === 'medicalRecords').map((c) => c.granted)).toEqual([false]);
  });

  test('ws21: Myself saved with its answer lost, then Someone else, then Myself again: the first person is one lead, taken up again by its save\'s key', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws21/home?studyId=1001`);
    await fillScreener(page, { name: 'Carla Lost', zip: '77030', phone: '713-555-0241', q1: 'Yes' });
    await page.getByRole('checkbox', { name: 'I authorize the release of my medical records.' }).check();
    await loseLeadSaveAnswers(page);
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect.poll(async () => (await server.leads()).filter((l) => l.phone === '+17135550241').length).toBe(1);
    await page.reload();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await answerForSomeoneElse(page, { caregiver: 'Carla Lost', participant: 'Pat Person' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).not.toHaveURL(/\/home/);
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/ws21\/home/);
    await page.getByRole('radio', { name: 'Myself' }).check();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Carla Lost');
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('05/05/1970');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).not.toHaveURL(/\/home/);
    await expect(page.getByText('You have already pre-qualified for this study')).toHaveCount(0);
    expect((await server.leads()).filter((l) => l.phone === '+17135550241').map((l) => l.firstName).sort()).toEqual(['Carla', 'Pat']);
  });

  test("ws21: a caregiver's release of the participant's records, then Back, Myself and a reload: the box beside the words for oneself starts unticked, and Finish stores no release of one's own", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws21/home?studyId=1001`);
    await fillScreener(page, { name: 'Pat Self', zip: '77030', phone: '713-555-0283', q1: 'Yes' });
    await answerForSomeoneElse(page, { caregiver: 'Gail Giver', participant: 'Pat Self' });
    await page.getByRole('checkbox', { name: "I authorize the release of the participant's medical records." }).check();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).not.toHaveURL(/\/home/);
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/ws21\/home/);
    await page.getByRole('radio', { name: 'Myself' }).check();
    const own = page.getByRole('checkbox', { name: 'I authorize the release of my medical records.' });
    await expect(own).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Myself' })).toBeChecked();
    await expect(own).not.toBeChecked();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Pat Self');
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('03/10/1971');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).not.toHaveURL(/\/home/);
    const { rows } = await server.app.db.query<{ granted: boolean; text: string }>("SELECT c.granted, c.text FROM consents c JOIN leads l ON l.id = c.lead_id WHERE l.phone = $1 AND c.type = 'medicalRecords' ORDER BY c.id", ['+17135550283']);
    // The caregiver's release, beside the words about the participant; for oneself, the box left unticked: a refusal.
    expect(rows.map((r) => [r.granted, r.text.includes("the participant's medical records")])).toEqual([[true, true], [false, false]]);
  });

  test('ws21: Myself saved with the release of my records, then Back and Someone else: the participant is another lead, and each lead holds only the words given for it', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws21/home?studyId=1001`);
    await fillScreener(page, { name: 'Carla Giver', zip: '77030', phone: '713-555-0236', q1: 'Yes' });
    await page.getByRole('checkbox', { name: 'I authorize the release of my medical records.' }).check();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).not.toHaveURL(/\/home/);
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/ws21\/home/);
    await answerForSomeoneElse(page, { caregiver: 'Carla Giver', participant: 'Pat Person' });
    await expect(page.getByRole('checkbox', { name: "I authorize the release of the participant's medical records." })).not.toBeChecked();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).not.toHaveURL(/\/home/);
    const leads = (await server.leads()).filter((l) => l.phone === '+17135550236');
    expect(leads.map((l) => l.firstName).sort()).toEqual(['Carla', 'Pat']);
    const medicalOf = async (firstName: string) => {
      const lead = leads.find((l) => l.firstName === firstName);
      const { rows } = await server.app.db.query<{ granted: boolean; text: string }>("SELECT granted, text FROM consents WHERE lead_id = $1 AND type = 'medicalRecords' ORDER BY id", [lead?.id]);
      return rows;
    };
    // Carla's own release stays on her own lead; Pat's lead holds only what was chosen beside the words about him.
    expect(await medicalOf('Carla')).toEqual([{ granted: true, text: expect.stringContaining('I authorize my healthcare providers') }]);
    expect(await medicalOf('Pat')).toEqual([{ granted: false, text: expect.stringContaining("the participant's medical records") }]);
    // Back to Myself: Carla's own lead again, not a second one for her (it was, and told her she had pre-qualified already).
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/ws21\/home/);
    await page.getByRole('radio', { name: 'Myself' }).check();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Carla Giver');
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('05/05/1970');
    await page.getByRole('checkbox', { name: 'I authorize the release of my medical records.' }).check();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).not.toHaveURL(/\/home/);
    await expect(page.getByText('You have already pre-qualified for this study')).toHaveCount(0);
    expect((await server.leads()).filter((l) => l.phone === '+17135550236').map((l) => l.firstName).sort()).toEqual(['Carla', 'Pat']);
  });
});
