/** What a page shows is what its form holds: shown defaults are answers, and answers given are shown again on return. */
import { test, expect, expectAccessible } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { question } from './support/screener.ts';

/** The labels a test reads, in the page's language. */
const EN = { zip: 'Zip Code', country: 'Country', next: 'Next', ageTitle: 'Please tell us a little about yourself' };
const ES = { zip: 'Código postal', country: 'País', next: 'Siguiente', ageTitle: 'Cuéntenos un poco sobre usted' };

test.describe('s15: the country shown is the country answered', () => {
  const cases = [
    { name: 'in English', prefix: '', labels: EN, viewport: null },
    { name: 'in Spanish', prefix: '/es', labels: ES, viewport: null },
    { name: 'on a 390 px wide phone', prefix: '', labels: EN, viewport: { width: 390, height: 844 } },
  ];
  for (const { name, prefix, labels, viewport } of cases) {
    test(`typing only the postal code and pressing Next moves on, ${name}`, async ({ page, server }) => {
      if (viewport) await page.setViewportSize(viewport);
      await page.goto(`${server.url}/signup${prefix}/s15/home`);
      // The browser says en-US: the country list shows the United States, and that is the answer Next sends.
      await expect(page.getByRole('combobox', { name: labels.country })).toHaveValue('US');
      await page.getByRole('textbox', { name: labels.zip }).fill('10001');
      await page.getByRole('button', { name: labels.next }).click();
      await expect(page).toHaveURL(new RegExp(`/signup${prefix}/s15/age$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(labels.ageTitle);
      await expectAccessible(page);
    });
  }

  test("a postal code refused for one country is judged again for the country chosen after it: its message goes at once", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/s15/home`);
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('77030');
    await page.getByRole('combobox', { name: 'Country' }).selectOption('GB');
    await page.getByRole('button', { name: 'Next' }).click();
    const field = page.getByRole('textbox', { name: 'Postcode' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please enter a valid postal code').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Country' }).selectOption('US');
    const zip = page.getByRole('textbox', { name: 'Zip Code' });
    await expect(zip).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.field-error').filter({ hasText: 'Please enter a valid postal code' })).toHaveCount(0);
    await expect(zip).toHaveValue('77030');
  });

  test('a visitor from a GDPR country starts with their country too', async ({ browser, server }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${server.url}/signup/s15/home`);
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('GB');
    await page.getByRole('textbox', { name: 'Postcode' }).fill('SW1A 1AA');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/signup\/s15\/age$/);
    await context.close();
  });
});

/** ws10 for study 1001 as a qualifying man of 55 near Houston: 5 ft 6 in and 170 lb. A phone screened before is already matched. */
async function fillQualifyingMan(page: Page, phone: string) {
  await page.getByRole('radio', { name: 'Myself' }).check();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Pat Backwards');
  await page.getByRole('textbox', { name: 'Zip Code' }).fill('77030');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByRole('textbox', { name: 'Email address' }).fill('pat.backwards@example.com');
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('05/05/1970');
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  const q = (text: RegExp) => question(page, text);
  await q(/1\. Have you been diagnosed with type 2 diabetes/).getByRole('button', { name: 'Yes' }).click();
  await q(/2\. How are you currently managing/).getByRole('radio', { name: 'Metformin only' }).check();
  await q(/3\. What was your most recent A1C/).getByRole('radio', { name: 'Between 7% and 10.5%' }).check();
  await page.getByRole('checkbox', { name: 'White' }).check();
  await page.getByRole('textbox', { name: 'Feet' }).fill('5');
  await page.getByRole('textbox', { name: 'Inches' }).fill('6');
  await page.getByRole('textbox', { name: 'Pounds' }).fill('170');
}

async function expectQualifyingManShown(page: Page, phone: string) {
  await expect(page.getByRole('radio', { name: 'Myself' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Pat Backwards');
  await expect(page.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('77030');
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue(phone);
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue('pat.backwards@example.com');
  await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('05/05/1970');
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  const q = (text: RegExp) => question(page, text);
  await expect(q(/1\. Have you been diagnosed with type 2 diabetes/).getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
  await expect(q(/2\. How are you currently managing/).getByRole('radio', { name: 'Metformin only' })).toBeChecked();
  await expect(q(/3\. What was your most recent A1C/).getByRole('radio', { name: 'Between 7% and 10.5%' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'White' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'ft / in' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Feet' })).toHaveValue('5');
  await expect(page.getByRole('textbox', { name: 'Inches' })).toHaveValue('6');
  await expect(page.getByRole('textbox', { name: 'Pounds' })).toHaveValue('170');
}

test.describe('ws10: the browser back button after Finish', () => {
  for (const [viewport, phone] of [[null, '(713) 555-0187'], [{ width: 390, height: 844 }, '(713) 555-0188']] as const) {
    test(`every answer typed is still there${viewport ? ' on a 390 px wide phone' : ''}`, async ({ page, server }) => {
      if (viewport) await page.setViewportSize(viewport);
      await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
      await fillQualifyingMan(page, phone);
      await page.getByRole('button', { name: 'Finish' }).click();
      await expect(page).toHaveURL(/\/signup\/ws10\/indications\?studyId=1001$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');

      await page.goBack();
      await expect(page).toHaveURL(/\/signup\/ws10\/home\?studyId=1001$/);
      await expectQualifyingManShown(page, phone);
      await expectAccessible(page);

      // Finish again with the same answers: still qualified, and still one stored screening, one of each consent.
      await page.getByRole('button', { name: 'Finish' }).click();
      await expect(page).toHaveURL(/\/signup\/ws10\/indications\?studyId=1001$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
      const e164 = `+1${phone.replace(/\D/g, '')}`;
      const lead = (await server.leads()).find((l) => l.phone === e164);
      const { rows } = await server.app.db.query<{ passed: boolean; fully_qualified: boolean }>('SELECT passed, fully_qualified FROM screenings WHERE lead_id = $1', [lead?.id]);
      expect(rows).toEqual([{ passed: true, fully_qualified: true }]);
      const consents = await server.app.db.query<{ type: string }>('SELECT type FROM consents WHERE lead_id = $1 ORDER BY id', [lead?.id]);
      expect(consents.rows.map((c) => c.type)).toEqual(['sms', 'call', 'email', 'clinic']);
    });
  }
});

test.describe('ws10: the CT-scan appointment date', () => {
  test('shows on a CT-scan appointment study only once the answers show the visitor qualifies', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1007`);
    await expect(question(page, /1\. Do you smoke/)).toBeVisible();
    const ct = page.getByRole('textbox', { name: /CT scan appointment/ });
    // Study 1007 takes ages 50 to 80: nothing shows before the birth date, nor for someone of 36 or of 86.
    await expect(ct).toHaveCount(0);
    const dob = page.getByRole('textbox', { name: 'Date of birth' });
    await dob.fill('05/05/1990');
    await expect(ct).toHaveCount(0);
    await dob.fill('05/05/1940');
    await expect(ct).toHaveCount(0);
    await dob.fill('05/05/1960');
    await expect(ct).toBeVisible();
  });

  test('in Spanish on a 390 px wide phone', async ({ page, server }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/signup/es/ws10/home?studyId=1007`);
    const ct = page.getByRole('textbox', { name: /cita de tomografía/ });
    await expect(question(page, /1\. ¿Fuma/)).toBeVisible();
    await expect(ct).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Fecha de nacimiento' }).fill('05/05/1960');
    await expect(ct).toBeVisible();
    await expectAccessible(page);
  });
});
