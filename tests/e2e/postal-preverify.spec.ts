import { test, expect } from './fixtures.ts';
import type { Page, Request } from '@playwright/test';

/** The postal-code checks the page sends, with the code each asked about. */
function postalChecks(page: Page): string[] {
  const codes: string[] = [];
  page.on('request', (r: Request) => {
    if (r.url().endsWith('/api/postal/verify') && r.method() === 'POST') codes.push((r.postDataJSON() as { postalCode: string }).postalCode);
  });
  return codes;
}

test.describe('postal code verified while it is typed', () => {
  test('a complete code is checked as it is typed, Next reuses the answer, a changed code is checked again', async ({ page, server }) => {
    const codes = postalChecks(page);
    await page.goto(`${server.url}/signup/s6/postal`);
    const field = page.getByRole('textbox', { name: 'Zip Code' });
    await field.pressSequentially('1000');
    // Wait for anything the page would send, then check that an incomplete code sent nothing.
    await page.waitForTimeout(300);
    expect(codes).toEqual([]);
    const first = page.waitForResponse((r) => r.url().endsWith('/api/postal/verify'));
    await field.pressSequentially('2');
    await first;
    expect(codes).toEqual(['10002']);
    await field.press('Backspace');
    const second = page.waitForResponse((r) => r.url().endsWith('/api/postal/verify'));
    await field.pressSequentially('1');
    await second;
    expect(codes).toEqual(['10002', '10001']);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/signup\/s6\/dob$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(codes).toEqual(['10002', '10001']);
  });

  test('by keyboard: Enter moves on with the code checked as typed; Back shows it kept, and Enter again moves on without a new check', async ({ page, server }) => {
    const codes = postalChecks(page);
    await page.goto(`${server.url}/signup/s6/postal`);
    const field = page.getByRole('textbox', { name: 'Zip Code' });
    await field.focus();
    const checked = page.waitForResponse((r) => r.url().endsWith('/api/postal/verify'));
    await page.keyboard.type('10001');
    await checked;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/signup\/s6\/dob$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/signup\/s6\/postal$/);
    await expect(field).toHaveValue('10001');
    await field.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/signup\/s6\/dob$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(codes).toEqual(['10001']);
  });

  test('a code the server refuses still shows the error on Next and keeps what was typed', async ({ page, server }) => {
    const codes = postalChecks(page);
    await page.goto(`${server.url}/signup/s6/postal`);
    const field = page.getByRole('textbox', { name: 'Zip Code' });
    await field.pressSequentially('00000');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(field).toHaveAccessibleDescription('Please enter a valid postal code');
    await expect(page.getByRole('alert').getByRole('link')).toHaveText(['Zip Code: Please enter a valid postal code']);
    await expect(page).toHaveURL(/\/signup\/s6\/postal$/);
    await expect(field).toHaveValue('00000');
    expect(codes).toEqual(['00000']);
    // Corrected, the new code is checked as it is typed, and Next moves on with its answer.
    const checked = page.waitForResponse((r) => r.url().endsWith('/api/postal/verify'));
    await field.fill('');
    await field.pressSequentially('10001');
    await checked;
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/signup\/s6\/dob$/);
    expect(codes).toEqual(['00000', '10001']);
  });

  test('on a one-page screener, a refused code is named with the other fields to fix, not only once they are fixed', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    const checked = page.waitForResponse((r) => r.url().endsWith('/api/postal/verify'));
    const zip = page.getByRole('textbox', { name: 'Zip Code' });
    await zip.pressSequentially('00000');
    await checked;
    await page.getByRole('textbox', { name: 'Phone number' }).fill('123');
    // Left, the refused code says so already.
    await expect(zip).toHaveAccessibleDescription('Please enter a valid postal code');
    await page.getByRole('button', { name: 'Finish' }).click();
    const links = page.getByRole('alert').getByRole('link');
    await expect(links.filter({ hasText: 'Zip Code: Please enter a valid postal code' })).toHaveCount(1);
    await expect(links.filter({ hasText: /^Phone number:/ })).toHaveCount(1);
    await expect(zip).toHaveValue('00000');
  });

  test('in Spanish, a refused code shows the Spanish error', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/es/s6/postal`);
    await page.getByRole('textbox', { name: 'Código postal' }).pressSequentially('00000');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/\/signup\/es\/s6\/postal$/);
    await expect(page.getByRole('textbox', { name: 'Código postal' })).toHaveValue('00000');
    await expect(page.getByRole('textbox', { name: 'Código postal' })).toHaveAccessibleDescription('Ingrese un código postal válido');
    await expect(page.getByRole('alert').getByRole('link')).toHaveText(['Código postal: Ingrese un código postal válido']);
  });
});
