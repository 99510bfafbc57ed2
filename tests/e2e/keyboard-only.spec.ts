/**
 * Keyboard-only completion (WCAG 2.1.1): s15, ss6, ws10 and ws18 from their first page to the end of the sign-up with
 * Tab, the arrow keys, Space, Enter and typing, never the mouse; every control is reached by Tab in page order.
 * (s6's keyboard walk is in s6-paths.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { chooseOption, chooseRadio, press, tick, typeInto } from './support/keyboard.ts';
import { question } from './support/screener.ts';

async function stepChanged(page: Page, path: RegExp) {
  await expect(page).toHaveURL(path);
  // A step change puts focus on the new heading, so the next Tab starts from the top of the step.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
}

test.describe('keyboard only', () => {
  test('s15: country, age, name, phone, email and conditions, to the thank-you page', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/s15/home`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await chooseOption(page, page.getByRole('combobox', { name: 'Country' }), 'United States', 'US');
    await typeInto(page, page.getByRole('textbox', { name: 'Zip Code' }), '77030');
    await page.keyboard.press('Enter');
    await stepChanged(page, /\/signup\/s15\/age$/);
    await chooseOption(page, page.getByRole('combobox', { name: 'Age' }), '52', '52');
    await chooseOption(page, page.getByRole('combobox', { name: 'Gender' }), 'Female', 'female');
    await press(page, page.getByRole('button', { name: 'Next' }));
    await stepChanged(page, /\/signup\/s15\/name$/);
    await typeInto(page, page.getByRole('textbox', { name: 'Full name' }), 'Kay Board');
    await page.keyboard.press('Enter');
    await stepChanged(page, /\/signup\/s15\/phone$/);
    await typeInto(page, page.getByRole('textbox', { name: 'Phone number' }), '7135550181');
    await page.keyboard.press('Enter');
    await stepChanged(page, /\/signup\/s15\/email$/);
    await typeInto(page, page.getByRole('textbox', { name: 'Email address' }), 'kay@example.com');
    await page.keyboard.press('Enter');
    await stepChanged(page, /\/signup\/s15\/indications$/);
    await typeInto(page, page.getByRole('searchbox', { name: 'Search conditions' }), 'type 2');
    // As a visitor waits for the list to narrow before moving on: Tab through the whole list would pass a condition
    // that the filter only then shows (the clean-clone run, on a busy machine, tabbed 120 times past it).
    await expect(page.getByRole('checkbox', { name: 'Asthma' })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Type 2 diabetes' })).toBeVisible();
    // Enter in the search box, as after typing in any search, does not finish the sign-up without the condition.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('searchbox', { name: 'Search conditions' })).toBeFocused();
    await expect(page).toHaveURL(/\/signup\/s15\/indications$/);
    // Nor does Enter on the box: Space ticks it, Enter would have sent the step with it unticked.
    await page.keyboard.press('Tab');
    const type2 = page.getByRole('checkbox', { name: 'Type 2 diabetes' });
    await expect(type2).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(type2).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(type2).toBeChecked();
    await press(page, page.getByRole('button', { name: 'View trials' }));
    await expect(page).toHaveURL(/\/signup\/s15\/thankyou$/);
    const lead = (await server.leads()).find((l) => l.phone === '+17135550181');
    expect(lead).toMatchObject({ firstName: 'Kay', lastName: 'Board', age: 52, gender: 'female', postalCode: '77030', indications: [101] });
  });

  test('ss6: postal code, a condition and Search, then a study card\'s link', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ss6/home?utm_source=news`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await typeInto(page, page.getByRole('textbox', { name: 'Zip Code' }), '77030');
    await typeInto(page, page.getByRole('searchbox', { name: 'Search conditions' }), 'type 2');
    // Tab at once, as a quick typist does: the search is made there and then, and focus goes to its first condition.
    await page.keyboard.press('Tab');
    const type2 = page.getByRole('checkbox', { name: 'Type 2 diabetes' });
    await expect(page.getByRole('checkbox', { name: 'Asthma' })).toHaveCount(0);
    await expect(type2).toBeFocused();
    await page.keyboard.press('Space');
    await expect(type2).toBeChecked();
    await press(page, page.getByRole('button', { name: 'Search' }));
    await expect(page.getByTestId('study-1001')).toBeVisible();
    // The cards come above Search: focus goes to their heading, and the very next Tab reaches the first card (a Tab from
    // Search went on below them, to the page's end).
    await expect(page.getByRole('heading', { level: 2, name: 'Trials for you' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: / found$/ })).toHaveText(/^\d+ trials? found$/);
    await page.keyboard.press('Tab');
    const first = page.locator('.study-card').first().getByRole('link');
    await expect(first).toBeFocused();
    // Search pressed again with nothing changed: the same cards come back, and focus goes to them again, not left on Search.
    const searchedAgain = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/studies/search');
    await press(page, page.getByRole('button', { name: 'Search' }));
    await searchedAgain;
    await expect(page.getByRole('heading', { level: 2, name: 'Trials for you' })).toBeFocused();
    await expect(page.getByTestId('study-1001')).toHaveCount(1);
    await press(page, page.getByTestId('study-1001').getByRole('link', { name: 'See if you qualify' }));
    await expect(page).toHaveURL(/\/signup\/ws10\/home\?utm_source=news&indicationIds%5B%5D=101&studyId=1001&psr=1$/);
  });

  /** The one-page screener of study 1001, qualifying, answered by keyboard. */
  async function screenerByKeyboard(page: Page, name: string, phone: string) {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await chooseRadio(page, page.getByRole('radio', { name: 'Myself' }));
    await typeInto(page, page.getByRole('textbox', { name: 'Full name' }), name);
    await typeInto(page, page.getByRole('textbox', { name: 'Zip Code' }), '77030');
    await typeInto(page, page.getByRole('textbox', { name: 'Phone number' }), phone);
    await typeInto(page, page.getByRole('textbox', { name: 'Email address' }), 'keys@example.com');
    await typeInto(page, page.getByRole('textbox', { name: 'Date of birth' }), '05051970');
    await chooseRadio(page, page.getByRole('radio', { name: 'Female' }));
    await press(page, question(page, /1\. Have you been diagnosed with type 2 diabetes/).getByRole('button', { name: 'Yes' }));
    await chooseRadio(page, question(page, /2\. How are you currently managing/).getByRole('radio', { name: 'Metformin only' }));
    await chooseRadio(page, question(page, /3\. What was your most recent A1C/).getByRole('radio', { name: 'Between 7% and 10.5%' }));
    await press(page, question(page, /4\. Are you currently pregnant/).getByRole('button', { name: 'No' }));
    await tick(page, page.getByRole('checkbox', { name: 'White' }));
    await typeInto(page, page.getByRole('textbox', { name: 'Feet' }), '5');
    await typeInto(page, page.getByRole('textbox', { name: 'Inches' }), '5');
    await typeInto(page, page.getByRole('textbox', { name: 'Pounds' }), '176');
    await press(page, page.getByRole('button', { name: 'Finish' }));
  }

  test('ws10: the one-page screener, then the conditions page, to the thank-you page', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await screenerByKeyboard(page, 'Kim Keyboard', '7135550182');
    await stepChanged(page, /\/signup\/ws10\/indications\?studyId=1001$/);
    await press(page, page.getByRole('button', { name: 'Next' }));
    await expect(page).toHaveURL(/\/signup\/ws10\/thanks\?studyId=1001$/);
    const lead = (await server.leads()).find((l) => l.phone === '+17135550182');
    expect(lead).toMatchObject({ firstName: 'Kim', lastName: 'Keyboard', gender: 'female' });
  });

  test('ws18: the screener, then a day, a time and Book Appointment, to the booking thank-you', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws18/home?studyId=1001`);
    await screenerByKeyboard(page, 'Bo Keys', '7135550183');
    await stepChanged(page, /\/signup\/ws18\/calendar-booking\?studyId=1001$/);
    await press(page, page.locator('.day-card').first());
    await press(page, page.locator('.timeslot').first());
    await expect(page.locator('.timeslot').first()).toHaveAttribute('aria-pressed', 'true');
    await press(page, page.getByRole('button', { name: 'Book Appointment' }));
    await expect(page).toHaveURL(/\/signup\/ws18\/calendar-booking-thank-you/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Bo!');
  });
});
