import type { Page } from '@playwright/test';
import { answerSteps } from './support/steps.ts';
import { test, expect, expectAccessible } from './fixtures.ts';
import { question } from './support/screener.ts';
import { holdAnswers } from './support/heldAnswers.ts';
import { isCallCentreOpen } from '../../src/core/callCentre.ts';

async function fillCandidate(page: Page, v: { name: string; zip: string; phone: string; pounds?: string }) {
  await page.getByRole('textbox', { name: 'Full name' }).fill(v.name);
  await page.getByRole('textbox', { name: 'Zip Code' }).fill(v.zip);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(v.phone);
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('05/05/1970');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('checkbox', { name: 'White' }).check();
  await page.getByRole('textbox', { name: 'Feet' }).fill('5');
  await page.getByRole('textbox', { name: 'Inches' }).fill('5');
  await page.getByRole('textbox', { name: 'Pounds' }).fill(v.pounds ?? '176');
}

async function answerCriteria(page: Page) {
  const q = (text: RegExp) => question(page, text);
  await q(/1\. Have you been diagnosed with type 2 diabetes/).getByRole('button', { name: 'Yes' }).click();
  await q(/2\. How are you currently managing/).getByRole('radio', { name: 'Metformin only' }).check();
  await q(/3\. What was your most recent A1C/).getByRole('radio', { name: 'Between 7% and 10.5%' }).check();
  await q(/4\. Are you currently pregnant/).getByRole('button', { name: 'No' }).click();
}

// Named for the check, or 'Candidate Qualified!' after one that passed: the same button checks again.
const check = (page: Page) => page.getByRole('button', { name: /^(Check Candidate Qualification|Candidate Qualified!)$/ }).click();

test.describe('partner screeners', () => {
  test('ps1: a check without the postal code says a required field is missing, not that an error occurred', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ps1/home?studyId=1001`);
    await fillCandidate(page, { name: 'Nola Nozip', zip: '', phone: '713-555-0169' });
    await answerCriteria(page);
    await check(page);
    await expect(page.getByTestId('partner-check')).toHaveText('Please fill out all required fields for candidate.');
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('77030');
    // The result went with the answer it was of: a changed answer leaves nothing that could be read as qualified.
    await expect(page.getByTestId('partner-check')).toHaveCount(0);
    await check(page);
    await expect(page.getByTestId('partner-check')).toHaveText('Candidate Qualified!');
    // The button itself reads the spec's success label until an answer changes.
    await expect(page.locator('.partner-check button')).toHaveText('Candidate Qualified!');
    await question(page, /2\. How are you currently managing/).getByRole('radio', { name: 'Insulin (with or without tablets)' }).check();
    await expect(page.getByTestId('partner-check')).toHaveCount(0);
    await expect(page.locator('.partner-check button')).toHaveText('Check Candidate Qualification');
    // An answer given as an object (the weight) goes stale by its value too.
    await question(page, /2\. How are you currently managing/).getByRole('radio', { name: 'Metformin only' }).check();
    await check(page);
    await expect(page.getByTestId('partner-check')).toHaveText('Candidate Qualified!');
    await page.getByRole('textbox', { name: 'Pounds' }).fill('177');
    await expect(page.getByTestId('partner-check')).toHaveCount(0);
  });

  test('ps1: an answer changed while the check is on its way: its verdict, of the answers before, is never shown; checked again, the verdict is of the answers on screen', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ps1/home?studyId=1001`);
    await fillCandidate(page, { name: 'Cy Change', zip: '77030', phone: '713-555-0282' });
    await answerCriteria(page);
    const held = await holdAnswers(page, '**/api/screenings');
    await check(page);
    await expect.poll(() => held.asked.length).toBe(1);
    await question(page, /2\. How are you currently managing/).getByRole('radio', { name: 'Insulin (with or without tablets)' }).check();
    const answered = page.waitForResponse('**/api/screenings');
    held.release();
    await answered;
    await page.waitForLoadState('networkidle');
    // The held check's answer has come and gone: nothing reads as qualified beside the insulin answer.
    await expect(page.locator('.partner-check button')).toHaveText('Check Candidate Qualification');
    await expect(page.getByTestId('partner-check')).toHaveCount(0);
    await page.unroute('**/api/screenings');
    await check(page);
    await expect(page.getByTestId('partner-check')).not.toHaveText('Candidate Qualified!');
    await expect(page.getByTestId('partner-check')).toBeVisible();
  });

  test('ps1: qualification check, both consents, then the warm-transfer page', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ps1/home?studyId=1001`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner screener');
    await fillCandidate(page, { name: 'Pam Partner', zip: '77030', phone: '713-555-0161' });
    await check(page);
    await expect(page.getByTestId('partner-check')).toHaveText('Please fill out all qualification questions.');
    // The button stays focused through the check (it says 'Checking…' meanwhile), so the agent can press it again.
    await expect(page.locator('.partner-check button')).toBeFocused();
    await answerCriteria(page);
    await check(page);
    await expect(page.getByTestId('partner-check')).toHaveText('Candidate Qualified!');
    await expect(page.locator('.partner-check button')).toBeFocused();
    await page.getByRole('group', { name: /connected with the study team/ }).getByRole('button', { name: 'Yes' }).click();
    // The patient's consent is not what the check judged: its result stands.
    await expect(page.getByRole('group', { name: /transfer the patient's information/ })).toBeVisible();
    await expect(page.getByTestId('partner-check')).toHaveText('Candidate Qualified!');
    // Next with the transfer unanswered: the summary names that question, not the one answered above it.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').getByRole('link')).toHaveText(["May we transfer the patient's information to the study team?: This question must be answered"]);
    await page.getByRole('alert').getByRole('link').click();
    await expect(page.getByRole('group', { name: /transfer the patient's information/ }).getByRole('button', { name: 'Yes' })).toBeFocused();
    await page.getByRole('group', { name: /transfer the patient's information/ }).getByRole('button', { name: 'Yes' }).click();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/signup\/ps1\/partner-transfer/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Warm transfer');
    await expect(page.getByRole('link', { name: /^1-888/ })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('button', { name: /Back|Next/ })).toHaveCount(0);
    const lead = (await server.leads()).find((l) => l.phone === '+17135550161');
    expect(lead?.additionalFields.leadSpecialStatus).toBeUndefined();
  });

  test('ps1: a check asked before the phone rules are in runs once they are, with the phone judged', async ({ page, server }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/signup/js/phone-*.js', async (route) => { await held; await route.continue(); });
    await page.goto(`${server.url}/signup/ps1/home?studyId=1001`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner screener');
    await fillCandidate(page, { name: 'Hana Held', zip: '77030', phone: '713-555-0163' });
    await answerCriteria(page);
    await check(page);
    await page.waitForTimeout(300);
    // Held: no result yet (the check waits for the rules rather than failing on the phone).
    await expect(page.getByTestId('partner-check')).toHaveCount(0);
    release();
    await expect(page.getByTestId('partner-check')).toHaveText('Candidate Qualified!');
  });

  test('ps1: a no to connecting ends the call and marks the lead as opted out', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ps1/home?studyId=1001`);
    await fillCandidate(page, { name: 'Olga Optout', zip: '77030', phone: '713-555-0162' });
    await answerCriteria(page);
    await check(page);
    await expect(page.getByTestId('partner-check')).toHaveText('Candidate Qualified!');
    await page.getByRole('group', { name: /connected with the study team/ }).getByRole('button', { name: 'No' }).click();
    await expect(page.getByText('Thank the patient for their time and close the call.')).toBeVisible();
    // Qualified still: a refusal to be connected changes nothing the check judged.
    await expect(page.getByTestId('partner-check')).toHaveText('Candidate Qualified!');
    await expect(page.locator('.partner-check button')).toHaveText('Candidate Qualified!');
    await expect(page.getByRole('group', { name: /transfer the patient's information/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/partner-transfer/);
    // The patient declined: the agent is told to close the call, not to transfer it or to say the details were forwarded.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Close the call');
    await expect(page.getByTestId('partner-opted-out')).toHaveText('Thank the patient for their time and close the call.');
    await expect(page.getByRole('link', { name: /^1-877/ })).toHaveCount(0);
    await expect(page.getByText(/forwarded your information/)).toHaveCount(0);
    const lead = (await server.leads()).find((l) => l.phone === '+17135550162');
    expect(lead?.additionalFields).toMatchObject({ leadSpecialStatus: 'Partner Screener Opt-out' });
  });

  test('ps2: each qualification error in order, then a qualified candidate', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ps2/home?studyId=1001`);
    await page.getByRole('radio', { name: 'Myself' }).check();
    await fillCandidate(page, { name: 'Quinn Check', zip: '04401', phone: '713-555-0163', pounds: '400' });
    await check(page);
    await expect(page.getByTestId('partner-check')).toHaveText('Please fill out all qualification questions.');
    await answerCriteria(page);
    await check(page);
    await expect(page.getByTestId('partner-check')).toHaveText('No study site was found for the given postal code.');
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('77030');
    await check(page);
    await expect(page.getByTestId('partner-check')).toHaveText('Candidate does not meet BMI qualification for the study. Please check height and weight.');
    await page.getByRole('textbox', { name: 'Pounds' }).fill('176');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('');
    await check(page);
    await expect(page.getByTestId('partner-check')).toHaveText('Please fill out all required fields for candidate.');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('713-555-0163');
    await check(page);
    await expect(page.getByTestId('partner-check')).toHaveText('Candidate Qualified!');
    await page.getByRole('button', { name: 'Next' }).click();
    // ps2 ends in its thank-you with the call-now prompt (spec §2), without the conditions step of ws10.
    await expect(page).toHaveURL(/\/signup\/ps2\/thanks\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Quinn!');
    if (isCallCentreOpen(new Date())) {
      await expect(page.getByTestId('call-now').getByRole('link', { name: '1-888-555-0143' })).toHaveAttribute('href', 'tel:18885550143');
    } else {
      await expect(page.getByTestId('call-later')).toHaveText('A study coordinator will call you about this study.');
    }
    await expectAccessible(page);
  });
});

test.describe('lead update', () => {
  test('the contact form updates the lead of this visit instead of creating another, without the health-questions button', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/s6/postal`);
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('10001');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('02/02/1982');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Uma Update');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('212-555-0171');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/email$/);
    await page.goto(`${server.url}/signup/lu/home`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Update your details');
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Uma Update');
    await page.getByRole('combobox', { name: 'Gender' }).selectOption('female');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('alert').getByRole('link')).toHaveText(['Email address: This field is required']);
    await page.getByRole('textbox', { name: 'Email address' }).fill('uma@example.com');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uma, thank you for your interest');
    await expect(page.getByRole('link', { name: 'Answer health questions' })).toHaveCount(0);
    const leads = (await server.leads()).filter((l) => l.phone === '+12125550171');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ email: 'uma@example.com', gender: 'female', dateOfBirth: '1982-02-02' });
  });

  test("after a finished visit whose person has left the device (a reload), another person's details start a lead of their own: nobody's are written over the first's", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/s6/postal`);
    await answerSteps(page, { postal: '10001', dob: '03/03/1983', name: 'Fay First', phone: '212-555-0174', email: '' });
    await page.getByRole('button', { name: 'View trials' }).click();
    await expect(page).toHaveURL(/\/signup\/s6\/thank-?you/);
    await page.reload();
    await page.goto(`${server.url}/signup/lu/home`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Update your details');
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Otto');
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('04/04/1984');
    await page.getByRole('combobox', { name: 'Gender' }).selectOption('male');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('212-555-0175');
    await page.getByRole('textbox', { name: 'Email address' }).fill('otto@example.com');
    await page.getByRole('button', { name: 'Update' }).click();
    // A field left empty beside an answer refused: the title asks for what is missing, and keeps its words as the
    // visitor fills it in (an alert's title changed mid-typing is read out again).
    const summary = page.getByRole('alert');
    await expect(summary.getByRole('heading')).toHaveText('Please complete the required fields.');
    await expect(summary.getByRole('link')).toHaveText(['Full name: Please enter a valid full name', 'Zip Code: This field is required']);
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('10002');
    await expect(summary.getByRole('link')).toHaveText(['Full name: Please enter a valid full name']);
    await expect(summary.getByRole('heading')).toHaveText('Please complete the required fields.');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(summary.getByRole('heading')).toHaveText('There is a problem with your answer');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Otto Other');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Otto, thank you for your interest');
    await expect.poll(async () => (await server.leads()).filter((l) => l.phone === '+12125550175').length).toBe(1);
    expect((await server.leads()).find((l) => l.phone === '+12125550174')).toMatchObject({ firstName: 'Fay', lastName: 'First' });
  });
});
