/** Answers the s6 steps in order, in English, for tests that need to get somewhere. */
import { expect, type Page } from '@playwright/test';

export interface Answers {
  postal?: string;
  dob?: string;
  name?: string;
  phone?: string;
  email?: string;
}

const labels = { postal: 'Zip Code', dob: 'Date of birth', name: 'Full name', phone: 'Phone number', email: 'Email address (optional)' } as const;

/** Fills each given step's one field and presses Next, checking the URL moved on each time. */
export async function answerSteps(page: Page, answers: Answers): Promise<void> {
  for (const step of ['postal', 'dob', 'name', 'phone', 'email'] as const) {
    const value = answers[step];
    if (value === undefined) continue;
    await expect(page).toHaveURL(new RegExp(`/${step}(\\?|$)`));
    if (value) await page.getByRole('textbox', { name: labels[step], exact: true }).fill(value);
    await page.getByRole('button', { name: 'Next' }).click();
  }
}
