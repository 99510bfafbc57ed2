/** Fills the web screeners' one-page home and reads back the stored screening. */
import { expect, type Page } from '@playwright/test';
import type { Server } from '../fixtures.ts';

export interface Visitor {
  name: string;
  zip: string;
  phone: string;
  q1: 'Yes' | 'No';
  /** The pregnancy question (a woman's): 'No' unless given; null leaves it unanswered. */
  q4?: 'Yes' | 'No' | null;
}

/** Fills the one-page screener for study 1001 (type 2 diabetes) as a woman of 55 with a BMI of 29.3. */
export async function fillScreener(page: Page, v: Visitor) {
  await page.getByRole('radio', { name: 'Myself' }).check();
  await page.getByRole('textbox', { name: 'Full name' }).fill(v.name);
  await page.getByRole('textbox', { name: 'Zip Code' }).fill(v.zip);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(v.phone);
  await page.getByRole('textbox', { name: 'Email address' }).fill(`${v.name.split(' ')[0]?.toLowerCase()}@example.com`);
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('05/05/1970');
  await page.getByRole('radio', { name: 'Female' }).check();
  await answerStudy1001(page, v.q1, v.q4);
}

/** The one-page screener answered by a caregiver: Someone else, their name and birth date, then the participant's. */
export async function answerForSomeoneElse(page: Page, v: { caregiver: string; participant: string; participantBorn?: string; caregiverBorn?: string }) {
  await page.getByRole('radio', { name: 'Someone else' }).check();
  await page.getByRole('textbox', { name: 'Your full name' }).fill(v.caregiver);
  await page.getByRole('textbox', { name: 'Your date of birth' }).fill(v.caregiverBorn ?? '01/15/1980');
  await page.getByRole('textbox', { name: "Participant's full name" }).fill(v.participant);
  await page.getByRole('textbox', { name: "Participant's date of birth" }).fill(v.participantBorn ?? '03/10/1971');
}

/** A study question: a group of buttons or checkboxes, or a radio group when its answers are radios. */
export function question(page: Page, name: RegExp) {
  return page.getByRole('group', { name }).or(page.getByRole('radiogroup', { name }));
}

/** Study 1001's questions (qualifying unless q1 is 'No'), ethnicity, and 5 ft 5 in at 176 lb (BMI 29.3). */
export async function answerStudy1001(page: Page, q1: 'Yes' | 'No' = 'Yes', q4: 'Yes' | 'No' | null = 'No') {
  const q = (text: RegExp) => question(page, text);
  await q(/1\. Have you been diagnosed with type 2 diabetes/).getByRole('button', { name: q1 }).click();
  await q(/2\. How are you currently managing/).getByRole('radio', { name: 'Metformin only' }).check();
  await q(/3\. What was your most recent A1C/).getByRole('radio', { name: 'Between 7% and 10.5%' }).check();
  if (q4) await q(/4\. Are you currently pregnant/).getByRole('button', { name: q4 }).click();
  await page.getByRole('checkbox', { name: 'White' }).check();
  await page.getByRole('textbox', { name: 'Feet' }).fill('5');
  await page.getByRole('textbox', { name: 'Inches' }).fill('5');
  await page.getByRole('textbox', { name: 'Pounds' }).fill('176');
}

export async function screening(server: Server, phone: string) {
  const lead = (await server.leads()).find((l) => l.phone === phone);
  const { rows } = await server.app.db.query<{ passed: boolean; reasons: string[]; lead_id: string }>('SELECT passed, reasons, lead_id FROM screenings WHERE lead_id = $1', [lead?.id]);
  return { lead, rows };
}


/** Fills the one-page screener for study 1007 (lung cancer, CT scan) as a qualifying man of 66. */
export async function fillLungScreener(page: Page, v: { name: string; zip: string; phone: string }) {
  await page.getByRole('radio', { name: 'Myself' }).check();
  await page.getByRole('textbox', { name: 'Full name' }).fill(v.name);
  await page.getByRole('textbox', { name: 'Zip Code' }).fill(v.zip);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(v.phone);
  await page.getByRole('textbox', { name: 'Email address' }).fill(`${v.name.split(' ')[0]?.toLowerCase()}@example.com`);
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('05/05/1960');
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByRole('group', { name: /1\. Do you smoke/ }).getByRole('button', { name: 'Yes' }).click();
  await page.getByRole('group', { name: /2\. Have you had a chest CT scan/ }).getByRole('button', { name: 'No' }).click();
  await page.getByRole('checkbox', { name: 'Decline to Answer' }).check();
  await page.getByRole('textbox', { name: 'Feet' }).fill('5');
  await page.getByRole('textbox', { name: 'Inches' }).fill('10');
  await page.getByRole('textbox', { name: 'Pounds' }).fill('180');
}

/**
 * The lead saves and screenings the page sends from now on, as `METHOD /path` with the lead's id as `:id` and
 * ` withScreening` when the save carries the screening.
 */
export function saveAndScreenCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (!/\/api\/(leads|screenings)/.test(r.url())) return;
    const withScreening = (r.postDataJSON() as { withScreening?: unknown } | null)?.withScreening ? ' withScreening' : '';
    calls.push(`${r.method()} ${new URL(r.url()).pathname.replace(/[0-9a-f-]{36}/, ':id')}${withScreening}`);
  });
  return calls;
}

/** Answers the web screener's demographic questionnaire (English): 'no' to the yes/no questions, then education and income. */
export async function answerHealthQuestions(page: Page, education: string, income: string) {
  for (const question of ['Do you have health insurance?', 'Do you identify as a member of the LGBT+ community?', 'Have you served in the military?', 'Have you been diagnosed with a mental health condition?', 'Do you have a physical disability?']) {
    await page.getByRole('combobox', { name: question }).selectOption('no');
  }
  await page.getByRole('combobox', { name: 'What is the highest level of education you have completed?' }).selectOption(education);
  await page.getByRole('combobox', { name: 'What is your annual household income?' }).selectOption(income);
}

/** ws10's screener for study 1001 answered so that it refuses (q1 No), sent, and its refusal shown. */
export async function refusedFor1001(page: Page, serverUrl: string, v: { name: string; phone: string }) {
  await page.goto(`${serverUrl}/signup/ws10/home?studyId=1001`);
  await fillScreener(page, { ...v, zip: '77030', q1: 'No' });
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, you didn't qualify for this study");
}

/** From a refused result, "Search other trials", and a search near 77030. */
export async function searchOtherTrials(page: Page) {
  await page.getByRole('link', { name: 'Search other trials' }).click();
  await page.getByRole('textbox', { name: 'Zip Code' }).fill('77030');
  await page.getByRole('button', { name: 'Search' }).click();
}
