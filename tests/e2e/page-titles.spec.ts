import { test, expect } from './fixtures.ts';

test.describe('page titles (WCAG 2.4.2)', () => {
  test('each step is named by its heading, its place in the flow and the brand, in the page\'s language', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/s6/home`);
    // The first question is not counted by the progress bar, so its title names no step either.
    await expect(page).toHaveTitle('See if you qualify for paid clinical trials near you – Trial Search');
    await page.getByRole('button', { name: 'Female' }).click();
    await expect(page).toHaveTitle('What is your postal code? – Step 2 of 8 – Trial Search');
    // The same words as the progress bar tells a screen reader.
    expect(await page.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Step 2 of 8');
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('10001');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveTitle('What is your date of birth? – Step 3 of 8 – Trial Search');
    // Back again: the title follows the step shown.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveTitle('What is your postal code? – Step 2 of 8 – Trial Search');
  });

  test('in Spanish', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/es/s6/home`);
    await expect(page).toHaveTitle('Vea si califica para ensayos clínicos remunerados cerca de usted – Trial Search');
    await page.getByRole('button', { name: 'Femenino' }).click();
    await expect(page).toHaveTitle(/^.+ – Paso 2 de 8 – Trial Search$/);
    expect(await page.title()).toBe(`${await page.getByRole('heading', { level: 1 }).textContent()} – Paso 2 de 8 – Trial Search`);
  });
});
