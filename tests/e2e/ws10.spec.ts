import { test, expect, expectAccessible } from './fixtures.ts';
import { holdAnswers } from './support/heldAnswers.ts';
import { answerHealthQuestions, fillLungScreener, fillScreener, question, saveAndScreenCalls, screening } from './support/screener.ts';
import { markLiveRegions, spokenAsItComes, spokenInRegionBefore } from './support/liveRegion.ts';

test.describe('ws10 one-page web screener', () => {
  test("a question's 'None of these' is never ticked beside another answer", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1003`);
    const medicines = page.getByRole('group', { name: /Which of these medicines have you taken to prevent migraines/ });
    const injection = medicines.getByRole('checkbox', { name: 'A monthly preventive injection' });
    const none = medicines.getByRole('checkbox', { name: 'None of these' });
    await injection.check();
    await medicines.getByRole('checkbox', { name: 'Topiramate' }).check();
    // With the keyboard, as a visitor who changes their mind: None of these stands alone.
    await none.focus();
    await page.keyboard.press('Space');
    await expect(none).toBeChecked();
    await expect(medicines.getByRole('checkbox', { checked: true })).toHaveCount(1);
    await injection.check();
    await expect(none).not.toBeChecked();
    await expect(medicines.getByRole('checkbox', { checked: true })).toHaveCount(1);
  });

  test('what is typed and not sent survives a refresh and the language links; a sent step leaves no draft behind', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await fillScreener(page, { name: 'Dora Draft', zip: '77030', phone: '713-555-0168', q1: 'Yes' });
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Dora Draft');
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('77030');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(713) 555-0168');
    await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('05/05/1970');
    await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'White' })).toBeChecked();
    // The language links load the page again, in Spanish: the answers are still there.
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/signup\/es\/ws10\/home\?studyId=1001$/);
    await expect(page.getByRole('textbox', { name: 'Nombre completo' })).toHaveValue('Dora Draft');
    await expect(page.getByRole('textbox', { name: 'Fecha de nacimiento' })).toHaveValue('05/05/1970');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Dora Draft');
    // The study's questions come from the server after the page: their answers are back once they show.
    await expect(question(page, /1\. Have you been diagnosed with type 2 diabetes/).getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    await expect(question(page, /2\. How are you currently managing/).getByRole('radio', { name: 'Metformin only' })).toBeChecked();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    expect(await page.evaluate(() => window.sessionStorage.getItem('signup.draft.v1'))).toBeNull();
    expect((await screening(server, '+17135550168')).lead?.firstName).toBe('Dora');
  });

  // A refresh (or a language switch) on a loaded machine gives the answers back before the server's: the study (with the
  // payload) or its questions. Judged before the payload, every answer given back was refused as an unanswered question.
  const heldBeforeFinish = [
    { what: "the study's questions", url: '**/api/studies/1001/criteria*', name: 'Quinn Quick', phone: '713-555-0105' },
    { what: 'the study itself', url: '**/api/initial_payload*', name: 'Rae Race', phone: '713-555-0104' },
  ];
  for (const { what, url, name, phone } of heldBeforeFinish) {
    test(`Finish pressed before ${what} has come, with every answer given back, waits for it and goes on: it does not say a question is unanswered`, async ({ page, server }) => {
      await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
      await fillScreener(page, { name, zip: '77030', phone, q1: 'Yes' });
      const { release } = await holdAnswers(page, url);
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue(name);
      const finish = page.getByRole('button', { name: /^(Finish|Loading…|Saving…)$/ });
      await finish.click();
      // Held: Finish shows its progress, in words that say it waits rather than saves; the page stays and says nothing
      // is missing.
      await expect(finish).toHaveAttribute('aria-busy', 'true');
      await expect(finish).toHaveText('Loading…');
      await page.waitForTimeout(300);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByText('This question must be answered')).toHaveCount(0);
      await expect(page).toHaveURL(/\/signup\/ws10\/home\?studyId=1001$/);
      release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
      expect((await screening(server, `+1${phone.replaceAll('-', '')}`)).rows).toEqual([expect.objectContaining({ passed: true })]);
    });
  }

  test("an answer changed after the browser's Back and taken Forward is not left unsent under the old verdict: the screener comes back, says so, and Finish gives the new verdict", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await fillScreener(page, { name: 'Vera Forward', zip: '77030', phone: '713-555-0264', q1: 'Yes' });
    const managing = question(page, /2\. How are you currently managing/);
    await managing.getByRole('radio', { name: 'Insulin (with or without tablets)' }).check();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/signup\/ws10\/indications\?/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Congratulations, you pre-qualified for this study!');
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/ws10\/home\?/);
    await managing.getByRole('radio', { name: 'Metformin only' }).check();
    await page.goForward();
    // Back on the screener, the change kept, and told why, in sight (the browser kept the screener's lower half in view).
    await expect(page).toHaveURL(/\/signup\/ws10\/home\?/);
    await expect(spokenAsItComes(page).filter({ hasText: 'You changed your answers on this page, and they have not been sent yet.' })).toBeInViewport();
    await expect(managing.getByRole('radio', { name: 'Metformin only' })).toBeChecked();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    const { rows } = await screening(server, '+17135550264');
    expect(rows.map((r) => r.passed)).toContain(true);
    // Back and Forward with nothing changed goes Forward as before; the changes sent, the screener no longer says so.
    await expect(page).toHaveURL(/\/signup\/ws10\/indications\?/);
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/ws10\/home\?/);
    await expect(managing.getByRole('radio', { name: 'Metformin only' })).toBeChecked();
    await expect(page.getByText('You changed your answers on this page')).toHaveCount(0);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    await expect(page.getByText('You changed your answers on this page')).toHaveCount(0);
  });

  test('a screener typed on and never sent, then Español and the browser\'s Back: the answers are kept, and nothing says they were sent before', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Lia Never');
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/signup\/es\/ws10\/home\?/);
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/ws10\/home\?/);
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Lia Never');
    await expect(page.getByText('You changed your answers on this page')).toHaveCount(0);
  });

  test('an answer corrected while Finish is saving is not left unsent under the old answers\' verdict: the screener stays, says so, and Finish gives the new verdict', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await fillScreener(page, { name: 'Sal Slow', zip: '77030', phone: '713-555-0272', q1: 'Yes' });
    const a1c = question(page, /3\. What was your most recent A1C/);
    await a1c.getByRole('radio', { name: 'Above 10.5%' }).check();
    const held = await holdAnswers(page, '**/api/leads');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect.poll(() => held.asked.length).toBe(1);
    await markLiveRegions(page);
    // The visitor sees the mistake while the save is on its way, and corrects it.
    await a1c.getByRole('radio', { name: 'Between 7% and 10.5%' }).check();
    held.release();
    const notice = spokenAsItComes(page).filter({ hasText: 'You changed your answers on this page, and they have not been sent yet.' });
    await expect(notice).toBeVisible();
    // Said by a screen reader as it comes: its words come into a live region that was there before them.
    await expect(spokenInRegionBefore(page, 'You changed your answers on this page, and they have not been sent yet.')).toBeVisible();
    // Said beside Finish, which it asks for, not at the top of the screener, screens away.
    await page.getByRole('button', { name: 'Finish' }).scrollIntoViewIfNeeded();
    await expect(notice).toBeInViewport();
    // Changed back to what was sent, nothing is left unsent; changed again, it is.
    await a1c.getByRole('radio', { name: 'Above 10.5%' }).check();
    await expect(notice).toHaveCount(0);
    await a1c.getByRole('radio', { name: 'Between 7% and 10.5%' }).check();
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(/\/signup\/ws10\/home\?/);
    await expect(a1c.getByRole('radio', { name: 'Between 7% and 10.5%' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Finish' })).toBeEnabled();
    await page.unroute('**/api/leads');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    const { rows } = await screening(server, '+17135550272');
    expect(rows.map((r) => r.passed)).toContain(true);
  });

  test('a screener opened without a study goes to the study search at once: its form is not offered, to be taken away when the payload comes', async ({ page, server }) => {
    const { release, asked } = await holdAnswers(page, '**/api/initial_payload*');
    await page.goto(`${server.url}/signup/ws10/home`);
    // Gone while ws10's payload, were it asked, would still be held.
    await expect(page).not.toHaveURL(/\/ws10\//);
    expect(new URL(page.url()).pathname).toMatch(/^\/signup\/[\w-]+\/home$/);
    expect(asked.map((url) => url.searchParams.get('signup'))).not.toContain('ws10');
    const searchPayload = page.waitForResponse('**/api/initial_payload*');
    release();
    expect((await searchPayload).ok()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveCount(0);
  });

  test('Finish pressed before the study itself has come waits for it, then says what is missing, and the page goes on working', async ({ page, server }) => {
    const { release } = await holdAnswers(page, '**/api/initial_payload*');
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    const finish = page.getByRole('button', { name: /^(Finish|Loading…|Saving…)$/ });
    await finish.click();
    // Held while the study is not known: Finish shows its progress, loading rather than saving, and says nothing yet.
    await expect(finish).toHaveAttribute('aria-busy', 'true');
    await expect(finish).toHaveText('Loading…');
    await expect(page.getByRole('alert')).toHaveCount(0);
    release();
    // Then judged with the study's questions: nothing is answered yet.
    await expect(page.getByRole('alert').getByRole('heading')).toHaveText('please complete fields');
    await expect(page.getByRole('alert').getByRole('link', { name: /^1\. Have you been diagnosed with type 2 diabetes/ })).toBeVisible();
    await expect(finish).toHaveText('Finish');
    await expect(finish).not.toHaveAttribute('aria-busy', 'true');
    await expect(question(page, /1\. Have you been diagnosed with type 2 diabetes/)).toBeVisible();
    await fillScreener(page, { name: 'Lena Late', zip: '77030', phone: '713-555-0106', q1: 'Yes' });
    await finish.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
  });

  // What the network loses is asked again: judged without the study's questions, a qualified visitor was told they
  // had not qualified, and stored so.
  const lostOnTheWay = [
    { what: 'the payload (with the study)', url: '**/api/initial_payload*', name: 'Rhea Retry', phone: '713-555-0118' },
    { what: "the study's questions", url: '**/api/studies/1001/criteria*', name: 'Cora Criteria', phone: '713-555-0103' },
  ];
  for (const { what, url, name, phone } of lostOnTheWay) {
    test(`the study's questions come once the connection is back: ${what}, lost by the network, is asked again`, async ({ page, server }) => {
      let dropped = 0;
      await page.route(url, async (route) => {
        if (dropped < 2) { dropped += 1; await route.abort('connectionreset'); return; }
        await route.continue();
      });
      await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
      await expect(question(page, /1\. Have you been diagnosed with type 2 diabetes/)).toBeVisible({ timeout: 15_000 });
      expect(dropped).toBe(2);
      await fillScreener(page, { name, zip: '77030', phone, q1: 'Yes' });
      await page.getByRole('button', { name: 'Finish' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
      expect((await screening(server, `+1${phone.replaceAll('-', '')}`)).rows).toEqual([expect.objectContaining({ passed: true })]);
    });
  }

  test('a qualified visitor gets the call-now page and the screening is stored', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('See if you pre-qualify for this study');
    await expect(page.getByRole('group', { name: /1\. Have you been diagnosed/ })).toBeVisible();
    // The pregnancy question applies to women only.
    await expect(page.getByRole('group', { name: /Are you currently pregnant/ })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'More Information' }).getByRole('link', { name: 'Eligibility' })).toHaveAttribute('href', '#eligibility');
    await expect(page.locator('#eligibility')).toContainText('Adults aged 18 to 75');
    await expect(page.locator('#benefits')).toContainText('Up to $750 for completed visits');
    await expect(page.locator('#testimonials blockquote')).toHaveCount(3);
    await page.getByRole('button', { name: 'Finish' }).click();
    // One announcement naming every field to fix, focused at the top of the long page.
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page.getByRole('alert').getByRole('heading')).toHaveText('please complete fields');
    const links = page.getByRole('alert').getByRole('link');
    await expect(links.first()).toHaveText('Who is the participant?: This field is required');
    await expect(links.filter({ hasText: /^Full name: This field is required$/ })).toHaveCount(1);
    await expect(page.locator('.error-summary')).toBeFocused();
    await page.getByRole('alert').getByRole('link', { name: /^Gender:/ }).click();
    await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeFocused();
    await fillScreener(page, { name: 'Wendy Qualified', zip: '77030', phone: '713-555-0111', q1: 'Yes' });
    await expectAccessible(page);
    // The lead is saved and screened in one request: the visitor waits for one round trip, not two.
    const apiCalls = saveAndScreenCalls(page);
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/signup\/ws10\/indications\?studyId=1001$/);
    expect(apiCalls).toEqual(['POST /api/leads withScreening']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    await expect(page.getByRole('link', { name: /Call Now/ })).toHaveAttribute('href', /^tel:/);
    await expectAccessible(page);
    // A new tab holds no verdict: the result page is not shown there (it read as not qualified), the screener is.
    const other = await page.context().newPage();
    await other.goto(`${server.url}/signup/ws10/indications?studyId=1001`);
    await expect(other).toHaveURL(/\/signup\/ws10\/home\?studyId=1001$/);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('See if you pre-qualify for this study');
    await other.close();
    expect(await page.evaluate(() => window.dataLayer?.map((e) => e.event))).toEqual(expect.arrayContaining(['site_found', 'criteria_qualified', 'bio_qualified', 'fully_qualified']));
    const { lead, rows } = await screening(server, '+17135550111');
    expect(lead).toMatchObject({ firstName: 'Wendy', email: 'wendy@example.com', heightCm: 65 * 2.54, weightKg: 176 / 2.20462, ethnicities: [1] });
    expect(rows).toEqual([{ passed: true, reasons: [], lead_id: lead?.id }]);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Wendy!');

    // The web-screener questionnaire stores the answers' label text.
    await page.getByRole('link', { name: 'Answer health questions' }).click();
    await expect(page).toHaveURL(/\/signup\/ws10\/health-questions\?studyId=1001$/);
    await answerHealthQuestions(page, 'bachelors_degree', '75k-100k');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you!');
    // The address is written after the step's first frame: a Back before it left the questionnaire, not the thank-you.
    await expect(page).toHaveURL(/\/signup\/ws10\/health-thank-you\?studyId=1001$/);
    // A fully qualified candidate is not sent off to find other trials (the server's verdict, not a constant).
    await expect(page.getByRole('link', { name: 'Find trials' })).toHaveCount(0);
    const after = (await server.leads()).find((l) => l.phone === '+17135550111');
    const survey = after?.additionalFields.surveyQuestions as Array<{ questionId: number; questionResponseText: string }>;
    expect(survey.slice(0, 3).map((q) => q.questionResponseText)).toEqual(['No', "Bachelor's degree", '$75,000–$100,000']);

    // The browser's Back to the screener and a correction there change the lead; the questionnaire's answers stay on it.
    // Each Back waits for the address to change: read at once, it could still be the step left, and the loop went back past the screener.
    for (let back = 0; back < 6 && !/\/signup\/ws10\/home\?/.test(page.url()); back++) {
      const from = page.url();
      await page.goBack();
      await expect.poll(() => page.url()).not.toBe(from);
    }
    await expect(page).toHaveURL(/\/signup\/ws10\/home\?studyId=1001$/);
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Wendy Qualified');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Wendy Qualifies');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/signup\/ws10\/indications\?studyId=1001$/);
    await expect.poll(async () => (await server.leads()).find((l) => l.phone === '+17135550111')?.lastName).toBe('Qualifies');
    const changed = (await server.leads()).filter((l) => l.phone === '+17135550111');
    expect(changed).toHaveLength(1);
    expect(changed[0]?.additionalFields.surveyQuestions).toEqual(after?.additionalFields.surveyQuestions);
  });

  test('a field shows its message once the visitor has left it, not the questions below it; Finish shows every message', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    const name = page.getByRole('textbox', { name: 'Full name', exact: true });
    const zip = page.getByRole('textbox', { name: 'Zip Code', exact: true });
    const invalid = page.locator('[aria-invalid="true"]');
    const messages = page.locator('.field-error:not(:empty)');
    await name.fill('Wendy');
    await expect(invalid).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(zip).toBeFocused();
    // The name, left with one word, says so at once; the code being typed and every question below it say nothing yet.
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#root_fullName-error')).toHaveText('Please enter a valid full name');
    await page.keyboard.type('7');
    await expect(zip).toHaveValue('7');
    await expect(invalid).toHaveCount(1);
    await expect(messages).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // A message shown follows every change: the name completed, it goes at once; the code, left unfinished, says so.
    await name.fill('Wendy Qualified');
    await expect(page.locator('#root_fullName-error')).toHaveText('');
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#root_postalCode-error')).toHaveText('Please enter a valid postal code');
    await expect(messages).toHaveCount(1);
    await zip.fill('77030');
    await expect(page.locator('#root_postalCode-error')).toHaveText('');
    await expect(invalid).toHaveCount(0);
    // A box passed through with Tab and left empty says so too.
    await page.keyboard.press('Tab');
    const phone = page.getByRole('textbox', { name: 'Phone number', exact: true });
    await expect(phone).toBeFocused();
    await expect(invalid).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#root_phone-error')).toHaveText('This field is required');
    await expect(invalid).toHaveCount(1);
    // Finish shows what is still missing, everywhere, and what was typed stays.
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page.locator('#root_phone-error')).toHaveText('This field is required');
    await expect(page.locator('#root_gender-error')).toHaveText('This field is required');
    await expect(page.getByRole('group', { name: /1\. Have you been diagnosed/ })).toContainText('This question must be answered');
    expect(await messages.count()).toBeGreaterThan(5);
    // Said under each open question once: the questions' own field does not say it again below the last of them.
    const criteria = page.locator('.criteria');
    const open = await criteria.locator('.criterion .field-error').count();
    expect(open).toBeGreaterThan(1);
    await expect(page.locator('.field').filter({ has: criteria }).getByText('This question must be answered').filter({ visible: true })).toHaveCount(open);
    await expect(page.locator('#root_criteria-error')).toBeHidden();
    await expect(name).toHaveValue('Wendy Qualified');
    await expect(zip).toHaveValue('77030');
    await expectAccessible(page);
  });

  test('a question opened by an answer after a failed Finish is not added to the error summary read out, which names only what Finish found open', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    // Pressed once the study's questions show, as a visitor would: pressed before, Finish waits for them (tested apart),
    // and on a loaded machine that wait outlasted this test's (a clean-clone run, 2026-12-01).
    await expect(question(page, /1\. Have you been diagnosed/)).toBeVisible();
    await page.getByRole('button', { name: 'Finish' }).click();
    const summary = page.getByRole('alert');
    await expect(summary.getByRole('link', { name: /^1\. Have you been diagnosed/ })).toBeVisible();
    await expect(summary.getByRole('link', { name: /Are you currently pregnant/ })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Female' }).check();
    // The follow-up question shows; the alert stays as it was, less the gender now answered.
    await expect(question(page, /4\. Are you currently pregnant/)).toBeVisible();
    await expect(summary.getByRole('link', { name: /^Gender/ })).toHaveCount(0);
    await expect(summary.getByRole('link', { name: /^1\. Have you been diagnosed/ })).toBeVisible();
    await expect(summary.getByRole('link', { name: /Are you currently pregnant/ })).toHaveCount(0);
    // Every question it named answered, the questions' line goes; the next Finish names the one still open.
    await question(page, /1\. Have you been diagnosed with type 2 diabetes/).getByRole('button', { name: 'Yes' }).click();
    await question(page, /2\. How are you currently managing/).getByRole('radio', { name: 'Metformin only' }).check();
    await question(page, /3\. What was your most recent A1C/).getByRole('radio', { name: 'Between 7% and 10.5%' }).check();
    await expect(summary.getByRole('link', { name: /^\d\./ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('alert').getByRole('link', { name: /Are you currently pregnant/ })).toBeVisible();
  });

  test("one question of the study's left unanswered is named in the error summary by itself, not by the questions' field", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    // Female, so the pregnancy question shows: every other answer given, it is the one left.
    await fillScreener(page, { name: 'Quinn Four', zip: '77030', phone: '713-555-0130', q1: 'Yes', q4: null });
    const pregnancy = question(page, /4\. Are you currently pregnant/);
    await expect(pregnancy).toBeVisible();
    await page.getByRole('button', { name: 'Finish' }).click();
    const links = page.locator('.error-summary').getByRole('link');
    await expect(links).toHaveText([/^4\. Are you currently pregnant or breastfeeding.*: This question must be answered$/]);
    await links.first().click();
    await expect(pregnancy.getByRole('button', { name: 'Yes' })).toBeFocused();
    // The link moved to its question and loaded no page (its address is '#', the question's buttons having no id): it
    // leaves no note of the site's own load. Such a note made the next person's typed address, within 30 s, go on with
    // this visit, and their Finish changed this person's lead into theirs.
    await pregnancy.getByRole('button', { name: 'No' }).click();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/signup\/ws10\/indications\?studyId=1001$/);
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    await fillScreener(page, { name: 'Nora Next', zip: '77030', phone: '713-555-0417', q1: 'Yes' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/signup\/ws10\/indications\?studyId=1001$/);
    const leads = await server.leads();
    expect(leads.filter((l) => ['+17135550130', '+17135550417'].includes(l.phone)).map((l) => `${l.firstName} ${l.lastName} ${l.phone}`).sort())
      .toEqual(['Nora Next +17135550417', 'Quinn Four +17135550130']);
  });

  test('a criterion answer disqualifies', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await fillScreener(page, { name: 'Dora Disqualified', zip: '77030', phone: '713-555-0112', q1: 'No' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, you didn't qualify for this study");
    await expect(page.getByRole('link', { name: 'Search other trials' })).toHaveAttribute('href', '/signup/study-search/home?ps=ws10');
    const { rows } = await screening(server, '+17135550112');
    expect(rows).toEqual([expect.objectContaining({ passed: false, reasons: ['criterion_1_disqualifying'] })]);
    // Back, a corrected answer and Finish again: the same lead is changed and screened in one request, its one row updated.
    const apiCalls = saveAndScreenCalls(page);
    // The address bar follows the step's first paint (widgets/router.tsx): Back once it shows the step.
    await expect(page).toHaveURL(/\/signup\/ws10\/indications\?studyId=1001$/);
    await page.goBack();
    await page.getByRole('group', { name: /1\. Have you been diagnosed/ }).getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    expect(apiCalls).toEqual(['PUT /api/leads/:id withScreening']);
    const again = await screening(server, '+17135550112');
    expect(again.rows).toEqual([expect.objectContaining({ passed: true, reasons: [], lead_id: again.lead?.id })]);
  });

  test('Back and a change after the thank-you update the lead; after a refresh, which leaves the person off the device, Back lands on the thank-you, even from the screener, instead of taking a change it cannot send or a second lead', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws15/home?studyId=1001`);
    await fillScreener(page, { name: 'Rita Refresh', zip: '77030', phone: '713-555-0114', q1: 'Yes' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/signup\/ws15\/indications\?studyId=1001$/);
    const conditions = page.getByRole('checkbox');
    await conditions.nth(0).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Rita!');
    // The step's address is written once its frame is painted (router.tsx, addressAfterPaint): Back pressed before that
    // leaves the page the visitor has left, so the visitor's Back comes once the address bar names the thank-you.
    await expect(page).toHaveURL(/\/signup\/ws15\/thanks\?studyId=1001$/);
    const stored = async () => (await server.leads()).filter((l) => l.phone === '+17135550114');
    const [first] = await stored();
    expect(first?.indications).toHaveLength(1);
    // Still holding the person: Back, another condition and Next change the same lead.
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/ws15\/indications\?studyId=1001$/);
    await conditions.nth(1).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Rita!');
    await expect.poll(async () => (await stored())[0]?.indications.length).toBe(2);
    // As above, the address names the thank-you once it is painted: a reload before that reloads the conditions, whose
    // history entry holds the home behind it.
    await expect(page).toHaveURL(/\/signup\/ws15\/thanks\?studyId=1001$/);
    // A refresh clears the completed visit's person; Back no longer opens a step whose save would be dropped.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you!');
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/ws15\/thanks\?studyId=1001$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you!');
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    // Further back, the screener itself: its form would come back empty and, sent again, make a second lead; it is
    // this visit's, so the thank-you shows instead. Opened anew, by its address, it is another visit's.
    const posts: string[] = [];
    page.on('request', (r) => { if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/leads') posts.push(r.url()); });
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/ws15\/thanks\?studyId=1001$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you!');
    await page.goto(`${server.url}/signup/ws15/home?studyId=1001`);
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    expect(posts).toEqual([]);
    const after = await stored();
    expect(after).toHaveLength(1);
    expect(after[0]?.indications).toHaveLength(2);
  });

  test("after the thank-you, the browser's Back to the screener finds the answers, and a correction updates the same lead", async ({ page, server }) => {
    const sent: string[] = [];
    page.on('request', (r) => { const path = new URL(r.url()).pathname; if (path.startsWith('/api/leads')) sent.push(r.method()); });
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await fillScreener(page, { name: 'Wes Ten', zip: '77030', phone: '713-555-0164', q1: 'Yes' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/signup\/ws10\/indications\?studyId=1001$/);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Wes!');
    await expect(page).toHaveURL(/\/signup\/ws10\/thanks\?studyId=1001$/);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/ws10\/home\?studyId=1001$/);
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Wes Ten');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('713-555-0167');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/signup\/ws10\/indications\?studyId=1001$/);
    // The screener's save, the conditions' and the correction's: one lead, changed twice.
    expect(sent).toEqual(['POST', 'PUT', 'PUT']);
    const leads = (await server.leads()).filter((l) => l.phone === '+17135550164' || l.phone === '+17135550167');
    expect(leads.map((l) => l.phone)).toEqual(['+17135550167']);
    // Reached by a link rather than Back, the screener is a new sign-up's (another person on the same device).
    await page.goto(`${server.url}/signup/ws10/thanks?studyId=1001`);
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
  });

  test("the screener opened again by its link once its lead is saved starts another visit: the second person's answers are a lead of their own, and the first's passed screening stays", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await fillScreener(page, { name: 'Max Patient', zip: '77030', phone: '713-555-0128', q1: 'Yes' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).not.toHaveURL(/\/home\?/);
    const first = await screening(server, '+17135550128');
    expect(first.rows.map((r) => r.passed)).toEqual([true]);
    // The same tab opens the screener's link again: it used to come back with Max's answers, and the new person's
    // answers went over his lead, his passed screening replaced by theirs.
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('');
    await fillScreener(page, { name: 'Nell Helper', zip: '77030', phone: '713-555-0129', q1: 'No' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).not.toHaveURL(/\/home\?/);
    await expect.poll(async () => (await screening(server, '+17135550129')).rows.map((r) => r.passed)).toEqual([false]);
    const kept = await screening(server, '+17135550128');
    expect(kept.lead).toMatchObject({ id: first.lead?.id, firstName: 'Max', lastName: 'Patient' });
    expect(kept.rows.map((r) => r.passed)).toEqual([true]);
    // Back to the screener, and a reload there, go on with the visit: its answers are there to change.
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/ws10\/home\?studyId=1001$/);
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Nell Helper');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Nell Helper');
  });

  test("Back into an earlier visit's result for another study shows no other study's verdict: the result of a study this tab holds no verdict for goes to its screener", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await fillScreener(page, { name: 'Vera Twostudies', zip: '77030', phone: '713-555-0231', q1: 'No' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, you didn't qualify for this study");
    await expect(page).toHaveURL(/\/signup\/ws10\/indications\?studyId=1001$/);
    // The same tab, another study's screener by its link: another visit, which qualifies.
    await page.goto(`${server.url}/signup/ws10/home?studyId=1007`);
    await fillLungScreener(page, { name: 'Vera Twostudies', zip: '77030', phone: '713-555-0232' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    await expect(page).toHaveURL(/\/signup\/ws10\/indications\?studyId=1007$/);
    // Back twice, to study 1001's result: it said "Congratulations" there, for the study the server had refused her for.
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/ws10\/home\?studyId=1007$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/ws10\/home\?studyId=1001$/);
    await expect(page.getByRole('button', { name: 'Finish' })).toBeVisible();
    await expect(page.getByText('Congratulations, you pre-qualified for this study!')).toHaveCount(0);
    const refused = await screening(server, '+17135550231');
    expect(refused.rows.map((r) => r.passed)).toEqual([false]);
    // The same result's address in another flow built on ws10 holds no verdict of ws10's either.
    await page.goto(`${server.url}/signup/ws15/indications?studyId=1007`);
    await expect(page).toHaveURL(/\/signup\/ws15\/home\?studyId=1007$/);
    await expect(page.getByTestId('result-unknown')).toHaveCount(0);
  });

  test("Back into an earlier visit's result for the same study shows no later visit's verdict: the result goes to the screener, and the first visit's pass stays stored", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await fillScreener(page, { name: 'Ida Firstvisit', zip: '77030', phone: '713-555-0233', q1: 'Yes' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    // The same tab opens the screener's link again: another visit, for the same study, which the server refuses.
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await fillScreener(page, { name: 'Ida Firstvisit', zip: '77030', phone: '713-555-0234', q1: 'No' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, you didn't qualify for this study");
    // The later visit's result, refreshed, still shows its own verdict. (Its address is written once its first frame is
    // painted: a reload before that reloads the screener.)
    await expect(page).not.toHaveURL(/\/home\?/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, you didn't qualify for this study");
    // Back twice, to the first visit's result: it said "Sorry" there, where the server had found her qualified. It goes
    // to the screener; a browser that kept that page whole (its back-forward cache) shows it as it was, with its own pass.
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/ws10\/home\?studyId=1001$/);
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Finish' }).or(page.getByRole('heading', { level: 1, name: 'Congratulations, you pre-qualified for this study!' }))).toBeVisible();
    await expect(page.getByText("Sorry, you didn't qualify for this study")).toHaveCount(0);
    expect((await screening(server, '+17135550233')).rows.map((r) => r.passed)).toEqual([true]);
  });

  test('a unit switched after typing shows the measure rounded and screens the measure typed: 5 ft 5 in and 150 lb (BMI 25.0) shown as 165.1 cm and 68 kg still qualifies for a BMI of 25 to 45', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await fillScreener(page, { name: 'Bea Boundary', zip: '77030', phone: '713-555-0237', q1: 'Yes' });
    await page.getByRole('textbox', { name: 'Pounds' }).fill('150');
    await page.getByRole('radio', { name: 'Kilograms' }).check();
    await expect(page.getByRole('textbox', { name: 'Kilograms' })).toHaveValue('68');
    await page.getByRole('radio', { name: 'cm' }).check();
    await expect(page.getByRole('textbox', { name: 'Centimeters' })).toHaveValue('165.1');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    const { rows } = await screening(server, '+17135550237');
    expect(rows).toEqual([expect.objectContaining({ passed: true, reasons: [] })]);
  });

  test('no study site near the postal code', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await fillScreener(page, { name: 'Nora Nosite', zip: '04401', phone: '207-555-0113', q1: 'Yes' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, there is no study site near you available right now');
    const { rows } = await screening(server, '+12075550113');
    expect(rows).toEqual([expect.objectContaining({ passed: false, reasons: ['no_site'] })]);
  });

  test('in Spanish, and ws15 derived from ws10', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/es/ws15/home?studyId=1001`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Descubra en 2 minutos si este estudio es para usted');
    await expect(page.getByRole('group', { name: /1\. ¿Un médico le ha diagnosticado diabetes tipo 2/ })).toBeVisible();
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'complete los campos' })).toBeVisible();
  });

  test('a web screener without a known study goes to the default study search', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=424242`);
    await expect(page).toHaveURL(/\/signup\/ss6\/home\?studyId=424242$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find clinical trials near you');
  });
});
