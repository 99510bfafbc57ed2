import { test, expect } from './fixtures.ts';

test.describe('page titles (WCAG 2.4.2)', () => {
  test('each step is named by its heading, its place in the flow and the brand, in the page\'s language', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/s6/home`);
    // The first question is not counted by the progress bar, so its title names no step either; the steps are counted
    // along the visitor's way (the gender step this visitor never sees is not among them, nor the diagnosis step, which
    // only a link that preselects a condition leads to).
    await expect(page).toHaveTitle('See if you qualify for paid clinical trials near you – Trial Search');
    await page.getByRole('button', { name: 'Female' }).click();
    await expect(page).toHaveTitle('What is your postal code? – Step 1 of 6 – Trial Search');
    // The same words as the progress bar tells a screen reader.
    expect(await page.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Step 1 of 6');
    // Typing leaves the title element alone: each assignment replaced its text, a change the session recorder sent.
    await page.evaluate(() => {
      const changes = { count: 0 };
      (window as unknown as { titleChanges: typeof changes }).titleChanges = changes;
      new MutationObserver((records) => { changes.count += records.length; })
        .observe(document.querySelector('title') as Node, { childList: true, characterData: true, subtree: true });
    });
    const titleChanges = () => page.evaluate(() => (window as unknown as { titleChanges: { count: number } }).titleChanges.count);
    await page.getByRole('textbox', { name: 'Zip Code' }).pressSequentially('10001');
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('10001');
    expect(await titleChanges()).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveTitle('What is your date of birth? – Step 2 of 6 – Trial Search');
    expect(await titleChanges()).toBeGreaterThan(0);
    // Back again: the title follows the step shown.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveTitle('What is your postal code? – Step 1 of 6 – Trial Search');
    // A link that preselects a condition leads through the diagnosis step: one step more from the first.
    await page.goto(`${server.url}/signup/s6/postal?indicationIds[]=101`);
    await expect(page).toHaveTitle('What is your postal code? – Step 1 of 7 – Trial Search');
  });

  test('in Spanish', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/es/s6/home`);
    await expect(page).toHaveTitle('Vea si califica para ensayos clínicos remunerados cerca de usted – Trial Search');
    await page.getByRole('button', { name: 'Femenino' }).click();
    await expect(page).toHaveTitle(/^.+ – Paso 1 de 6 – Trial Search$/);
    expect(await page.title()).toBe(`${await page.getByRole('heading', { level: 1 }).textContent()} – Paso 1 de 6 – Trial Search`);
  });
});
