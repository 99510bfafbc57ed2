import { test, expect } from './fixtures.ts';

const cases = [
  { tag: 'en-US', country: 'US', postalLabel: 'Zip Code', postal: '10001', dob: ['07041976', '07/04/1976'], iso: '1976-07-04', phone: ['2125550166', '(212) 555-0166'], e164: '+12125550166', consent: false },
  { tag: 'en-CA', country: 'CA', postalLabel: 'Postal code', postal: 'm5g 2c4', dob: ['19760704', '1976-07-04'], iso: '1976-07-04', phone: ['4165550166', '(416) 555-0166'], e164: '+14165550166', consent: true },
  { tag: 'en-GB', country: 'GB', postalLabel: 'Postcode', postal: 'SW1A1AA', dob: ['04071976', '04/07/1976'], iso: '1976-07-04', phone: ['07400123466', '07400 123466'], e164: '+447400123466', consent: true },
  { tag: 'en-IE', country: 'IE', postalLabel: 'Eircode', postal: 'D02 X285', dob: ['04071976', '04/07/1976'], iso: '1976-07-04', phone: ['0851234566', '085 123 4566'], e164: '+353851234566', consent: true },
  { tag: 'en-AU', country: 'AU', postalLabel: 'Postcode', postal: '3000', dob: ['04071976', '04/07/1976'], iso: '1976-07-04', phone: ['0412345666', '0412 345 666'], e164: '+61412345666', consent: true },
  { tag: 'en-NZ', country: 'NZ', postalLabel: 'Postcode', postal: '6011', dob: ['04071976', '04/07/1976'], iso: '1976-07-04', phone: ['0211234566', '021 123 4566'], e164: '+64211234566', consent: true },
  { tag: 'en-ZA', country: 'ZA', postalLabel: 'Postal code', postal: '8001', dob: ['19760704', '1976/07/04'], iso: '1976-07-04', phone: ['0711234566', '071 123 4566'], e164: '+27711234566', consent: true },
] as const;

test.describe('s6 in each supported country', () => {
  for (const c of cases) {
    test(`${c.country}: postal format, date mask, phone mask and consent`, async ({ browser, server }) => {
      const context = await browser.newContext({ locale: c.tag });
      const page = await context.newPage();
      await page.goto(`${server.url}/signup/s6/postal`);
      await page.getByRole('textbox', { name: c.postalLabel, exact: true }).fill(c.postal);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/\/dob$/);
      const dob = page.getByRole('textbox', { name: 'Date of birth' });
      await dob.pressSequentially(c.dob[0]);
      await expect(dob).toHaveValue(c.dob[1]);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('textbox', { name: 'Full name' }).fill(`Test ${c.country}`);
      await page.getByRole('button', { name: 'Next' }).click();
      const phone = page.getByRole('textbox', { name: 'Phone number' });
      await phone.pressSequentially(c.phone[0]);
      await expect(phone).toHaveValue(c.phone[1]);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/\/indications$/);
      const view = page.getByRole('button', { name: 'View trials' });
      if (c.consent) {
        await expect(view).toHaveAttribute('aria-disabled', 'true');
        await page.getByRole('checkbox', { name: 'I agree to the terms above.' }).check();
      } else {
        await expect(page.getByRole('checkbox', { name: 'I agree to the terms above.' })).toHaveCount(0);
      }
      await view.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test, thank you for your interest');
      const lead = (await server.leads()).find((l) => l.phone === c.e164);
      expect(lead).toMatchObject({ country: c.country, dateOfBirth: c.iso });
      expect(lead?.consents.map((x) => x.type).sort()).toEqual(['call', 'clinic', 'email', 'sms']);
      await context.close();
    });
  }

  test('an unknown browser region falls back to the US', async ({ browser, server }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(`${server.url}/signup/s6/postal`);
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toBeVisible();
    await context.close();
  });
});
