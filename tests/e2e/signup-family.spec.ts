import { test, expect, expectAccessible } from './fixtures.ts';
import { answerSteps } from './support/steps.ts';
import type { Page } from '@playwright/test';

/** s6 with cg=1, from its gender home to the phone's Next, answered by a daughter for her mother (the lead is saved). */
async function signUpAsChild(page: Page, v: { postal: [label: string, value: string]; dob: string; names: [caregiver: string, participant: string]; phone: string }) {
  await page.getByRole('button', { name: 'Female', exact: true }).click();
  await page.getByRole('textbox', { name: v.postal[0] }).fill(v.postal[1]);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: "Participant's date of birth" }).fill(v.dob);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Your full name' }).fill(v.names[0]);
  await page.getByRole('combobox', { name: 'Your relationship to the participant' }).selectOption('Child');
  await page.getByRole('textbox', { name: "Participant's full name" }).fill(v.names[1]);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Phone number' }).fill(v.phone);
  await page.getByRole('button', { name: 'Next' }).click();
}

test.describe('sign-up family', () => {
  test('s15 in a GDPR country: counter, country select, age page and consent gating', async ({ browser, server }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${server.url}/signup/s15/home`);
    await expect(page.getByText('1 / 6')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('GB');
    await page.getByRole('combobox', { name: 'Country' }).selectOption('IE');
    await expect(page.getByRole('textbox', { name: 'Eircode' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Eircode' }).fill('D02X285');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/signup\/s15\/age$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please tell us a little about yourself');
    await expect(page.getByText('2 / 6')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').getByRole('link')).toHaveText(['Age: This field is required', 'Gender: This field is required']);
    await page.getByRole('combobox', { name: 'Age' }).selectOption('101');
    await page.getByRole('combobox', { name: 'Gender' }).selectOption('other');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Aoife Byrne');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('085 123 4599');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    const view = page.getByRole('button', { name: 'View trials' });
    await expect(view).toHaveAttribute('aria-disabled', 'true');
    const privacy = page.getByRole('link', { name: /Privacy policy/ }).first();
    await expect(privacy).toHaveAttribute('target', '_blank');
    await expect(privacy).toHaveAttribute('href', 'https://trialsearch.example/privacy-policy');
    await page.getByRole('checkbox', { name: 'I agree to the terms above.' }).check();
    await view.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aoife, thank you for your interest');
    const lead = (await server.leads()).find((l) => l.phone === '+353851234599');
    expect(lead).toMatchObject({ country: 'IE', postalCode: 'D02 X285', age: 101, gender: 'other', sourceInfo: expect.objectContaining({ campaign: 's15' }) });
    await context.close();
  });

  test('a caregiver signs up for their spouse: wording and the stored caregiver block', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/s6/home?cg=1`);
    await expect(page.getByText("Choose the participant's gender to start")).toBeVisible();
    await page.getByRole('button', { name: 'Male', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is the postal code of the participant?');
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('33136');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("What is the participant's date of birth?");
    await page.getByRole('textbox', { name: "Participant's date of birth" }).fill('02/20/1950');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who are you, and who is the participant?');
    await page.getByRole('textbox', { name: 'Your full name' }).fill('Carmen Ruiz');
    await page.getByRole('combobox', { name: 'Your relationship to the participant' }).selectOption('Spouse');
    await page.getByRole('textbox', { name: "Participant's full name" }).fill('Luis Ruiz');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('305-555-0142');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Does your spouse or partner have any of these conditions?');
    await page.getByRole('button', { name: 'View trials' }).click();
    // The caregiver who filled the form is thanked, not the participant she signed up.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carmen, thank you for your interest');
    await expect(page.getByRole('link', { name: 'Find trials' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Answer health questions' })).toHaveCount(0);
    const lead = (await server.leads()).find((l) => l.phone === '+13055550142');
    expect(lead).toMatchObject({ firstName: 'Luis', lastName: 'Ruiz', dateOfBirth: '1950-02-20', gender: 'male' });
    expect(lead?.caregiver).toMatchObject({ firstName: 'Carmen', lastName: 'Ruiz', caregiverRelationship: 'Spouse', phone1: '+13055550142', postalCode: '33136', sourceId: expect.stringMatching(/^s6:/) });

  });

  test("a caregiver's sign-up left half-way, then the same tab's sign-up without cg=1: another visit, its answers empty, saved as a lead of its own", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/s6/home?cg=1`);
    await signUpAsChild(page, { postal: ['Zip Code', '33136'], dob: '02/20/1950', names: ['Carmen Ruiz', 'Lucia Ruiz'], phone: '305-555-0119' });
    await expect.poll(async () => (await server.leads()).filter((l) => l.phone === '+13055550119').length).toBe(1);
    const lucia = (await server.leads()).find((l) => l.phone === '+13055550119');
    // She opens the sign-up for herself in the same tab. It had gone on with Lucia's visit: her details typed over
    // Lucia's lead, which kept her as its caregiver though no page of the new visit asked about one.
    await page.goto(`${server.url}/signup/s6/home`);
    await expect(page.getByText('Choose your gender to start')).toBeVisible();
    await page.getByRole('button', { name: 'Female', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('');
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('33136');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('');
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('03/03/1975');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Carmen Ruiz');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('305-555-0115');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(async () => (await server.leads()).filter((l) => l.phone === '+13055550115').length).toBe(1);
    const leads = await server.leads();
    expect(leads.find((l) => l.phone === '+13055550119')).toMatchObject({ id: lucia?.id, firstName: 'Lucia', dateOfBirth: '1950-02-20', caregiver: expect.objectContaining({ firstName: 'Carmen', caregiverRelationship: 'Child' }) });
    expect(leads.find((l) => l.phone === '+13055550115')).toMatchObject({ firstName: 'Carmen', dateOfBirth: '1975-03-03', gender: 'female', caregiver: null });
  });

  test("a caregiver in a country that ticks a box agrees to sharing with the participant's doctor, not their own, and that is what is stored", async ({ browser, server }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${server.url}/signup/s6/home?cg=1`);
    await signUpAsChild(page, { postal: ['Postcode', 'SW1A 1AA'], dob: '20/02/1950', names: ['Holly Grant', 'June Grant'], phone: '07400 123477' });
    await page.getByRole('button', { name: 'Next' }).click();
    const box = page.getByRole('checkbox', { name: 'I agree to the terms above.' });
    const shown = await page.locator('.consent', { has: box }).innerText();
    expect(shown).toContain("with the study doctor's office and with the participant's doctor's office.");
    await box.check();
    await page.getByRole('button', { name: 'View trials' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Holly, thank you for your interest');
    const lead = (await server.leads()).find((l) => l.phone === '+447400123477');
    const { rows } = await server.app.db.query<{ text: string }>('SELECT DISTINCT text FROM consents WHERE lead_id = $1', [lead?.id]);
    expect(rows.map((r) => r.text)).toEqual([expect.stringContaining("with the participant's doctor's office.\nI agree to the terms above.")]);
    expect(rows[0]?.text).not.toContain('my doctor');
    await context.close();
  });

  test("a caregiver is asked whether the participant was diagnosed, by their relationship, in English and Spanish", async ({ page, server }) => {
    for (const [locale, asked] of [['', 'Has your parent been diagnosed with Type 2 diabetes?'], ['es/', '¿Le han diagnosticado Diabetes tipo 2 a su padre o madre?']] as const) {
      await page.goto(`${server.url}/signup/${locale}s6/postal?cg=1&indicationIds[]=101`);
      await page.getByRole('textbox', { name: /Zip Code|Código postal/ }).fill('33136');
      await page.getByRole('button', { name: /Next|Siguiente/ }).click();
      await page.getByRole('textbox', { name: /Participant's date of birth|Fecha de nacimiento del participante/ }).fill('02/20/1950');
      await page.getByRole('button', { name: /Next|Siguiente/ }).click();
      await page.getByRole('textbox', { name: /^(Your full name|Su nombre completo)$/ }).fill('Rosa Ruiz');
      await page.getByRole('combobox').selectOption('Child');
      await page.getByRole('textbox', { name: /Participant's full name|Nombre completo del participante/ }).fill('Pablo Ruiz');
      await page.getByRole('button', { name: /Next|Siguiente/ }).click();
      await page.getByRole('textbox', { name: /Phone number|Número de teléfono/ }).fill(locale ? '305-555-0129' : '305-555-0128');
      await page.getByRole('button', { name: /Next|Siguiente/ }).click();
      await page.getByRole('button', { name: /Next|Siguiente/ }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(asked);
    }
  });

  test('the demographic questionnaire is stored on the lead', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/s6/postal?studyId=1001&sd=1`);
    await answerSteps(page, { postal: '77030', dob: '05/05/1985', name: 'Dana Survey', phone: '713-555-0190', email: '' });
    await expect(page).toHaveURL(/\/indications\?studyId=1001&sd=1$/);
    await page.getByRole('button', { name: 'View trials' }).click();
    const health = page.getByRole('link', { name: 'Answer health questions' });
    await expect(health).toBeVisible();
    const find = page.getByRole('link', { name: 'Find trials' });
    await expect(find).toHaveAttribute('href', '/signup/study-search/home?sd=1&ps=s6');
    // The health button comes before the others when a call is possible, after them when not.
    const callPossible = await page.getByTestId('call-possible').count();
    const order = await page.locator('.thank-you__buttons > *').allTextContents();
    expect(order).toEqual(callPossible ? ['Answer health questions', 'Find trials'] : ['Find trials', 'Answer health questions']);
    await health.click();

    await expect(page).toHaveURL(/\/signup\/s6\/health-questions\?studyId=1001&sd=1$/);
    // The questionnaire's code loads on first use: on a loaded 2-core CI machine that can take longer than 5 s.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demographic Questionnaire', { timeout: 15_000 });
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveAccessibleDescription('Answer the questions above to go on.');
    // Submit pressed with nothing answered: the summary names each question left, not the first of them alone, and
    // each link goes to its own question; an answered one leaves the list.
    await submit.click({ force: true });
    const summary = page.locator('.error-summary');
    const asked = ['Do you have health insurance?', 'What is the highest level of education you have completed?', 'What is your annual household income?',
      'Do you identify as a member of the LGBT+ community?', 'Have you served in the military?', 'Have you been diagnosed with a mental health condition?', 'Do you have a physical disability?'];
    await expect(summary.getByRole('link')).toHaveText(['Height: This field is required', 'Weight: This field is required', 'Ethnicity (select all that apply): Please select one option',
      ...asked.map((question) => `${question}: This question must be answered`)]);
    // A height's link goes to the box still to fill, not the unit chosen before it.
    await summary.getByRole('link', { name: /^Height:/ }).click();
    await expect(page.getByRole('textbox', { name: 'Feet' })).toBeFocused();
    await summary.getByRole('link', { name: /^Have you served in the military\?/ }).click();
    await expect(page.getByRole('combobox', { name: 'Have you served in the military?' })).toBeFocused();
    await page.getByRole('combobox', { name: 'Have you served in the military?' }).selectOption('no');
    await expect(summary.getByRole('link', { name: /^Have you served in the military\?/ })).toHaveCount(0);
    await expect(summary.getByRole('link')).toHaveCount(9);
    await expectAccessible(page);
    await expect(page.getByRole('radio', { name: 'ft / in' })).toBeChecked();
    await page.getByRole('textbox', { name: 'Feet' }).fill('5');
    await page.getByRole('textbox', { name: 'Inches' }).fill('7');
    await page.getByRole('radio', { name: 'cm' }).check();
    await expect(page.getByRole('textbox', { name: 'Centimeters' })).toHaveValue('170.2');
    await page.getByRole('textbox', { name: 'Pounds' }).fill('150');
    await page.getByRole('radio', { name: 'Kilograms' }).check();
    await expect(page.getByRole('textbox', { name: 'Kilograms' })).toHaveValue('68');
    await page.getByRole('checkbox', { name: 'Hispanic or Latino' }).check();
    await page.getByRole('checkbox', { name: 'Asian' }).check();
    const answers: Array<[string, string]> = [
      ['Do you have health insurance?', 'yes'], ['What is the highest level of education you have completed?', 'masters_degree'],
      ['What is your annual household income?', '50k-75k'], ['Do you identify as a member of the LGBT+ community?', 'prefer_not_to_answer'],
      ['Have you served in the military?', 'no'], ['Have you been diagnosed with a mental health condition?', 'no'],
    ];
    for (const [question, answer] of answers) await page.getByRole('combobox', { name: question }).selectOption(answer);
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('combobox', { name: 'Do you have a physical disability?' }).selectOption('yes');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('combobox', { name: 'Which best describes your disability?' }).selectOption('physical_disability');
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await expectAccessible(page);
    // Back to the thank-you and Forward again: nothing answered is lost (the thank-you's writes cleared the draft).
    await page.goBack();
    await expect(page.getByRole('link', { name: 'Answer health questions' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('combobox', { name: 'Which best describes your disability?' })).toHaveValue('physical_disability');
    await expect(page.getByRole('combobox', { name: 'What is your annual household income?' })).toHaveValue('50k-75k');
    await expect(page.getByRole('checkbox', { name: 'Asian' })).toBeChecked();
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await submit.click();

    await expect(page).toHaveURL(/\/signup\/s6\/health-thank-you/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you!');
    await expect(page.getByRole('link', { name: 'Find trials' })).toBeVisible();
    const lead = (await server.leads()).find((l) => l.phone === '+17135550190');
    // Shown in cm and kg, rounded; stored as typed, in ft/in and lb (a switch of unit changes what is shown, not the measure).
    expect(lead).toMatchObject({ heightCm: 67 * 2.54, weightKg: 150 / 2.20462, ethnicities: [6, 3] });
    const survey = lead?.additionalFields.surveyQuestions as Array<{ questionId: number; questionResponseText: string; questionText: string }>;
    expect(survey.map((q) => q.questionId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(survey[1]).toEqual({ questionId: 2, questionResponseText: 'masters_degree', questionText: 'What is the highest level of education you have completed?' });
    expect(survey[7]?.questionResponseText).toBe('physical_disability');
    // How she heard of us, optional and left unanswered, is stored with no answer: not one she did not choose.
    expect(survey[8]).toEqual({ questionId: 9, questionResponseText: '', questionText: 'How did you hear about us?' });
    // Back after Submit finds every answer as chosen (the questions were blank: one change meant answering all again).
    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'What is the highest level of education you have completed?' })).toHaveValue('masters_degree');
    await expect(page.getByRole('combobox', { name: 'Which best describes your disability?' })).toHaveValue('physical_disability');
    await expect(page.getByRole('combobox', { name: /How did you hear about us/ })).toHaveValue('');
    await expect(submit).not.toHaveAttribute('aria-disabled');
  });

  test('the landing home replaces the gender home and starts the flow', async ({ page, server }) => {
    // The start's plan is made while the page is idle, so the tap does not wait for the planner's download.
    const planner = page.waitForRequest(/\/js\/plannedSubmit-[\w-]+\.js$/);
    await page.goto(`${server.url}/signup/s6/home?landing=home`);
    await expect(page.getByRole('heading', { name: 'Why choose clinical trials?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You could qualify' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Building a healthier world' })).toBeVisible();
    await expect(page.getByText('Featured study')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
    await expectAccessible(page);
    await planner;
    await page.getByRole('button', { name: 'Find trials' }).click();
    await expect(page).toHaveURL(/\/signup\/s6\/postal\?landing=home$/);
  });

  test('query parameters: cid to the dataLayer, hot call, test group and offer on the lead, payload parameters', async ({ page, server }) => {
    const payloadRequest = page.waitForRequest((r) => r.url().includes('/api/initial_payload'));
    // The test group as a link may write it, with a leading zero: the payload is asked for with the number it reads as.
    await page.goto(`${server.url}/signup/s6/postal?cid=camp-42&hc=1&tg=03&o=offer-7&pgroup=12&ior=102&studySiteId=5001&utm_source=news`, { referer: 'https://news.example/health/trials?email=ana%40example.com' });
    const payloadUrl = new URL((await payloadRequest).url());
    // The page the visitor came from, without its query (the browser may cut it to the origin first).
    expect(payloadUrl.searchParams.get('referrer')).toMatch(/^https:\/\/news\.example\/(health\/trials)?$/);
    expect(Object.fromEntries(payloadUrl.searchParams)).toMatchObject({ signup: 's6', language: 'en', pGroupId: '12', indicationNameOverrideId: '102', tg: '3', cid: 'camp-42', utm_source: 'news', studySiteId: '5001' });
    expect(await page.evaluate(() => window.dataLayer)).toContainEqual({ event: 'cid', cid: 'camp-42' });
    // While an offer is active the header has no phone number.
    await expect(page.getByRole('link', { name: /Questions\? Call/ })).toHaveCount(0);
    await answerSteps(page, { postal: '10001', dob: '01/01/1970', name: 'Quinn Params', phone: '212-555-0155' });
    await expect(page).toHaveURL(/\/email\?cid=camp-42/);
    const lead = (await server.leads()).find((l) => l.phone === '+12125550155');
    expect(lead?.additionalFields).toMatchObject({ hotCall: true });
    expect(lead?.sourceInfo).toMatchObject({ campaign: 's6', testGroup: 3, offerId: 'offer-7', participantGroupId: 12, studySiteId: 5001 });
  });
});

test.describe('sign-up family in Spanish and on wide screens', () => {
  test('the questionnaire in Spanish; Find {product} stays English-only', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/es/s6/postal`);
    await page.getByRole('textbox', { name: 'Código postal' }).fill('10001');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('textbox', { name: 'Fecha de nacimiento' }).fill('08/08/1988');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Elena Campos');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('textbox', { name: 'Número de teléfono' }).fill('212-555-0177');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('button', { name: 'Ver ensayos' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elena, gracias por su interés');
    await expect(page.getByRole('link', { name: 'Buscar ensayos' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Responder preguntas de salud' }).click();
    await expect(page).toHaveURL(/\/signup\/es\/s6\/health-questions$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cuestionario demográfico');
    await page.getByRole('textbox', { name: 'Pies' }).fill('5');
    await page.getByRole('textbox', { name: 'Pulgadas' }).fill('4');
    await page.getByRole('textbox', { name: 'Libras' }).fill('130');
    await page.getByRole('checkbox', { name: 'Prefiero no responder' }).check();
    for (const question of ['¿Tiene seguro médico?', '¿Se identifica como miembro de la comunidad LGBT+?', '¿Ha servido en las fuerzas armadas?', '¿Le han diagnosticado una afección de salud mental?', '¿Tiene una discapacidad física?']) {
      await page.getByRole('combobox', { name: question }).selectOption('no');
    }
    await page.getByRole('combobox', { name: '¿Cuál es el nivel de estudios más alto que ha completado?' }).selectOption('GED');
    await page.getByRole('combobox', { name: '¿Cuál es el ingreso anual de su hogar?' }).selectOption('prefer_not_to_answer');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Gracias!');
    await expect(page).toHaveTitle(/^¡Gracias! – /);
    const lead = (await server.leads()).find((l) => l.phone === '+12125550177');
    expect(lead).toMatchObject({ preferredLanguage: 'es', heightCm: 64 * 2.54, weightKg: 130 / 2.20462, ethnicities: [] });
    const survey = lead?.additionalFields.surveyQuestions as Array<{ questionId: number; questionResponseText: string }>;
    expect(survey.find((q) => q.questionId === 8)?.questionResponseText).toBe('none');
  });

  test('conditions show in two columns at 1300 px and wider, one below', async ({ browser, server }) => {
    for (const [width, columns] of [[1300, 2], [1299, 1]] as const) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      // A visit that only opened the home still has no person to save with the conditions: they start at the home
      // (stepForMissingPerson). With the postal code checked on its step and the rest given by a link, they open.
      await page.goto(`${server.url}/signup/s6/home`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto(`${server.url}/signup/s6/indications`);
      await expect(page).toHaveURL(`${server.url}/signup/s6/home`);
      await page.goto(`${server.url}/signup/s6/postal`);
      await page.getByRole('textbox', { name: 'Zip Code' }).fill('02115');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/\/signup\/s6\/dob$/);
      await page.goto(`${server.url}/signup/s6/indications?firstName=Col&lastName=Umns&phone=6175550143`);
      await expect(page).toHaveURL(`${server.url}/signup/s6/indications`);
      const groups = page.locator('.conditions__groups');
      await expect(groups).toBeVisible();
      const template = await groups.evaluate((el) => getComputedStyle(el).gridTemplateColumns);
      expect(template.trim().split(/\s+/)).toHaveLength(columns);
      await page.close();
    }
  });
});
