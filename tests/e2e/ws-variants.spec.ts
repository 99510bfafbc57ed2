import { test, expect, expectAccessible } from './fixtures.ts';
import { answerHealthQuestions, fillLungScreener, fillScreener, question, screening, answerForSomeoneElse } from './support/screener.ts';
import type { Page } from '@playwright/test';
import { loseLeadSaveAnswers } from './support/heldAnswers.ts';

async function consents(server: { app: { db: { query<T>(sql: string, p?: unknown[]): Promise<{ rows: T[] }> } } }, leadId: string | undefined) {
  const { rows } = await server.app.db.query<{ type: string; granted: boolean; text: string; details: Record<string, unknown> | null }>(
    'SELECT type, granted, text, details FROM consents WHERE lead_id = $1 ORDER BY id', [leadId]);
  return rows;
}

/** ws19 answered by a caregiver for a participant born 03/10/1960, who pre-qualifies. */
async function caregiverQualifiesOnWs19(page: Page, url: string, v: { caregiver: string; phone: string; participant: string }) {
  await page.goto(`${url}/signup/ws19/home?studyId=1001`);
  await fillScreener(page, { name: v.caregiver, zip: '77030', phone: v.phone, q1: 'Yes' });
  await answerForSomeoneElse(page, { caregiver: v.caregiver, participant: v.participant, participantBorn: '03/10/1960' });
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
  // The address is written after the step's first frame: a Back before it would leave the screener.
  await expect(page).toHaveURL(/\/signup\/ws19\/indications\?/);
}

/** From ws19's result, Back to the screener, another participant (name, birth date) in the last one's place, and Finish. */
async function qualifyAnotherParticipantOnWs19(page: Page, name: string, born: string) {
  await page.goBack();
  await page.getByRole('textbox', { name: "Participant's full name" }).fill(name);
  await page.getByRole('textbox', { name: "Participant's date of birth" }).fill(born);
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
  await expect(page).toHaveURL(/\/signup\/ws19\/indications\?/);
}

/** ws19 answered and finished, then its texts box ticked while the consents cannot be sent: the page says so. */
async function grantThatCannotBeSent(page: Page, url: string, visitor: Parameters<typeof fillScreener>[1]) {
  await page.goto(`${url}/signup/ws19/home?studyId=1001`);
  await fillScreener(page, visitor);
  await page.getByRole('button', { name: 'Finish' }).click();
  const box = page.getByRole('checkbox', { name: /automated text messages/ });
  await page.route('**/api/leads/*/consents', (route) => route.abort());
  await box.check();
  await expect(page.getByText(/We could not save your answers just now/)).toBeVisible({ timeout: 15_000 });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  return box;
}

/** The signing link the server gives the page (read as it passes, since the page navigates away at once). */
async function captureSigningLink(page: import('@playwright/test').Page, held: Promise<void> = Promise.resolve()): Promise<() => string> {
  let link = '';
  await page.route('**/api/esign/sessions', async (route) => {
    // The session's start may be held, to see the page while it waits.
    await held;
    const response = await route.fetch();
    link = ((await response.json()) as { customerURL: string }).customerURL;
    await route.fulfill({ response });
  });
  return () => link;
}

test.describe('web-screener variants', () => {
  test('ws16: a qualified visitor answers the health-data consent, then the other conditions appear', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws16/home?studyId=1001`);
    await fillScreener(page, { name: 'Gina Consent', zip: '77030', phone: '713-555-0121', q1: 'Yes' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    await expect(page.getByRole('heading', { name: 'Do you have any other conditions?' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Yes, I consent' }).click();
    // The choice's buttons give way to the note, which takes focus; the next Tab reaches the conditions that appeared.
    await expect(page.getByText('Thank you, your responses have been recorded.')).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Do you have any other conditions?' })).toBeVisible();
    // The page says the choice was recorded: it is, before Next (it was stored only on Next, and lost with a closed tab).
    const { lead, rows } = await screening(server, '+17135550121');
    expect(rows[0]?.passed).toBe(true);
    await expect.poll(async () => (await consents(server, lead?.id)).filter((c) => c.type === 'medicalRecords').map((c) => c.granted)).toEqual([true]);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Gina!');
    // Next stores it no second time.
    const stored = (await consents(server, lead?.id)).filter((c) => c.type === 'medicalRecords');
    expect(stored).toEqual([expect.objectContaining({ granted: true, text: expect.stringContaining('valid for 5 years') })]);
  });

  test('ws16: without qualifying, the other conditions show straight away', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws16/home?studyId=1001`);
    await fillScreener(page, { name: 'Hank Nope', zip: '77030', phone: '713-555-0122', q1: 'No' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, you didn't qualify for this study");
    await expect(page.getByRole('button', { name: 'Yes, I consent' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Do you have any other conditions?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  });

  test('ws17 on a phone: consent by e-signature on the built-in signing page', async ({ browser, server }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/signup/ws17/home?studyId=1001`);
    await fillScreener(page, { name: 'Ivy Signer', zip: '77030', phone: '713-555-0123', q1: 'Yes' });
    await page.getByRole('button', { name: 'Finish' }).click();
    let release = () => {};
    const signingLink = await captureSigningLink(page, new Promise<void>((resolve) => { release = resolve; }));
    // By keyboard: while the session starts, focus stays on the yes, which says it is busy (it fell to the page body).
    await page.getByRole('button', { name: 'Yes, sign the consent' }).focus();
    await page.keyboard.press('Enter');
    const busy = page.getByRole('button', { name: 'Opening the signing page…' });
    await expect(busy).toBeFocused();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign your consent');
    // Titled by its heading, as every page is (it was the campaigns' default, "Registration").
    await expect(page).toHaveTitle(/^Sign your consent – /);
    // The link's secret travels in the fragment; the page takes it out of the address bar.
    expect(signingLink()).toMatch(/^\/signup\/esign\/[0-9a-f-]{36}#k=[A-Za-z0-9_-]{32}$/);
    await expect(page).toHaveURL(/\/signup\/esign\/[0-9a-f-]{36}$/);
    await expect(page.getByText(/valid for 5 years/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Your full name (signature)' }).fill('Ivy');
    await page.getByRole('button', { name: 'Sign' }).click();
    await expect(page.getByRole('alert')).toHaveText('Type your full name to sign');
    // A refused signature takes focus back to the box, as a refused Next takes it to what is wrong.
    await expect(page.getByRole('textbox', { name: 'Your full name (signature)' })).toBeFocused();
    // Someone else's name signs nothing: the consent is the lead's.
    await page.getByRole('textbox', { name: 'Your full name (signature)' }).fill('John Smith');
    await page.getByRole('button', { name: 'Sign' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Type your full name as you gave it on the form to sign');
    await expect(page.getByRole('textbox', { name: 'Your full name (signature)' })).toBeFocused();
    await expect(page).toHaveURL(/\/signup\/esign\//);
    await page.getByRole('textbox', { name: 'Your full name (signature)' }).fill('Ivy Signer');
    await page.getByRole('button', { name: 'Sign' }).click();
    await expect(page).toHaveURL(/\/signup\/ws17\/indications\?studyId=1001&esign=/);
    await expect(page.getByText('Thank you, your responses have been recorded.')).toBeVisible();
    // The browser's Back to the signing page: it says the consent is signed and offers the way back, not a second signature.
    await page.goBack();
    await expect(page.getByRole('status')).toHaveText('You have signed this consent.');
    await expect(page.getByRole('button', { name: 'Sign' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Your full name (signature)' })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Return to the form' }).click();
    await expect(page).toHaveURL(/\/signup\/ws17\/indications\?studyId=1001&esign=/);
    await expect(page.getByText('Thank you, your responses have been recorded.')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Ivy!');
    const { lead } = await screening(server, '+17135550123');
    const medical = (await consents(server, lead?.id)).filter((c) => c.type === 'medicalRecords');
    expect(medical).toEqual([expect.objectContaining({ granted: true, text: expect.stringContaining('Signed: Ivy Signer') })]);
    await context.close();
  });

  test("ws17's no is recorded as a refusal in the words shown, as ws16's is, and opens no signing page", async ({ browser, server }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/signup/ws17/home?studyId=1001`);
    await fillScreener(page, { name: 'Nell Declines', zip: '77030', phone: '713-555-0107', q1: 'Yes' });
    await page.getByRole('button', { name: 'Finish' }).click();
    const question = await page.getByText(/May the study team receive your health data/).textContent();
    await page.getByRole('button', { name: 'No, I do not consent' }).click();
    await expect(page.getByText('Thank you, your responses have been recorded.')).toBeVisible();
    await expect(page).toHaveURL(/\/signup\/ws17\/indications/);
    // Recorded as the page says, before Next (tester 5: stored only on Next, and lost with the tab).
    const { lead } = await screening(server, '+17135550107');
    await expect.poll(async () => (await consents(server, lead?.id)).filter((c) => c.type === 'medicalRecords').map((c) => c.granted)).toEqual([false]);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Nell!');
    const medical = (await consents(server, lead?.id)).filter((c) => c.type === 'medicalRecords');
    expect(medical).toEqual([expect.objectContaining({ granted: false, text: expect.stringContaining(question ?? 'missing') })]);
    expect(medical[0]?.text).toContain('5 years');
    await context.close();
  });

  test('ws17 by SMS link: another phone signs with the link alone; a link without its secret opens nothing', async ({ browser, server }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/signup/ws17/home?studyId=1001`);
    await fillScreener(page, { name: 'Kim Texted', zip: '77030', phone: '713-555-0135', q1: 'Yes' });
    await page.getByRole('button', { name: 'Finish' }).click();
    const signingLink = await captureSigningLink(page);
    await page.getByRole('button', { name: 'Yes, sign the consent' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign your consent');
    const link = signingLink();
    await context.close();
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const other = await phone.newPage();
    await other.goto(`${server.url}${link.split('#')[0]}`);
    await expect(other.getByRole('alert')).toHaveText('This signing link is not valid.');
    // The whole link, opened as a text message opens it: a fresh page.
    const signer = await phone.newPage();
    await signer.goto(`${server.url}${link}`);
    await expect(signer.getByText(/valid for 5 years/)).toBeVisible();
    await signer.getByRole('textbox', { name: 'Your full name (signature)' }).fill('Kim Texted');
    const returned = signer.waitForURL(/\/signup\/ws17\/indications\?studyId=1001&esign=/, { waitUntil: 'commit' });
    await signer.getByRole('button', { name: 'Sign' }).click();
    // The signing returns to the step that asked for it; this phone holds no visit, so that step gives way to the
    // screener's first (its address is the one only for a moment: the test waits for the navigation, not a reading).
    await returned;
    await expect(signer).toHaveURL(/\/signup\/ws17\/home\?studyId=1001&esign=/);
    const { lead } = await screening(server, '+17135550135');
    const medical = (await consents(server, lead?.id)).filter((c) => c.type === 'medicalRecords');
    expect(medical).toEqual([expect.objectContaining({ granted: true, text: expect.stringContaining('Signed: Kim Texted') })]);
    await phone.close();
  });

  test('ws17 on a wide screen shows the other conditions straight away', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws17/home?studyId=1001`);
    await fillScreener(page, { name: 'Jon Wide', zip: '77030', phone: '713-555-0124', q1: 'Yes' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    await expect(page.getByRole('button', { name: 'Yes, sign the consent' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Do you have any other conditions?' })).toBeVisible();
  });

  test('ws19: each change of the commercial-texts checkbox is stored as a consent', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws19/home?studyId=1001`);
    await fillScreener(page, { name: 'Kim Brand', zip: '77030', phone: '713-555-0125', q1: 'Yes' });
    await page.getByRole('button', { name: 'Finish' }).click();
    const box = page.getByRole('checkbox', { name: /automated text messages/ });
    await box.check();
    const { lead } = await screening(server, '+17135550125');
    await expect.poll(async () => (await consents(server, lead?.id)).filter((c) => c.type === 'commercial').length).toBe(1);
    await box.uncheck();
    await expect.poll(async () => (await consents(server, lead?.id)).filter((c) => c.type === 'commercial').map((c) => c.granted)).toEqual([true, false]);
    const first = (await consents(server, lead?.id)).find((c) => c.type === 'commercial');
    expect(first).toMatchObject({ text: expect.stringContaining('automated text messages'), details: { isInternational: false, studySiteExternalId: expect.stringMatching(/^SS-/), phone: '+17135550125', postalCode: '77030', country: 'US' } });
  });

  test('ws19: a grant of texts, then Back and the phone changed: the box starts unticked and the page says so; ticked again, each grant names the phone it was given for', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws19/home?studyId=1001`);
    await fillScreener(page, { name: 'Pia Phone', zip: '77030', phone: '713-555-0244', q1: 'Yes' });
    await page.getByRole('button', { name: 'Finish' }).click();
    const box = page.getByRole('checkbox', { name: /automated text messages/ });
    await box.check();
    const { lead } = await screening(server, '+17135550244');
    const granted = async () => (await consents(server, lead?.id)).filter((c) => c.type === 'commercial').map((c) => [c.granted, (c.details as { phone?: string } | null)?.phone]);
    await expect.poll(granted).toEqual([[true, '+17135550244']]);
    await page.goBack();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('713-555-0245');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    await expect(box).not.toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: /were cleared when it was shown again/ })).toBeVisible();
    await box.check();
    await expect.poll(granted).toEqual([[true, '+17135550244'], [true, '+17135550245']]);
    // Back and forward again with the same phone: the grant on file for it shows ticked, and nothing more is stored.
    await page.goBack();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(box).toBeChecked();
    await expect(page.getByText(/were cleared when it was shown again/)).toHaveCount(0);
    expect(await granted()).toHaveLength(2);
    expect((await server.leads()).filter((l) => l.firstName === 'Pia')).toHaveLength(1);
  });

  test('ws19: a choice of texts that could not be sent, then Back and the phone changed: it is not stored for the new phone; the box is asked again', async ({ page, server }) => {
    const box = await grantThatCannotBeSent(page, server.url, { name: 'Rex Waiting', zip: '77030', phone: '713-555-0247', q1: 'Yes' });
    await page.goBack();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('713-555-0248');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    await expect(box).not.toBeChecked();
    const { lead } = await screening(server, '+17135550248');
    const commercial = async () => (await consents(server, lead?.id)).filter((c) => c.type === 'commercial').map((c) => [c.granted, (c.details as { phone?: string } | null)?.phone]);
    expect(await commercial()).toEqual([]);
    await box.check();
    await expect.poll(commercial).toEqual([[true, '+17135550248']]);
  });

  test('ws19: texts granted as Myself, then Someone else, then Myself again: the box shows the grant on file for each lead', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws19/home?studyId=1001`);
    await fillScreener(page, { name: 'Uma Switch', zip: '77030', phone: '713-555-0249', q1: 'Yes' });
    await page.getByRole('button', { name: 'Finish' }).click();
    const box = page.getByRole('checkbox', { name: /automated text messages/ });
    await box.check();
    await expect.poll(async () => (await consents(server, (await screening(server, '+17135550249')).lead?.id)).filter((c) => c.type === 'commercial').length).toBe(1);
    await page.goBack();
    await answerForSomeoneElse(page, { caregiver: 'Uma Switch', participant: 'Pat Person' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).not.toHaveURL(/\/home\?/);
    // The participant's lead has no choice of texts on file.
    await expect(box).not.toBeChecked();
    await page.goBack();
    await page.getByRole('radio', { name: 'Myself' }).check();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Uma Switch');
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('05/05/1970');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    await expect(box).toBeChecked();
    const leads = (await server.leads()).filter((l) => l.phone === '+17135550249');
    expect(leads.map((l) => [l.firstName, l.consents.filter((c) => c.type === 'commercial').map((c) => c.granted)]).sort()).toEqual([['Pat', []], ['Uma', [true]]]);
  });

  test("ws19: a caregiver who answered for one participant, then put another's name and birth date in their place, makes the second a lead of their own; the first keeps their screening and texts grant, and is taken up again", async ({ page, server }) => {
    await caregiverQualifiesOnWs19(page, server.url, { caregiver: 'Cara Giver', phone: '713-555-0254', participant: 'Pat Kai' });
    const box = page.getByRole('checkbox', { name: /automated text messages/ });
    await box.check();
    const leads = async () => (await server.leads()).filter((l) => l.phone === '+17135550254');
    const screenings = async (leadId: string | undefined) =>
      (await server.app.db.query<{ passed: boolean }>('SELECT passed FROM screenings WHERE lead_id = $1', [leadId])).rows.map((r) => r.passed);
    const commercialOf = async (leadId: string | undefined) => (await consents(server, leadId)).filter((c) => c.type === 'commercial').map((c) => c.granted);
    await expect.poll(async () => commercialOf((await leads())[0]?.id)).toEqual([true]);
    const pat = (await leads())[0];
    await page.goBack();
    await page.getByRole('textbox', { name: "Participant's full name" }).fill('Sue Other');
    await page.getByRole('textbox', { name: "Participant's date of birth" }).fill('07/01/1962');
    // Sue has not been diagnosed: her verdict is not Pat's.
    await question(page, /1\. Have you been diagnosed with type 2 diabetes/).getByRole('button', { name: 'No' }).click();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/signup\/ws19\/indications\?/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Congratulations, you pre-qualified for this study!');
    await expect.poll(async () => (await leads()).length).toBe(2);
    const sue = (await leads()).find((l) => l.firstName === 'Sue');
    expect((await leads()).find((l) => l.id === pat?.id)).toMatchObject({ firstName: 'Pat', lastName: 'Kai', dateOfBirth: '1960-03-10' });
    expect(sue).toMatchObject({ lastName: 'Other', dateOfBirth: '1962-07-01' });
    expect(await screenings(pat?.id)).toEqual([true]);
    expect(await screenings(sue?.id)).toEqual([false]);
    expect(await commercialOf(sue?.id)).toEqual([]);
    expect(await commercialOf(pat?.id)).toEqual([true]);
    // Pat again: his lead is taken up, with his choice of texts on file, and no third lead is made.
    await page.goBack();
    await page.getByRole('textbox', { name: "Participant's full name" }).fill('Pat Kai');
    await page.getByRole('textbox', { name: "Participant's date of birth" }).fill('03/10/1960');
    await question(page, /1\. Have you been diagnosed with type 2 diabetes/).getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    await expect(box).toBeChecked();
    expect((await leads()).map((l) => l.id).sort()).toEqual([pat?.id, sue?.id].sort());
    expect(await screenings(pat?.id)).toEqual([true]);
  });

  test("ws19: the texts box unticked after Next and Back is stored at once: the browser's Back and Forward find it unticked, with no notice of a change unsent", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws19/home?studyId=1001`);
    await fillScreener(page, { name: 'Una Untick', zip: '77030', phone: '713-555-0284', q1: 'Yes' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/signup\/ws19\/indications\?/);
    const box = page.getByRole('checkbox', { name: /automated text messages/ });
    const commercial = async () => (await server.leads()).find((l) => l.phone === '+17135550284')?.consents.filter((c) => c.type === 'commercial').map((c) => c.granted);
    await box.check();
    await expect.poll(commercial).toEqual([true]);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).not.toHaveURL(/\/indications\?/);
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/ws19\/indications\?/);
    await box.uncheck();
    await expect.poll(commercial).toEqual([true, false]);
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/ws19\/home\?/);
    await page.goForward();
    await expect(page).toHaveURL(/\/signup\/ws19\/indications\?/);
    await expect(box).not.toBeChecked();
    await expect(page.getByText(/have not been sent yet|were cleared/)).toHaveCount(0);
    expect(await commercial()).toEqual([true, false]);
  });

  test("ws19: Next past the texts box left untouched, then Back: the box is unticked, and nothing says a choice was cleared", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws19/home?studyId=1001`);
    await fillScreener(page, { name: 'Ivo Idle', zip: '77030', phone: '713-555-0286', q1: 'Yes' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/signup\/ws19\/indications\?/);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).not.toHaveURL(/\/indications\?/);
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/ws19\/indications\?/);
    await expect(page.getByRole('checkbox', { name: /automated text messages/ })).not.toBeChecked();
    await expect(page.getByText(/were cleared|have not been sent yet/)).toHaveCount(0);
  });

  test("ws19: twins of one birth date, another name and another gender, are two leads: the brother typed in his sister's place does not take over her lead, her screening or her texts grant", async ({ page, server }) => {
    await caregiverQualifiesOnWs19(page, server.url, { caregiver: 'Tia Giver', phone: '713-555-0262', participant: 'Ann Kai' });
    const box = page.getByRole('checkbox', { name: /automated text messages/ });
    await box.check();
    const leads = async () => (await server.leads()).filter((l) => l.phone === '+17135550262');
    const commercialOf = async (name: string) => (await leads()).find((l) => l.firstName === name)?.consents.filter((c) => c.type === 'commercial').map((c) => c.granted);
    await expect.poll(() => commercialOf('Ann')).toEqual([true]);
    const ann = (await leads())[0];
    await page.goBack();
    await page.getByRole('textbox', { name: "Participant's full name" }).fill('Andy Kai');
    await page.getByRole('radio', { name: 'Male', exact: true }).check();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    await expect(page).toHaveURL(/\/signup\/ws19\/indications\?/);
    // His own lead, whose texts box he has not ticked.
    await expect(box).not.toBeChecked();
    await expect.poll(async () => (await leads()).length).toBe(2);
    expect((await leads()).find((l) => l.id === ann?.id)).toMatchObject({ firstName: 'Ann', gender: 'female', dateOfBirth: '1960-03-10' });
    expect((await leads()).find((l) => l.id !== ann?.id)).toMatchObject({ firstName: 'Andy', gender: 'male', dateOfBirth: '1960-03-10' });
    expect(await commercialOf('Ann')).toEqual([true]);
    expect(await commercialOf('Andy')).toEqual([]);
    const passed = async (name: string) => (await server.app.db.query<{ passed: boolean }>('SELECT s.passed FROM screenings s JOIN leads l ON l.id = s.lead_id WHERE l.phone = $1 AND l.first_name = $2', ['+17135550262', name])).rows.map((r) => r.passed);
    expect(await passed('Ann')).toEqual([true]);
    expect(await passed('Andy')).toEqual([true]);
    // A first name corrected alone is the same twin: his lead is changed, and no third is made.
    await page.goBack();
    await page.getByRole('textbox', { name: "Participant's full name" }).fill('Andrew Kai');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    await expect(page).toHaveURL(/\/signup\/ws19\/indications\?/);
    await expect.poll(async () => (await leads()).map((l) => l.firstName).sort()).toEqual(['Andrew', 'Ann']);
    // Ann typed back one field at a time (her name, his gender still on the form): her lead, with her grant on file, not
    // a new name for her brother.
    await page.goBack();
    await page.getByRole('textbox', { name: "Participant's full name" }).fill('Ann Kai');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    await expect(box).toBeChecked();
    await page.goBack();
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    await expect(box).toBeChecked();
    await expect.poll(async () => (await leads()).map((l) => `${l.firstName} ${l.gender}`).sort()).toEqual(['Andrew male', 'Ann female']);
    expect(await commercialOf('Ann')).toEqual([true]);
    expect(await commercialOf('Andrew')).toEqual([]);
    expect(await passed('Ann')).toEqual([true]);
  });

  test("ws19: a second participant's birth date corrected to the first one's is not a new name for the first one's lead: Ann keeps her lead, her passed screening and her texts grant", async ({ page, server }) => {
    await caregiverQualifiesOnWs19(page, server.url, { caregiver: 'Ida Giver', phone: '713-555-0267', participant: 'Ann Kai' });
    const box = page.getByRole('checkbox', { name: /automated text messages/ });
    await box.check();
    const leads = async () => (await server.leads()).filter((l) => l.phone === '+17135550267');
    await expect.poll(async () => (await leads())[0]?.consents.filter((c) => c.type === 'commercial').map((c) => c.granted)).toEqual([true]);
    const ann = (await leads())[0];
    await page.goBack();
    await page.getByRole('textbox', { name: "Participant's full name" }).fill('Sue Kai');
    await page.getByRole('textbox', { name: "Participant's date of birth" }).fill('07/01/1962');
    await question(page, /1\. Have you been diagnosed with type 2 diabetes/).getByRole('button', { name: 'No' }).click();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/signup\/ws19\/indications\?/);
    await page.goBack();
    await page.getByRole('textbox', { name: "Participant's date of birth" }).fill('03/10/1960');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/signup\/ws19\/indications\?/);
    await expect(box).not.toBeChecked();
    await expect.poll(async () => (await leads()).length).toBe(3);
    expect((await leads()).find((l) => l.id === ann?.id)).toMatchObject({ firstName: 'Ann', dateOfBirth: '1960-03-10' });
    expect((await leads()).find((l) => l.id === ann?.id)?.consents.filter((c) => c.type === 'commercial').map((c) => c.granted)).toEqual([true]);
    const passed = (await server.app.db.query<{ passed: boolean }>('SELECT passed FROM screenings WHERE lead_id = $1', [ann?.id])).rows.map((r) => r.passed);
    expect(passed).toEqual([true]);
  });

  test("ws19: participants switched back and forth: each one's box shows their own choice on file, not the box as the last one left it", async ({ page, server }) => {
    await caregiverQualifiesOnWs19(page, server.url, { caregiver: 'Jo Giver', phone: '713-555-0259', participant: 'Pat Kai' });
    const box = page.getByRole('checkbox', { name: /automated text messages/ });
    const leads = async () => (await server.leads()).filter((l) => l.phone === '+17135550259');
    const choices = async (name: string) => (await leads()).find((l) => l.firstName === name)?.consents.filter((c) => c.type === 'commercial').map((c) => c.granted);
    const answerFor = (name: string, born: string) => qualifyAnotherParticipantOnWs19(page, name, born);
    await answerFor('Sue Other', '07/01/1962');
    await box.check();
    await expect.poll(() => choices('Sue')).toEqual([true]);
    await answerFor('Pat Kai', '03/10/1960');
    await box.check();
    await expect.poll(() => choices('Pat')).toEqual([true]);
    await box.uncheck();
    await expect.poll(() => choices('Pat')).toEqual([true, false]);
    await answerFor('Sue Other', '07/01/1962');
    await expect(box).toBeChecked();
    await expect(page.getByText(/were cleared/)).toHaveCount(0);
    await answerFor('Pat Kai', '03/10/1960');
    await expect(box).not.toBeChecked();
  });

  test("ws19: a choice of texts still on its way when the caregiver answers for another participant goes to the participant it was made for", async ({ page, server }) => {
    await caregiverQualifiesOnWs19(page, server.url, { caregiver: 'Kay Giver', phone: '713-555-0260', participant: 'Pat Kai' });
    await page.goBack();
    await page.getByRole('textbox', { name: "Participant's full name" }).fill('Sue Other');
    await page.getByRole('textbox', { name: "Participant's date of birth" }).fill('07/01/1962');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    await expect(page).toHaveURL(/\/signup\/ws19\/indications\?/);
    await page.route('**/api/leads/*/consents', async (route) => { await new Promise((resolve) => setTimeout(resolve, 1500)); await route.continue(); });
    const box = page.getByRole('checkbox', { name: /automated text messages/ });
    await box.check();
    await box.uncheck();
    await page.goBack();
    await page.getByRole('textbox', { name: "Participant's full name" }).fill('Pat Kai');
    await page.getByRole('textbox', { name: "Participant's date of birth" }).fill('03/10/1960');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    const choices = async (name: string) => (await server.leads()).find((l) => l.phone === '+17135550260' && l.firstName === name)?.consents.filter((c) => c.type === 'commercial').map((c) => c.granted);
    await expect.poll(() => choices('Sue')).toEqual([true, false]);
    expect(await choices('Pat')).toEqual([]);
    await expect(box).not.toBeChecked();
  });

  test("ws19: a choice of texts the server stored but whose answer was lost stays with its participant: after another participant and back, their box shows it", async ({ page, server }) => {
    await caregiverQualifiesOnWs19(page, server.url, { caregiver: 'Lu Giver', phone: '713-555-0261', participant: 'Pat Kai' });
    await page.route('**/api/leads/*/consents', async (route) => { await route.fetch(); await route.abort(); });
    const box = page.getByRole('checkbox', { name: /automated text messages/ });
    await box.check();
    await expect(page.getByText(/We could not save your answers just now/)).toBeVisible({ timeout: 15_000 });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const choices = async (name: string) => (await server.leads()).find((l) => l.phone === '+17135550261' && l.firstName === name)?.consents.filter((c) => c.type === 'commercial').map((c) => c.granted);
    await qualifyAnotherParticipantOnWs19(page, 'Sue Other', '07/01/1962');
    await qualifyAnotherParticipantOnWs19(page, 'Pat Kai', '03/10/1960');
    await expect(box).toBeChecked();
    expect(await choices('Sue')).toEqual([]);
    expect(new Set(await choices('Pat'))).toEqual(new Set([true]));
  });

  test("ws19: after the texts box is ticked and the result loaded again (a reload, a language switch), another participant put in the first one's place is still a lead of their own", async ({ page, server }) => {
    await caregiverQualifiesOnWs19(page, server.url, { caregiver: 'Gil Giver', phone: '713-555-0256', participant: 'Lee Kai' });
    const box = page.getByRole('checkbox', { name: /automated text messages/ });
    await box.check();
    const leads = async () => (await server.leads()).filter((l) => l.phone === '+17135550256');
    await expect.poll(async () => (await leads())[0]?.consents.filter((c) => c.type === 'commercial').length).toBe(1);
    await expect(page).toHaveURL(/\/signup\/ws19\/indications\?/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/ws19\/home\?/);
    await page.getByRole('textbox', { name: "Participant's full name" }).fill('Kim Other');
    await page.getByRole('textbox', { name: "Participant's date of birth" }).fill('07/01/1962');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    await expect(box).not.toBeChecked();
    await expect.poll(async () => (await leads()).map((l) => [l.firstName, l.dateOfBirth, l.consents.filter((c) => c.type === 'commercial').length]).sort())
      .toEqual([['Kim', '1962-07-01', 0], ['Lee', '1960-03-10', 1]]);
  });

  test("ws10: a save for another participant whose answer was lost, then a reload and the first participant again: the first's lead is taken up, not made again and told they had already pre-qualified", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await fillScreener(page, { name: 'Hal Giver', zip: '77030', phone: '713-555-0257', q1: 'Yes' });
    await answerForSomeoneElse(page, { caregiver: 'Hal Giver', participant: 'Lou Kai', participantBorn: '03/10/1960' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    await expect(page).toHaveURL(/\/signup\/ws10\/indications\?/);
    const leads = async () => (await server.leads()).filter((l) => l.phone === '+17135550257');
    await page.goBack();
    await page.getByRole('textbox', { name: "Participant's full name" }).fill('Ada Other');
    await page.getByRole('textbox', { name: "Participant's date of birth" }).fill('07/01/1962');
    await loseLeadSaveAnswers(page);
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect.poll(async () => (await leads()).length).toBe(2);
    await page.reload();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('textbox', { name: "Participant's full name" }).fill('Lou Kai');
    await page.getByRole('textbox', { name: "Participant's date of birth" }).fill('03/10/1960');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    expect((await leads()).map((l) => l.firstName).sort()).toEqual(['Ada', 'Lou']);
  });

  test("ws19: a grant of texts about one participant that could not be sent is not stored for another participant put in their place", async ({ page, server }) => {
    await caregiverQualifiesOnWs19(page, server.url, { caregiver: 'Dee Giver', phone: '713-555-0255', participant: 'Ray Kai' });
    await page.route('**/api/leads/*/consents', (route) => route.abort());
    await page.getByRole('checkbox', { name: /automated text messages/ }).check();
    await expect(page.getByText(/We could not save your answers just now/)).toBeVisible({ timeout: 15_000 });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goBack();
    await page.getByRole('textbox', { name: "Participant's full name" }).fill('Ann Other');
    await page.getByRole('textbox', { name: "Participant's date of birth" }).fill('07/01/1962');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    await expect(page.getByRole('checkbox', { name: /automated text messages/ })).not.toBeChecked();
    const leads = (await server.leads()).filter((l) => l.phone === '+17135550255');
    expect(leads.map((l) => [l.firstName, l.consents.filter((c) => c.type === 'commercial').length]).sort()).toEqual([['Ann', 0], ['Ray', 0]]);
  });

  test('ws19: a grant of texts that could not be sent, then a reload: the box is asked again, and going on without ticking it stores no grant', async ({ page, server }) => {
    const box = await grantThatCannotBeSent(page, server.url, { name: 'Ona Reload', zip: '77030', phone: '713-555-0250', q1: 'Yes' });
    await page.reload();
    await expect(box).not.toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: /were cleared when it was shown again/ })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/signup\/ws19\/thanks/);
    const { lead } = await screening(server, '+17135550250');
    expect((await consents(server, lead?.id)).filter((c) => c.type === 'commercial')).toEqual([]);
  });

  test("ws19: one person's grant of texts that could not be sent is not stored for the participant they then answer for", async ({ page, server }) => {
    const box = await grantThatCannotBeSent(page, server.url, { name: 'Eve Pending', zip: '77030', phone: '713-555-0251', q1: 'Yes' });
    await page.goBack();
    await answerForSomeoneElse(page, { caregiver: 'Eve Pending', participant: 'Pat Kid' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    await expect(box).not.toBeChecked();
    const leads = (await server.leads()).filter((l) => l.phone === '+17135550251');
    expect(leads.map((l) => [l.firstName, l.consents.filter((c) => c.type === 'commercial').length]).sort()).toEqual([['Eve', 0], ['Pat', 0]]);
  });

  test('ws19: a grant of texts still on its way when the phone is changed is stored with the phone it was ticked beside', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws19/home?studyId=1001`);
    await fillScreener(page, { name: 'Ian Transit', zip: '77030', phone: '713-555-0252', q1: 'Yes' });
    await page.getByRole('button', { name: 'Finish' }).click();
    const box = page.getByRole('checkbox', { name: /automated text messages/ });
    await page.route('**/api/leads/*/consents', async (route) => { await new Promise((resolve) => setTimeout(resolve, 3000)); await route.continue(); });
    await box.check();
    await page.goBack();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('713-555-0253');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    const { lead } = await screening(server, '+17135550253');
    await expect.poll(async () => (await consents(server, lead?.id)).filter((c) => c.type === 'commercial').map((c) => [c.granted, (c.details as { phone?: string } | null)?.phone])).toEqual([[true, '+17135550252']]);
    // Back on the page with the new phone: that grant is not for it.
    await expect(box).not.toBeChecked();
  });

  test('ws19: a visitor who pre-qualified before, with the same phone, is told so on a second visit, not that they did not qualify', async ({ page, browser, server }) => {
    await page.goto(`${server.url}/signup/ws19/home?studyId=1001`);
    await fillScreener(page, { name: 'Mia Again', zip: '77030', phone: '713-555-0145', q1: 'Yes' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    // Another tab, another day: the same answers and phone.
    const context = await browser.newContext();
    const again = await context.newPage();
    await again.goto(`${server.url}/signup/ws19/home?studyId=1001`);
    await fillScreener(again, { name: 'Mia Again', zip: '77030', phone: '713-555-0145', q1: 'Yes' });
    await again.getByRole('button', { name: 'Finish' }).click();
    await expect(again.getByRole('heading', { level: 1 })).toHaveText('You have already pre-qualified for this study');
    await expect(again.getByText("Sorry, you didn't qualify for this study")).toHaveCount(0);
    await expect(again.getByRole('link', { name: /^Call Now/ })).toBeVisible();
    await expectAccessible(again);
    await context.close();
  });

  test('ws20 asks how the visitor heard of us; ws10 asks who the participant is', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws20/home?studyId=1001`);
    await fillScreener(page, { name: 'Lou Heard', zip: '77030', phone: '713-555-0126', q1: 'Yes' });
    await page.getByRole('combobox', { name: 'How did you hear about us?' }).selectOption('doctor');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    const { lead } = await screening(server, '+17135550126');
    expect(lead?.additionalFields).toMatchObject({ referringGroup: 'doctor' });
    // HowHeard is a kind module whose answer the spec places at additionalFields.referringGroup: there, and only there.
    expect(lead?.additionalFields.answers).toBeUndefined();
    // The address bar follows the step's first paint (widgets/router.tsx): Back once it shows the step.
    await expect(page).toHaveURL(/\/signup\/ws20\/indications\?studyId=1001$/);
    // Back on the screener, the answer is still chosen.
    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'How did you hear about us?' })).toHaveValue('doctor');
    // The questionnaire after the thank-you does not ask it again; the survey stores the answer given on the home page.
    await page.goForward();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('link', { name: 'Answer health questions' }).click();
    await expect(page.getByRole('combobox', { name: 'Do you have health insurance?' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /How did you hear about us/ })).toHaveCount(0);
    await answerHealthQuestions(page, 'GED', '0-15k');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you!');
    const surveyed = (await server.leads()).find((l) => l.phone === '+17135550126');
    const survey = surveyed?.additionalFields.surveyQuestions as Array<{ questionId: number; questionResponseText: string }>;
    expect(survey.find((q) => q.questionId === 9)?.questionResponseText).toBe('My doctor');
    expect(surveyed?.additionalFields).toMatchObject({ referringGroup: 'doctor' });

    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await fillScreener(page, { name: 'Max Patient', zip: '77030', phone: '713-555-0127', q1: 'Yes' });
    // Whose details go where: once 'Someone else' is chosen, the participant's own fields say they are the participant's.
    await expect(page.getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue('Max Patient');
    await page.getByRole('radio', { name: 'Someone else' }).check();
    await expect(page.getByRole('textbox', { name: "Participant's full name" })).toHaveValue('Max Patient');
    await expect(page.getByRole('textbox', { name: "Participant's date of birth" })).toHaveValue('05/05/1970');
    await expect(page.getByRole('radiogroup', { name: "Participant's gender" }).or(page.getByRole('group', { name: "Participant's gender" }))).toBeVisible();
    await page.getByRole('textbox', { name: 'Your full name' }).fill('Nell Helper');
    await page.getByRole('textbox', { name: 'Your date of birth' }).fill('01/02/1960');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/signup\/ws10\/indications/);
    const helped = await screening(server, '+17135550127');
    expect(helped.lead?.caregiver).toMatchObject({ firstName: 'Nell', lastName: 'Helper', caregiverRelationship: 'Caregiver', dateOfBirth: '1960-01-02' });
    // The health questions ask the one answering about themselves: not offered to someone answering for another (spec §6).
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/signup\/ws10\/thanks/);
    // The one who filled the form is thanked: Nell, who answered for Max.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Nell!');
    await expect(page.getByRole('link', { name: 'Answer health questions' })).toHaveCount(0);
  });
});

test.describe('oncology and CT-scan studies', () => {
  test('a CT-scan study asks for the appointment date; an oncology study ends with the oncology confirmation', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await expect(page.getByRole('textbox', { name: /CT scan appointment/ })).toHaveCount(0);
    await page.goto(`${server.url}/signup/ws10/home?studyId=1007`);
    await fillLungScreener(page, { name: 'Otto Lung', zip: '60601', phone: '312-555-0131' });
    const ct = page.getByRole('textbox', { name: /CT scan appointment/ });
    await ct.fill('01/01/2020');
    await ct.blur();
    await expect(page.getByText('Please enter a date in the future')).toBeVisible();
    await ct.fill('12/31/2030');
    await expect(page.getByText('Please enter a date in the future')).toHaveCount(0);
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    await page.getByRole('button', { name: 'Next' }).click();
    // An oncology study asks about the cancer (the cancer-indications step) before the thank-you.
    await expect(page).toHaveURL(/\/signup\/ws10\/cancer-indications\?studyId=1007$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A few questions about the cancer');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').getByRole('link')).toHaveText(['About the cancer diagnosis: This question must be answered']);
    await page.getByRole('combobox', { name: 'Type of cancer' }).selectOption('lung');
    await page.getByRole('combobox', { name: 'Stage' }).selectOption('stage1');
    await page.getByRole('combobox', { name: 'Treatment' }).selectOption('notStarted');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Otto!');
    await expect(page.getByRole('heading', { name: 'Thank you for your interest in cancer research' })).toBeVisible();
    await expect(page.getByRole('link', { name: /National Cancer Institute/ })).toHaveAttribute('target', '_blank');
    await expectAccessible(page);
    const lead = (await server.leads()).find((l) => l.phone === '+13125550131');
    expect(lead?.additionalFields).toMatchObject({ ctScanAppointmentDate: '2030-12-31', oncologyResponse: { cancerType: 'lung', cancerStage: 'stage1', treatmentStatus: 'notStarted' } });
  });

  test('a study that asks the exposure-risk questions shows them on the screener, in Spanish too; others do not', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1005`);
    await expect(page.getByRole('radiogroup', { name: 'Do you use public transportation?' })).toBeVisible();
    await page.goto(`${server.url}/signup/es/ws10/home?studyId=1005`);
    await expect(page.getByRole('group', { name: 'Su contacto diario con otras personas' }).getByRole('radiogroup', { name: '¿Trabaja desde casa?' })).toBeVisible();
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Do you work from home?' })).toHaveCount(0);
  });
});

test.describe('ws12: the screener asks again before the result', () => {
  test('a refused screening offers to check the answers; back on the screener they are all still there, and a corrected answer leads to confirming the details', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws12/home?studyId=1001`);
    await fillScreener(page, { name: 'Cora Check', zip: '77030', phone: '713-555-0186', q1: 'No' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/signup\/ws12\/check-again\?studyId=1001$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Before you go on, please check your answers');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Review my answers' }).click();
    await expect(page).toHaveURL(/\/signup\/ws12\/home\?studyId=1001$/);
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Cora Check');
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('77030');
    await question(page, /1\. Have you been diagnosed with type 2 diabetes/).getByRole('button', { name: 'Yes' }).click();
    // A real address can be long: the details it is shown in must not widen a phone's page.
    const email = 'cora.konstantinopoulou-checkington@hotmail.example.com';
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/signup\/ws12\/confirm-eligibility\?studyId=1001$/);
    // The second look, reached again now that she passes, no longer asks her to check her answers: the screener shows.
    await page.goto(`${server.url}/signup/ws12/check-again?studyId=1001`);
    await expect(page).toHaveURL(/\/signup\/ws12\/home\?studyId=1001$/);
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Cora Check');
    await expect(page.getByText('Some of your answers mean this study may not be the right one for you', { exact: false })).toHaveCount(0);
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/signup\/ws12\/confirm-eligibility\?studyId=1001$/);
    await expect(page.locator('.confirm-eligibility__details')).toContainText(email);
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${width} px`).toBe(0);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please confirm your details');
    const details = page.locator('.confirm-eligibility__details');
    await expect(details).toContainText('NameCora Check');
    await expect(details).toContainText('Date of birth05/05/1970');
    await expect(details).toContainText('Postal code77030');
    await expectAccessible(page);
    // The same page in Spanish, in the same visit.
    await page.goto(`${server.url}/signup/es/ws12/confirm-eligibility?studyId=1001`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirme sus datos');
    await expect(page.locator('.confirm-eligibility__details')).toContainText('Fecha de nacimiento05/05/1970');
    await page.goto(`${server.url}/signup/ws12/confirm-eligibility?studyId=1001`);
    await page.getByRole('button', { name: 'Yes, my details are right' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    // One lead for the visit, screened twice: refused, then qualified.
    const leads = (await server.leads()).filter((l) => l.phone === '+17135550186');
    expect(leads).toHaveLength(1);
  });
});

test.describe("a campaign's own questions", () => {
  test('ws23: a question added in the campaign file alone is asked, explained when wrong, followed by its dependent question, stored with the lead, and screens out by the campaign\'s rule', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws23/home?studyId=1001`);
    await fillScreener(page, { name: 'Nora Smoke', zip: '77030', phone: '713-555-0191', q1: 'Yes' });
    const smoking = page.getByRole('radiogroup', { name: 'Do you smoke?' });
    await expect(page.getByRole('textbox', { name: 'How many cigarettes do you smoke a day?' })).toHaveCount(0);
    await smoking.getByRole('radio', { name: 'Current smoker' }).check();
    const count = page.getByRole('textbox', { name: 'How many cigarettes do you smoke a day?' });
    await count.fill('abc');
    await page.getByRole('button', { name: 'Finish' }).click();
    // Said in the error summary and under the box alike.
    await expect(page.getByText('Please enter a number')).toHaveCount(2);
    await expect(count).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await count.fill('12');
    await page.getByRole('button', { name: 'Finish' }).click();
    // The campaign's own rule (disqualifyWhen current): the server's verdict, not the page's, screens him out.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, you didn't qualify for this study");
    const first = await screening(server, '+17135550191');
    expect(first.lead?.additionalFields).toMatchObject({ answers: { smokingStatus: 'current', cigarettesPerDay: 12 } });
    expect(first.rows.map((r) => [r.passed, r.reasons])).toEqual([[false, ['answer_smokingStatus_disqualifying']]]);
    // The address bar follows the step's first paint (widgets/router.tsx): Back once it shows the step.
    await expect(page).toHaveURL(/\/signup\/ws23\/indications\?studyId=1001$/);
    // The browser's Back to the screener (the result has no Back button), everything kept; a different answer is screened
    // again: the same lead, its one screening updated.
    await page.goBack();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Nora Smoke');
    await expect(count).toHaveValue('12');
    await smoking.getByRole('radio', { name: 'Former smoker' }).check();
    await expect(count).toHaveCount(0);
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    const again = await screening(server, '+17135550191');
    expect(again.lead?.id).toBe(first.lead?.id);
    expect(again.rows.map((r) => [r.passed, r.reasons])).toEqual([[true, []]]);
    // The count answered a question that is hidden now: it is not sent, and not kept.
    expect((again.lead?.additionalFields as { answers?: unknown } | undefined)?.answers).toEqual({ smokingStatus: 'former' });
  });

  test('ws23: an answer left unfinished in a question then hidden holds nothing back, and a wrong count says one thing', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws23/home?studyId=1001`);
    await fillScreener(page, { name: 'Nell Never', zip: '77030', phone: '713-555-0197', q1: 'Yes' });
    const smoking = page.getByRole('radiogroup', { name: 'Do you smoke?' });
    await smoking.getByRole('radio', { name: 'Current smoker' }).check();
    const count = page.getByRole('textbox', { name: 'How many cigarettes do you smoke a day?' });
    await count.fill('abc');
    await page.getByRole('button', { name: 'Finish' }).click();
    // The box and the summary say the same: the count's own rule, not also the type check's "required".
    await expect(count).toHaveAccessibleDescription(/Please enter a number/);
    await expect(count).not.toHaveAccessibleDescription(/This field is required/);
    await expect(page.getByRole('link', { name: /Please enter a number/ })).toBeVisible();
    // A count outside the question's bounds says the bounds, which the page shows nowhere else.
    await count.fill('150');
    await expect(count).toHaveAccessibleDescription(/Please enter a number from 1 to 100$/);
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('link', { name: 'How many cigarettes do you smoke a day?: Please enter a number from 1 to 100' })).toBeVisible();
    // Never smoked: the count's question goes, with what was typed in it, and Finish goes on (it did nothing before).
    await smoking.getByRole('radio', { name: 'Never smoked' }).check();
    await expect(count).toHaveCount(0);
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    const stored = await screening(server, '+17135550197');
    expect((stored.lead?.additionalFields as { answers?: unknown } | undefined)?.answers).toEqual({ smokingStatus: 'never' });
  });

  test('ws23 in Spanish: the question, its options and the dependent question in the campaign\'s Spanish', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/es/ws23/home?studyId=1001`);
    const smoking = page.getByRole('radiogroup', { name: '¿Fuma?' });
    await expect(smoking.getByRole('radio')).toHaveCount(3);
    await smoking.getByRole('radio', { name: 'Exfumador(a)' }).check();
    await expect(page.getByRole('textbox', { name: '¿Cuántos cigarrillos fuma al día?' })).toHaveCount(0);
    await smoking.getByRole('radio', { name: 'Fumador(a) actual' }).check();
    await expect(page.getByRole('textbox', { name: '¿Cuántos cigarrillos fuma al día?' })).toBeVisible();
    await expect(page.getByText('al día', { exact: true })).toBeVisible();
  });

  test('ws23 answered for someone else: the questions ask about the participant, in English and Spanish', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws23/home?studyId=1001`);
    await expect(page.getByRole('radiogroup', { name: 'Do you smoke?' })).toBeVisible();
    await page.getByRole('radio', { name: 'Someone else' }).check();
    const smoking = page.getByRole('radiogroup', { name: 'Does the participant smoke?' });
    await smoking.getByRole('radio', { name: 'Current smoker' }).check();
    await expect(page.getByRole('textbox', { name: 'How many cigarettes does the participant smoke a day?' })).toBeVisible();
    await expect(page.getByText('Do you smoke?')).toHaveCount(0);
    await page.goto(`${server.url}/signup/es/ws23/home?studyId=1001`);
    await page.getByRole('radio', { name: 'Otra persona' }).check();
    await page.getByRole('radiogroup', { name: '¿Fuma el participante?' }).getByRole('radio', { name: 'Fumador(a) actual' }).check();
    await expect(page.getByRole('textbox', { name: '¿Cuántos cigarrillos fuma el participante al día?' })).toBeVisible();
  });
});
