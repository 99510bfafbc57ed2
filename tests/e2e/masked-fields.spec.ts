/**
 * The masked date of birth and phone number edited in the middle with the keyboard, in a real browser: the caret stays
 * where the visitor put it, the digits they did not touch stay put, and what is stored is what the boxes show.
 */
import { test, expect } from './fixtures.ts';
import type { Locator } from '@playwright/test';
import { answerStudy1001, screening } from './support/screener.ts';

/** What the box shows and where its caret is. */
const state = (box: Locator) => box.evaluate((input: HTMLInputElement) => ({ value: input.value, caret: input.selectionStart, end: input.selectionEnd }));
const at = (value: string, caret: number) => ({ value, caret, end: caret });

test('the date of birth and the phone number edited in the middle keep the caret and the other digits', async ({ page, server }) => {
  await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
  await page.getByRole('radio', { name: 'Myself' }).check();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Mia Middle');
  await page.getByRole('textbox', { name: 'Zip Code' }).fill('77030');
  await page.getByRole('textbox', { name: 'Email address' }).fill('mia.middle@example.com');
  await page.getByRole('radio', { name: 'Female' }).check();
  await answerStudy1001(page);

  const dob = page.getByRole('textbox', { name: 'Date of birth' });
  await dob.click();
  await page.keyboard.type('04121980');
  expect(await state(dob)).toEqual(at('04/12/1980', 10));
  // Back to just after the 2 of 12: Backspace empties its place, the year stays where it was.
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Backspace');
  expect(await state(dob)).toEqual(at('04/1_/1980', 4));
  await page.keyboard.type('5');
  expect(await state(dob)).toEqual(at('04/15/1980', 5));
  // Delete before the 1 of 15 takes it and the caret stays; a digit typed there fills the place.
  await page.keyboard.press('Home');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Delete');
  expect(await state(dob)).toEqual(at('04/_5/1980', 3));
  await page.keyboard.type('1');
  expect(await state(dob)).toEqual(at('04/15/1980', 4));

  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await phone.click();
  await page.keyboard.type('7135550196');
  expect(await state(phone)).toEqual(at('(713) 555-0196', 14));
  // Back to just after the second 5 of 555: Backspace takes it, the later digits move up, the caret stays between them.
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Backspace');
  expect(await state(phone)).toEqual(at('(713) 550-196', 7));
  await page.keyboard.type('5');
  expect(await state(phone)).toEqual(at('(713) 555-0196', 8));
  // Delete just before the area code's bracket takes the next digit across the separators.
  await page.keyboard.press('Home');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Delete');
  expect(await state(phone)).toEqual(at('(713) 550-196', 4));
  await page.keyboard.type('5');
  expect(await state(phone)).toEqual(at('(713) 555-0196', 7));

  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
  const { lead } = await screening(server, '+17135550196');
  expect(lead).toMatchObject({ firstName: 'Mia', phone: '+17135550196', dateOfBirth: '1980-04-15' });
});
