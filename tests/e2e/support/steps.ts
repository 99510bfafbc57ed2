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

/**
 * Fills each given step's one field and presses Next, checking the URL moved on each time. Steps named in
 * `typedKeyByKey` are cleared and typed one key at a time, as a person does, instead of filled at once.
 */
export async function answerSteps(page: Page, answers: Answers, typedKeyByKey: ReadonlyArray<keyof Answers> = []): Promise<void> {
  for (const step of ['postal', 'dob', 'name', 'phone', 'email'] as const) {
    const value = answers[step];
    if (value === undefined) continue;
    await expect(page).toHaveURL(new RegExp(`/${step}(\\?|$)`));
    const field = page.getByRole('textbox', { name: labels[step], exact: true });
    if (value && typedKeyByKey.includes(step)) {
      await field.fill('');
      await field.pressSequentially(value);
    } else if (value) await field.fill(value);
    await page.getByRole('button', { name: 'Next' }).click();
  }
}
