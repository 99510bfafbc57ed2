import { holdAnswers } from './support/heldAnswers.ts';
import { test, expect, expectAccessible } from './fixtures.ts';
import { answerSteps } from './support/steps.ts';
import { chromium, type Page } from '@playwright/test';
import { browserChromium, CHROMIUM_ARGS } from '../support/chromium.ts';

test.describe('s6 routing, prefill and paths', () => {
  test('root, unknown flows and unknown steps lead to the flow home and keep the query', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/`);
    await expect(page).toHaveURL(`${server.url}/signup/s6/home`);
    await page.goto(`${server.url}/signup/s6/nowhere?utm_source=mail`);
    await expect(page).toHaveURL(`${server.url}/signup/s6/home?utm_source=mail`);
    await page.goto(`${server.url}/signup/?s=6`);
    await expect(page).toHaveURL(/\/signup\/s6\/home\?s=6$/);
    await page.goto(`${server.url}/signup/es/zz99/home`);
    await expect(page).toHaveURL(`${server.url}/signup/es/s6/home`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ensayos clínicos/);
    await expect.poll(async () => (await server.app.db.query("SELECT 1 FROM redirect_debug WHERE attempted_campaign = 'zz99'")).rows.length).toBe(1);
  });

  test("a later step that saves the person, opened before anything was answered, starts at the campaign's home rather than thank a visitor whose answers would be dropped", async ({ page, server }) => {
    const saves: string[] = [];
    page.on('request', (r) => { if (new URL(r.url()).pathname.startsWith('/api/leads')) saves.push(r.method()); });
    await page.goto(`${server.url}/signup/s6/indications?utm_source=mail`);
    await expect(page).toHaveURL(`${server.url}/signup/s6/home?utm_source=mail`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/clinical trials/);
    await page.goto(`${server.url}/signup/es/ws15/health-questions?studyId=1001`);
    await expect(page).toHaveURL(`${server.url}/signup/es/ws15/home?studyId=1001`);
    await expect(page.getByRole('textbox', { name: 'Nombre completo' })).toBeVisible();
    // A step that saves nothing opens as before. A later one whose save would still lack the name and phone starts at
    // the home too; the postal code answered stays, and with the rest given by the link the step opens.
    await page.goto(`${server.url}/signup/s6/postal`);
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('02115');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/signup\/s6\/dob$/);
    await page.goto(`${server.url}/signup/s6/email`);
    await expect(page).toHaveURL(`${server.url}/signup/s6/home`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/clinical trials/);
    // The link's own postal code (one no place has) does not replace the one the visit checked.
    await page.goto(`${server.url}/signup/s6/email?firstName=Ana&lastName=Link&phone=6175550142&zip=00000`);
    await expect(page).toHaveURL(`${server.url}/signup/s6/email`);
    await page.getByRole('textbox', { name: 'Email' }).fill('ana.link@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => saves).toEqual(['POST']);
    await expect.poll(async () => (await server.leads()).find((l) => l.phone === '+16175550142')).toMatchObject({ firstName: 'Ana', lastName: 'Link', postalCode: '02115', email: 'ana.link@example.com' });
  });

  test("a thank-you, or a step that follows a verdict, opened by a visit that sent nothing (a new tab, a link kept) goes to the home rather than thank the visitor or confirm what it never gave", async ({ page, server }) => {
    for (const [opened, home] of [
      ['/signup/s6/thankyou', '/signup/s6/home'], ['/signup/es/s6/health-thank-you', '/signup/es/s6/home'],
      ['/signup/ws18/thanks?studyId=1001', '/signup/ws18/home?studyId=1001'], ['/signup/ws18/calendar-booking-thank-you?studyId=1001', '/signup/ws18/home?studyId=1001'],
      ['/signup/ws12/confirm-eligibility?studyId=1001', '/signup/ws12/home?studyId=1001'], ['/signup/es/ws12/check-again?studyId=1001', '/signup/es/ws12/home?studyId=1001'],
    ]) {
      await page.goto(`${server.url}${opened}`);
      await expect(page).toHaveURL(`${server.url}${home}`);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/thank|gracias/i);
    }
  });

  test("a reload and the language links keep the visit's landing: the lead is saved with the landing it came from, and no other is recorded", async ({ page, server }) => {
    const landings: string[] = [];
    // Each payload's landing, read as the real answer passes (a listener's read of a body fails once the page reloads).
    await page.route('**/api/initial_payload?**', async (route) => {
      const response = await route.fetch();
      landings.push(((await response.json()) as { leadLpParamId: string }).leadLpParamId);
      await route.fulfill({ response });
    });
    const recorded = async () => Number((await server.app.db.query<{ n: string }>('SELECT count(*) AS n FROM landings')).rows[0]?.n);
    await page.goto(`${server.url}/signup/s6/postal`);
    await answerSteps(page, { postal: '02115' });
    await expect(page).toHaveURL(/\/signup\/s6\/dob$/);
    await expect.poll(() => landings.length).toBe(1);
    const before = await recorded();
    // Each page's payload is in before the next page is asked for. Clicking on while the reloaded page still loaded
    // counted five payloads for four pages once, on a loaded machine (CI); the pages' landings were still one.
    await page.reload();
    await expect.poll(() => landings.length).toBe(2);
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/signup\/es\/s6\/dob$/);
    await expect.poll(() => landings.length).toBe(3);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/signup\/s6\/dob$/);
    await answerSteps(page, { dob: '06/01/1975', name: 'Lara Landing', phone: '617-555-0138' });
    await expect.poll(() => landings.length).toBe(4);
    expect(new Set(landings).size).toBe(1);
    expect(await recorded()).toBe(before);
    // The phone step's save is on its way as the email step shows.
    await expect.poll(async () => (await server.leads()).find((l) => l.phone === '+16175550138')?.sourceInfo).toMatchObject({ campaign: 's6', leadLpParamId: landings[0] });
  });

  test('prefill parameters fill the fields and leave the address bar', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/s6/postal?zip=94110&firstName=Ana&lastName=Diaz&utm_source=mail`);
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('94110');
    await expect(page).toHaveURL(`${server.url}/signup/s6/postal?utm_source=mail`);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(`${server.url}/signup/s6/dob?utm_source=mail`);
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('01/02/1990');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ana Diaz');
  });

  test('a preselected condition adds the diagnosis step; Yes keeps it', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/s6/home?indicationIds[]=101`);
    await page.getByRole('button', { name: 'Male', exact: true }).click();
    await answerSteps(page, { postal: '77030', dob: '03/15/1966', name: 'Sam Diagnosis', phone: '713-555-0110', email: '' });
    await expect(page).toHaveURL(/\/signup\/s6\/diagnosis\?indicationIds/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Have you been diagnosed with Type 2 diabetes?');
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/signup\/s6\/indications/);
    await expect(page.getByRole('checkbox', { name: 'Type 2 diabetes' })).toBeChecked();
    // Back to the question, the same answer again moves on, as the first time did.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/signup\/s6\/indications/);
    await page.getByRole('button', { name: 'View trials' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sam, thank you for your interest');
    const lead = (await server.leads()).find((l) => l.phone === '+17135550110');
    expect(lead?.indications).toEqual([101]);
  });

  test('the gender home chosen again after Back moves on with the same answer, by mouse or keyboard', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/s6/home`);
    await page.getByRole('button', { name: 'Female', exact: true }).click();
    await expect(page).toHaveURL(/\/signup\/s6\/postal$/);
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Female', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Female', exact: true }).click();
    await expect(page).toHaveURL(/\/signup\/s6\/postal$/);
    await page.goBack();
    await page.getByRole('button', { name: 'Female', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/signup\/s6\/postal$/);
  });

  test('the diagnosis question opened by a visit with no condition (its address typed) goes to the conditions, never asking "diagnosed with ?"', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/s6/home`);
    await page.getByRole('button', { name: 'Female', exact: true }).click();
    await answerSteps(page, { postal: '77030', dob: '03/15/1966', name: 'Dana Nocondition', phone: '713-555-0120', email: '' });
    await expect(page).toHaveURL(/\/signup\/s6\/indications$/);
    await page.goto(`${server.url}/signup/es/s6/diagnosis`);
    await expect(page).toHaveURL(`${server.url}/signup/es/s6/indications`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/diagnosticad|diagnosed/);
    await expect(page.getByRole('checkbox', { name: 'Diabetes tipo 2' })).not.toBeChecked();
  });

  test('Yes, Back, then No: the condition the Yes ticked is not kept, and the lead is saved with none', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/s6/home?indicationIds[]=101`);
    await page.getByRole('button', { name: 'Male', exact: true }).click();
    await answerSteps(page, { postal: '77030', dob: '03/15/1966', name: 'Noel Changed', phone: '713-555-0157', email: '' });
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('checkbox', { name: 'Type 2 diabetes' })).toBeChecked();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/signup\/s6\/diagnosis/);
    await page.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(/\/signup\/s6\/indications/);
    await expect(page.getByRole('checkbox', { name: 'Type 2 diabetes' })).not.toBeChecked();
    // A condition the visitor ticks here themselves is theirs, and is kept after a Back and a No again.
    await page.getByRole('checkbox', { name: 'Type 2 diabetes' }).check();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'No' }).click();
    await expect(page.getByRole('checkbox', { name: 'Type 2 diabetes' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Type 2 diabetes' }).uncheck();
    // Yes again ticks it; a condition ticked beside it, a refresh, Back and No: the visitor's own tick stays, Yes's goes.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('checkbox', { name: 'Type 2 diabetes' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Migraine' }).check();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Migraine' })).toBeChecked();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'No' }).click();
    await expect(page.getByRole('checkbox', { name: 'Migraine' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Type 2 diabetes' })).not.toBeChecked();
    await page.getByRole('checkbox', { name: 'Migraine' }).uncheck();
    await page.getByRole('button', { name: 'View trials' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Noel, thank you for your interest');
    const leads = (await server.leads()).filter((l) => l.phone === '+17135550157');
    expect(leads).toHaveLength(1);
    expect(leads[0]?.indications).toEqual([]);
  });

  test('an answer the visitor emptied stays empty through any number of refreshes and language switches, and is saved so', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/s6/postal`);
    await answerSteps(page, { postal: '02115', dob: '06/01/1972', name: 'Eva Empty', phone: '617-555-0139', email: 'eva@example.com' });
    await expect(page).toHaveURL(/\/signup\/s6\/indications$/);
    await page.getByRole('button', { name: 'Back' }).click();
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('eva@example.com');
    await email.fill('');
    await page.reload();
    await expect(email).toHaveValue('');
    await page.reload();
    await expect(email).toHaveValue('');
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(email).toHaveValue('');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/signup\/s6\/indications$/);
    await expect.poll(async () => (await server.leads()).find((l) => l.phone === '+16175550139')?.email).toBeNull();
  });

  test('sd skips the diagnosis step and g asks for gender first', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/s6/home?g=1&sd=1&indicationIds[]=101`);
    await page.getByRole('button', { name: 'Find trials' }).click();
    await expect(page).toHaveURL(/\/signup\/s6\/gender\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is your gender?');
    await page.getByRole('radio', { name: 'Non-Binary' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await answerSteps(page, { postal: '85004', dob: '11/30/1990', name: 'Alex Skip', phone: '602-555-0123', email: '' });
    await expect(page).toHaveURL(/\/signup\/s6\/indications\?/);
    const lead = (await server.leads()).find((l) => l.phone === '+16025550123');
    expect(lead?.gender).toBe('other');
  });

  test('Back returns to the previous step with its answer, and going forward again saves once', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/s6/postal`);
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('02115');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '2');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/postal$/);
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('02115');
    await page.getByRole('button', { name: 'Next' }).click();
    await answerSteps(page, { dob: '06/01/1970', name: 'Pat Back', phone: '617-555-0134' });
    await expect(page).toHaveURL(/\/email$/);
    // What is typed and not sent is not lost by leaving the step: Back, Next again, the browser's Back and Forward.
    await page.getByRole('textbox', { name: 'Email' }).fill('pat.back@exam');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(617) 555-0134');
    // The page's Back went back in the browser's history: the browser's Back goes further back, not forward to the email.
    await page.goBack();
    await expect(page).toHaveURL(/\/name$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/phone$/);
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(617) 555-0134');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/email$/);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('pat.back@exam');
    await page.getByRole('textbox', { name: 'Email' }).fill('pat.back@example');
    await page.goBack();
    await expect(page).toHaveURL(/\/phone$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/email$/);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('pat.back@example');
    const leads = (await server.leads()).filter((l) => l.phone === '+16175550134');
    expect(leads).toHaveLength(1);
  });

  test("a phone changed after the browser's Back and taken Forward is sent: the phone step comes back, in Spanish too, and Next saves the new phone on the lead", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/es/s6/postal`);
    await page.getByRole('textbox', { name: 'Código postal' }).fill('02116');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/\/dob$/);
    await page.getByRole('textbox', { name: 'Fecha de nacimiento' }).fill('06/01/1972');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Fer Adelante');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('textbox', { name: 'Número de teléfono' }).fill('713-555-0265');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/\/email$/);
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('fer@example.com');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/\/indications$/);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/phone$/);
    await page.getByRole('textbox', { name: 'Número de teléfono' }).fill('713-555-0266');
    await page.goForward();
    await expect(page).toHaveURL(/\/phone$/);
    await expect(page.getByRole('status').filter({ hasText: 'Cambió sus respuestas en esta página y aún no se han enviado.' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Número de teléfono' })).toHaveValue('(713) 555-0266');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/\/email$/);
    await expect.poll(async () => (await server.leads()).filter((l) => l.firstName === 'Fer').map((l) => l.phone)).toEqual(['+17135550266']);
    // A jump of two entries Forward (the Forward button's list) past the phone changed: back to it, no entry added.
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/\/indications$/);
    const entries = await page.evaluate(() => history.length);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/phone$/);
    await expect(page.getByText('Cambió sus respuestas en esta página')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Número de teléfono' }).fill('713-555-0268');
    await page.goBack();
    await expect(page).toHaveURL(/\/name$/);
    await page.evaluate(() => history.go(2));
    await expect(page).toHaveURL(/\/phone$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleDescription(/Cambió sus respuestas en esta página y aún no se han enviado/);
    await expect(page.getByRole('textbox', { name: 'Número de teléfono' })).toHaveValue('(713) 555-0268');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(async () => (await server.leads()).filter((l) => l.firstName === 'Fer').map((l) => l.phone)).toEqual(['+17135550268']);
    // Three entries Forward past the name changed three steps back: back through each step between, to the name.
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/\/indications$/);
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/name$/);
    await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Fer Tres');
    await page.evaluate(() => history.go(3));
    await expect(page).toHaveURL(/\/name$/);
    await expect(page.getByRole('textbox', { name: 'Nombre completo' })).toHaveValue('Fer Tres');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleDescription(/Cambió sus respuestas/);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/\/phone$/);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/\/email$/);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/\/indications$/);
    await expect.poll(async () => (await server.leads()).filter((l) => l.phone === '+17135550268').map((l) => l.lastName)).toEqual(['Tres']);
  });

  test('a page whose browser offers no crypto.randomUUID (served over plain HTTP at an address other than localhost) works: the visit starts and its lead is saved', async ({ page, server }) => {
    await page.addInitScript(() => { Reflect.deleteProperty(Crypto.prototype, 'randomUUID'); });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/signup/s6/home`);
    await page.getByRole('button', { name: 'Female' }).click();
    await answerSteps(page, { postal: '02116', dob: '06/01/1973', name: 'Una Secure', phone: '713-555-0269', email: 'una@example.com' });
    await expect(page).toHaveURL(/\/indications$/);
    await expect.poll(async () => (await server.leads()).filter((l) => l.phone === '+17135550269').length).toBe(1);
    expect(await page.evaluate(() => typeof crypto.randomUUID)).toBe('undefined');
    expect(errors).toEqual([]);
  });

  test('Enter pressed again while the step saves submits nothing more (the busy Next stays focusable, so the form must refuse)', async ({ page, server }) => {
    const saves: string[] = [];
    // The real server answers, a second late, so the second Enter lands while the first save is on its way.
    await page.route('**/api/leads**', async (route) => {
      if (route.request().method() !== 'GET') saves.push(route.request().method());
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await toPhoneStep(page, server.url, { dob: '06/01/1971', name: 'Dee Double' });
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await phone.fill('617-555-0135');
    await phone.press('Enter');
    await expect(page.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true');
    await phone.press('Enter');
    await page.getByRole('button', { name: 'Saving…' }).press('Enter');
    await expect(page).toHaveURL(/\/email$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Would you like to be notified of new trials? Enter your email address.');
    expect(saves).toHaveLength(1);
    expect((await server.leads()).filter((l) => l.phone === '+16175550135')).toHaveLength(1);
  });

  test('a step gone back to while the step after it saves is not left when the save answers: the visitor stays where they went', async ({ page, server }) => {
    await toPhoneStep(page, server.url, { dob: '06/01/1974', name: 'Mia Race' });
    const held = await holdAnswers(page, '**/api/leads**');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('617-555-0137');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => held.asked.length).toBe(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/name$/);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Nia Changed');
    held.release();
    await expect.poll(async () => (await server.leads()).filter((l) => l.phone === '+16175550137').length).toBe(1);
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/name$/);
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Nia Changed');
    await page.unroute('**/api/leads**');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/phone$/);
    // The phone step saves what the steps before it were given: the name now on them.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/email$/);
    await expect.poll(async () => (await server.leads()).filter((l) => l.phone === '+16175550137').map((l) => l.firstName)).toEqual(['Nia']);
  });

  test('a phone corrected while its save is on its way, then a reload: the step gives back the correction, and Next saves it', async ({ page, server }) => {
    await toPhoneStep(page, server.url, { dob: '06/01/1974', name: 'Rex Reload' });
    const held = await holdAnswers(page, '**/api/leads**');
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await phone.fill('617-555-0138');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => held.asked.length).toBe(1);
    await phone.fill('617-555-0139');
    await page.reload();
    await expect(page).toHaveURL(/\/phone$/);
    await expect(phone).toHaveValue(/555.0139$/);
    // The save the reload cut short never reached the server.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/email$/);
    await expect.poll(async () => (await server.leads()).filter((l) => l.firstName === 'Rex').map((l) => l.phone)).toEqual(['+16175550139']);
  });

  test("a tab copied while open (its address opened by script, as the browser's Duplicate does) keeps a person of its own: the first tab's refresh gives back its own name, not the one typed in the copy", async ({ page, server }) => {
    const name = (tab: Page) => tab.getByRole('textbox', { name: 'Full name', exact: true });
    await toPhoneStep(page, server.url, { dob: '06/01/1975', name: 'Ann Copied' });
    const firstVisit = await tabVisit(page);
    await answersForItsTab(page, firstVisit);
    const [copy] = await Promise.all([page.context().waitForEvent('page'), page.evaluate(() => void window.open(window.location.href))]);
    await expect(copy).toHaveURL(/\/phone$/);
    await expect.poll(() => tabVisit(copy)).not.toBe(firstVisit);
    await copy.getByRole('button', { name: 'Back' }).click();
    await expect(name(copy)).toHaveValue('Ann Copied');
    await name(copy).fill('Bea Other');
    await copy.getByRole('button', { name: 'Next' }).click();
    await expect(copy).toHaveURL(/\/phone$/);
    await page.reload();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(name(page)).toHaveValue('Ann Copied');
    expect(await tabVisit(page)).toBe(firstVisit);
    await copy.reload();
    await copy.getByRole('button', { name: 'Back' }).click();
    await expect(name(copy)).toHaveValue('Bea Other');
    await copy.close();
  });

  test("a page the browser gives back from its back-forward cache, after a link to another campaign, keeps its visit, however often Back and Forward go between them: a refresh, or a copy of the tab, gives back its step and its person, not the other campaign's visit", async ({ server }) => {
    test.setTimeout(120_000);
    const { browser, page } = await withBackForwardCache();
    const name = (tab: Page) => tab.getByRole('textbox', { name: 'Full name', exact: true });
    await toPhoneStep(page, server.url, { dob: '06/01/1976', name: 'Jo Cached' });
    await answersForItsTab(page, await tabVisit(page));
    await writesLateAtItsHide(page);
    await page.goto(`${server.url}/signup/ss6/home`);
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toBeVisible();
    await answersForItsTab(page, await tabVisit(page));
    await writesLateAtItsHide(page);
    // A page given back from the cache fires no load event.
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/signup\/s6\/phone$/);
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
    expect(await givenBack(page)).toBe(true);
    await expect.poll(() => tabCampaign(page)).toBe('s6');
    await page.goForward({ waitUntil: 'commit' });
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toBeVisible();
    await expect.poll(() => tabCampaign(page)).toBe('ss6');
    await page.goBack({ waitUntil: 'commit' });
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
    await expect.poll(() => tabCampaign(page)).toBe('s6');
    // A copy of the tab (Duplicate) takes what the tab keeps.
    const [copy] = await Promise.all([page.context().waitForEvent('page'), page.evaluate(() => void window.open(window.location.href))]);
    await expect(copy).toHaveURL(/\/signup\/s6\/phone$/);
    await copy.getByRole('button', { name: 'Back' }).click();
    await expect(name(copy)).toHaveValue('Jo Cached');
    await copy.close();
    await page.reload();
    await expect(page).toHaveURL(/\/signup\/s6\/phone$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(name(page)).toHaveValue('Jo Cached');
    await browser.close();
  });

  test("a page given back from the back-forward cache goes on with its visit: Back from the step after the saving one goes to that step, with the lead, not to where the visit stood as the other campaign's page kept it", async ({ server }) => {
    test.setTimeout(120_000);
    const { browser, page } = await withBackForwardCache();
    await page.goto(`${server.url}/signup/s6/postal`);
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toBeVisible();
    await answersForItsTab(page, await tabVisit(page));
    // The study search, loaded anew, keeps the s6 visit as left, at its postal step.
    await page.goto(`${server.url}/signup/ss6/home`);
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('signup.visits-left.v1'))).toContain('"s6"');
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/signup\/s6\/postal$/);
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toBeVisible();
    expect(await givenBack(page)).toBe(true);
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('02116');
    await page.getByRole('button', { name: 'Next' }).click();
    await answerSteps(page, { dob: '06/01/1977', name: 'Bo Given' });
    const { lead, leadsOfThePhone } = await savesTheLead(page, server, '617-555-0173');
    // The browser's Back, then the page's own Back: the visit's steps and answers as this page left them.
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/signup\/s6\/phone$/);
    await keepsItsLead(page, { phone: '(617) 555-0173', name: 'Bo Given' }, leadsOfThePhone, lead);
    await browser.close();
  });

  test("a page given back from the back-forward cache keeps the visit it writes over as left: Forward to the other campaign's page, that page dropped from the cache, then Back loads it anew with its visit and lead", async ({ server }) => {
    test.setTimeout(120_000);
    const { browser, page } = await withBackForwardCache();
    await page.addInitScript(() => {
      // Chromium drops a page from its cache when a message reaches a channel the page holds open.
      (window as { dropChannel?: BroadcastChannel }).dropChannel = new BroadcastChannel('drop-from-cache');
      (window as { dropChannel?: BroadcastChannel }).dropChannel!.onmessage = () => undefined;
    });
    await toPhoneStep(page, server.url, { dob: '06/01/1978', name: 'Cy Dropped' });
    const { lead, leadsOfThePhone } = await savesTheLead(page, server, '617-555-0174');
    await answersForItsTab(page, await tabVisit(page));
    await page.goto(`${server.url}/signup/ss6/home`);
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toBeVisible();
    await answersForItsTab(page, await tabVisit(page));
    await page.goBack({ waitUntil: 'commit' });
    await expect(page.getByRole('textbox', { name: 'Email address (optional)' })).toBeVisible();
    expect(await givenBack(page)).toBe(true);
    await expect.poll(() => tabCampaign(page)).toBe('s6');
    await page.goForward({ waitUntil: 'commit' });
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toBeVisible();
    expect(await givenBack(page)).toBe(true);
    await expect.poll(() => tabCampaign(page)).toBe('ss6');
    // s6's page, in the cache, is dropped from it (its time there ran out, or the browser wanted the memory).
    await page.evaluate(() => new BroadcastChannel('drop-from-cache').postMessage('drop'));
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/signup\/s6\/email$/);
    await expect(page.getByRole('textbox', { name: 'Email address (optional)' })).toBeVisible();
    expect(await givenBack(page)).toBe(false);
    await page.getByRole('button', { name: 'Back' }).click();
    await keepsItsLead(page, { phone: '(617) 555-0174', name: 'Cy Dropped' }, leadsOfThePhone, lead);
    await browser.close();
  });

  test('a double tap on Next moves on one step: its second tap, landing on the next step\'s Next, is not a submit', async ({ page, server }) => {
    await toPhoneStep(page, server.url, { dob: '06/01/1972', name: 'Tap Twice' });
    await page.getByRole('textbox', { name: 'Phone number' }).fill('617-555-0136');
    const box = await page.getByRole('button', { name: 'Next' }).boundingBox();
    if (!box) throw new Error('Next is not on screen');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.click(x, y);
    // The email step's Next is drawn where the phone step's was, and the second tap of the pair lands on it.
    await expect(page).toHaveURL(/\/email$/);
    const next = await page.getByRole('button', { name: 'Next' }).boundingBox();
    expect(next && Math.abs(next.y + next.height / 2 - y) < next.height / 2).toBe(true);
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/email$/);
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    // One tap there moves on as ever.
    await page.mouse.click(x, y);
    await expect(page).not.toHaveURL(/\/email$/);
    expect((await server.leads()).filter((l) => l.phone === '+16175550136')).toHaveLength(1);
  });

  test("a double tap on a phone moves on one step: the second tap, landing on the next step's Back drawn where Next was, does not go back", async ({ browser, server }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/signup/s6/postal`);
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('02116');
    await page.getByRole('textbox', { name: 'Zip Code' }).blur();
    const box = await page.getByRole('button', { name: 'Next' }).boundingBox();
    if (!box) throw new Error('Next is not on screen');
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/signup\/s6\/dob$/);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/signup\/s6\/dob$/);
    await context.close();
  });

  test('a save that fails while offline is retried with the visitor told, and stored once', async ({ page, server, context }) => {
    await page.goto(`${server.url}/signup/s6/postal`);
    await answerSteps(page, { postal: '98101', dob: '09/09/1999', name: 'Robin Offline' });
    await page.getByRole('textbox', { name: 'Phone number' }).fill('206-555-0177');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'We could not save your answers yet. Retrying…' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(206) 555-0177');
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/email$/, { timeout: 20_000 });
    expect((await server.leads()).filter((l) => l.phone === '+12065550177')).toHaveLength(1);
  });

  test('the whole sign-up works with the keyboard alone', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/s6/home`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // On the first page focus stays at the top: the first Tab reaches the skip link, which leads to the step.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute('href', '#main');
    const female = page.getByRole('button', { name: 'Female' });
    for (let i = 0; i < 12 && !(await female.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(female).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/postal$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('60601');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dob$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Date of birth' })).toBeFocused();
    await page.keyboard.type('12251985');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/name$/);
    await page.getByRole('textbox', { name: 'Full name' }).focus();
    await page.keyboard.type('Kim Keys');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/phone$/);
  });

  test('an international visitor ticks the consent before View studies, on the trials-world brand', async ({ browser, server }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    const url = server.url.replace('localhost', 'trials-world.localhost');
    await page.goto(`${url}/signup/s6/postal`);
    await expect(page.getByRole('textbox', { name: 'Postcode' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Postcode' }).fill('sw1a 1aa');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Format: DD/MM/YYYY')).toBeVisible();
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('31/12/1980');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Olivia Brown');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('07400 123456');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/indications$/);
    const view = page.getByRole('button', { name: 'View studies' });
    await expect(view).toHaveAttribute('aria-disabled', 'true');
    await expect(view).toHaveAccessibleDescription('Tick the box above to agree before you go on.');
    // Pressed anyway (it stays on the keyboard's path), it goes nowhere and names the box to tick.
    await view.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/indications$/);
    await expect(page.getByRole('alert').getByRole('link')).toHaveText(['I agree to the terms above: Please tick the box to give your consent.']);
    // Ticked and unticked before a reload: nothing was given, so the page does not say a choice was cleared.
    const terms = page.getByRole('checkbox', { name: 'I agree to the terms above.' });
    await terms.check();
    await terms.uncheck();
    await page.reload();
    await expect(terms).not.toBeChecked();
    await expect(page.getByText(/were cleared/)).toHaveCount(0);
    await expect(page.getByText(/contacted by phone, text message and email about clinical studies/)).toBeVisible();
    await page.getByRole('checkbox', { name: 'I agree to the terms above.' }).check();
    await expect(view).not.toHaveAttribute('aria-disabled');
    await expectAccessible(page);
    await view.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olivia, thank you for your interest');
    const lead = (await server.leads()).find((l) => l.phone === '+447400123456');
    expect(lead).toMatchObject({ country: 'GB', postalCode: 'SW1A 1AA', dateOfBirth: '1980-12-31' });
    expect(lead?.consents.map((c) => c.type).sort()).toEqual(['call', 'clinic', 'email', 'sms']);
    await context.close();
  });
});

/** s6 from its postal step (02116) to its phone step, with the birth date and name given. */
/** The visit the tab keeps its person under (src/app/state/persistence.ts personalKey). */
const tabVisit = (tab: Page) => tab.evaluate(() => (JSON.parse(sessionStorage.getItem('signup.session.v1') ?? '{}') as { visit?: string }).visit);

const tabCampaign = (tab: Page) => tab.evaluate(() => (JSON.parse(sessionStorage.getItem('signup.session.v1') ?? '{}') as { campaign?: string }).campaign);

/**
 * The page writes the tab's visit, as it keeps it now, again as it is hidden: Chromium hides a page left for one given
 * back from its cache only after that one is shown, and a write still waiting for a frame then (the clean-clone run at
 * 86b944f, on a loaded machine) lands last; written at every hide here, as that write was at one.
 */
async function writesLateAtItsHide(page: Page) {
  await page.evaluate((key) => {
    const kept = sessionStorage.getItem(key);
    if (kept) window.addEventListener('pagehide', () => sessionStorage.setItem(key, kept));
  }, 'signup.session.v1');
}

/**
 * A browser that keeps pages in its back-forward cache, as a visitor's does (Playwright turns the cache off), and its
 * page, which notes whether it was last shown from the cache (`givenBack`).
 */
async function withBackForwardCache() {
  const browser = await chromium.launch({ executablePath: browserChromium(), args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
  const page = await browser.newPage();
  await page.addInitScript(() => window.addEventListener('pageshow', (event) => { (window as { givenBack?: boolean }).givenBack = event.persisted; }));
  return { browser, page };
}

/** Whether the page was last shown from the back-forward cache (a page given back fires no load event). */
const givenBack = (page: Page) => page.evaluate(() => (window as { givenBack?: boolean }).givenBack);

/** On s6's phone step: `phone` sent, the email step shown, and the one lead it saved; `leadsOfThePhone` reads them again. */
async function savesTheLead(page: Page, server: { leads(): Promise<Array<{ id: string; phone: string }>> }, phone: string) {
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/email$/);
  const e164 = `+1${phone.replace(/\D/g, '')}`;
  const leadsOfThePhone = async () => (await server.leads()).filter((l) => l.phone === e164).map((l) => l.id);
  await expect.poll(leadsOfThePhone).toHaveLength(1);
  const [lead] = await leadsOfThePhone();
  return { lead, leadsOfThePhone };
}

/**
 * On s6's phone step of a visit whose lead is saved: the phone and the name as sent, and Next to the email step and a
 * refresh there leave that one lead, changed if at all, not a second.
 */
async function keepsItsLead(page: Page, sent: { phone: string; name: string }, leadsOfThePhone: () => Promise<string[]>, lead: string | undefined) {
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue(sent.phone);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue(sent.name);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/email$/);
  await page.reload();
  await expect(page).toHaveURL(/\/email$/);
  expect(await leadsOfThePhone()).toEqual([lead]);
}

/** Waits until the page answers for its tab's visit, once the browser is idle after the first question (src/app/state/tabCopy.ts). */
async function answersForItsTab(page: Page, visit: string | undefined) {
  await expect.poll(() => page.evaluate((asked) => new Promise<boolean>((resolve) => {
    const probe = new BroadcastChannel('signup.tabs.v1');
    const answered = (yes: boolean) => { probe.close(); resolve(yes); };
    probe.onmessage = ({ data }: MessageEvent<{ to?: string }>) => { if (data.to === 'probe') answered(true); };
    probe.postMessage({ holds: asked, from: 'probe' });
    setTimeout(() => answered(false), 300);
  }), visit)).toBe(true);
}

async function toPhoneStep(page: Page, serverUrl: string, answers: { dob: string; name: string }) {
  await page.goto(`${serverUrl}/signup/s6/postal`);
  await page.getByRole('textbox', { name: 'Zip Code' }).fill('02116');
  await page.getByRole('button', { name: 'Next' }).click();
  await answerSteps(page, answers);
  await expect(page).toHaveURL(/\/phone$/);
}
