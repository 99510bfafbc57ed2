import { test, expect, expectAccessible } from './fixtures.ts';
import { isCallCentreOpen } from '../../src/core/callCentre.ts';

test.describe('s6 core sign-up', () => {
  test('a visitor completes s6 in English and the lead is stored', async ({ page, server, cspViolations }) => {
    await page.goto(`${server.url}/signup/s6/home`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('See if you qualify for paid clinical trials near you');
    await expect(page.getByRole('button', { name: 'Find trials' })).toBeVisible();
    await expect(page.getByText('Featured study')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Female' }).click();

    await expect(page).toHaveURL(/\/signup\/s6\/postal$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is your postal code?');
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('10001');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/dob$/);
    await page.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('04121980');
    await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('04/12/1980');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/name$/);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Maria Elena Lopez');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/phone$/);
    await page.getByRole('textbox', { name: 'Phone number' }).fill('(212) 555-0199');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/email$/);
    // Mid-flow, this tab's visit keeps its person on the device under a key of its own (persistence.ts personalKey).
    await expect.poll(() => page.evaluate("Object.keys(localStorage).filter((key) => /^signup\\.personal\\.v1\\.[0-9a-f-]{36}$/.test(key)).length")).toBe(1);
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Email address (optional)' }).fill('maria.e2e@example.com');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/indications$/);
    await expect(page.getByRole('group', { name: 'Lungs & breathing' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('searchbox', { name: 'Search conditions' }).fill('as');
    await expect(page.getByRole('checkbox', { name: 'Asthma' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search conditions' }).fill('ASTH');
    await expect(page.getByRole('checkbox')).toHaveCount(1);
    await page.getByRole('checkbox', { name: 'Asthma' }).check();
    // The chosen condition's remove button is a target a finger can hit (WCAG 2.2's 24 px, which axe checks here).
    const remove = await page.getByRole('button', { name: 'Remove Asthma' }).boundingBox();
    expect(remove && Math.min(remove.width, remove.height)).toBeGreaterThanOrEqual(24);
    await expectAccessible(page);
    // Removing the only chosen condition by keyboard leaves focus in the search box, not on the page body.
    await page.getByRole('button', { name: 'Remove Asthma' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('searchbox', { name: 'Search conditions' })).toBeFocused();
    await expect(page.getByRole('checkbox', { name: 'Asthma' })).not.toBeChecked();
    await page.getByRole('checkbox', { name: 'Asthma' }).check();
    await page.getByRole('searchbox', { name: 'Search conditions' }).fill('zzzz');
    await expect(page.getByText('No conditions matched your search.').first()).toBeVisible();
    // The first call-now check is left on the way, and the page reloaded: the reload takes the completed visit's person
    // off the device, its postal code with it, and asks again by the lead, whose postal code the server holds. Asked
    // without one, the page said no call was possible.
    const asked: Array<{ body: Record<string, unknown>; token: string | undefined }> = [];
    await page.route('**/api/can_call_now', async (route) => {
      asked.push({ body: route.request().postDataJSON() as Record<string, unknown>, token: route.request().headers()['x-lead-token'] });
      if (asked.length > 1) await route.continue();
    });
    await page.getByRole('button', { name: 'View trials' }).click();

    await expect(page).toHaveURL(/\/thankyou$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maria Elena, thank you for your interest');
    await expect(page.getByRole('status')).toHaveText('Checking whether a study coordinator is available…');
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toEqual({ body: { indicationIds: [expect.any(Number)], country: 'US', postalCode: '10001' }, token: undefined });
    // No frame after the reload says what the check cut short by it would have: the page asks again, and says so.
    await page.addInitScript(() => {
      const shown: string[] = [];
      (window as unknown as { callAnswers: string[] }).callAnswers = shown;
      new MutationObserver(() => {
        const now = document.querySelector('[data-testid^="call-"]')?.getAttribute('data-testid');
        if (now && shown[shown.length - 1] !== now) shown.push(now);
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    await page.reload();
    // Asked again by the lead (the check's code comes with its first use, so the ask may follow the page's first frame).
    await expect.poll(() => asked.length).toBe(2);
    const open = isCallCentreOpen(new Date());
    await expect(page.getByTestId(open ? 'call-possible' : 'call-not-possible')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { callAnswers: string[] }).callAnswers)).toEqual(['call-checking', open ? 'call-possible' : 'call-not-possible']);
    await expectAccessible(page);
    expect(asked).toHaveLength(2);
    expect(asked[1]).toEqual({ body: { indicationIds: asked[0]?.body.indicationIds, country: 'US', leadId: expect.any(String) }, token: expect.any(String) });
    await page.unroute('**/api/can_call_now');

    const lead = (await server.leads()).find((l) => l.email === 'maria.e2e@example.com');
    expect(lead).toMatchObject({
      firstName: 'Maria Elena', lastName: 'Lopez', phone: '+12125550199', postalCode: '10001', country: 'US', gender: 'female',
      dateOfBirth: '1980-04-12', preferredLanguage: 'en', indications: [expect.any(Number)],
      sourceInfo: expect.objectContaining({ campaign: 's6' }),
    });
    expect(lead?.consents.map((c) => c.type).sort()).toEqual(['call', 'clinic', 'email', 'sms']);
    // Personal fields leave the device when the flow completes (the visit is stored once the last step is painted).
    await expect.poll(() => page.evaluate("Object.keys(localStorage).filter((key) => key.startsWith('signup.personal'))")).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('a visitor completes s6 in Spanish', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/es/s6/home`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vea si califica para ensayos clínicos remunerados cerca de usted');
    await page.getByRole('button', { name: 'Masculino' }).click();
    await expect(page).toHaveURL(/\/signup\/es\/s6\/postal$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Cuál es su código postal?');
    await page.getByRole('textbox', { name: 'Código postal' }).fill('60601');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('textbox', { name: 'Fecha de nacimiento' }).fill('07/30/1975');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('textbox', { name: 'Nombre completo' }).fill('  José   García ');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('textbox', { name: 'Número de teléfono' }).fill('312-555-0147');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/\/signup\/es\/s6\/email$/);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/\/signup\/es\/s6\/indications$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Tiene alguna de estas afecciones?');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Ver ensayos' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('José, gracias por su interés');

    const lead = (await server.leads()).find((l) => l.phone === '+13125550147');
    expect(lead).toMatchObject({ firstName: 'José', lastName: 'García', gender: 'male', postalCode: '60601', dateOfBirth: '1975-07-30', preferredLanguage: 'es', email: null, indications: [] });
  });

  test('a bad postal code and a one-word name show the spec messages and keep what was typed', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/s6/postal`);
    const postal = page.getByRole('textbox', { name: 'Zip Code' });
    const summary = page.getByRole('alert');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(summary.getByRole('heading')).toHaveText('Please complete the required fields.');
    await expect(summary.getByRole('link')).toHaveText(['Zip Code: This field is required']);
    await postal.fill('00000');
    await page.getByRole('button', { name: 'Next' }).click();
    // One announcement, at the top, which takes focus and leads to the field; the field's message describes it. A code
    // given in full but refused is not a required field left empty.
    await expect(summary).toHaveCount(1);
    await expect(summary.getByRole('heading')).toHaveText('There is a problem with your answer');
    await expect(summary.getByRole('link')).toHaveText(['Zip Code: Please enter a valid postal code']);
    await expect(page.locator('.error-summary')).toBeFocused();
    await expect(postal).toHaveAccessibleDescription('Please enter a valid postal code');
    await expect(postal).toHaveValue('00000');
    await expect(postal).toHaveAttribute('aria-invalid', 'true');
    await summary.getByRole('link').click();
    await expect(postal).toBeFocused();
    await expect(page).toHaveURL(/\/postal$/);
    await postal.fill('123');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').getByRole('link')).toHaveText(['Zip Code: Please enter a valid postal code']);
    await expect(page.locator('.error-summary')).toBeFocused();
    await expect(postal).toHaveValue('123');
    await expectAccessible(page);

    await page.goto(`${server.url}/signup/s6/name`);
    const name = page.getByRole('textbox', { name: 'Full name' });
    await name.fill('Madonna');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').getByRole('link')).toHaveText(['Full name: Please enter a valid full name']);
    await expect(name).toHaveAccessibleDescription('Please enter a valid full name');
    await expect(name).toHaveValue('Madonna');
    await expect(page).toHaveURL(/\/name$/);
    await name.fill('');
    await name.blur();
    // The field says what is wrong now. The summary, an alert, keeps the words of the failed Next until the field is
    // right or Next fails again: a change of its words was read out again at every key the visitor typed.
    await expect(name).toHaveAccessibleDescription('This field is required');
    await expect(page.getByRole('alert').getByRole('link')).toHaveText(['Full name: Please enter a valid full name']);
    // Once a field has been left, each change re-validates: the error clears as soon as the answer is right.
    await name.pressSequentially('Madonna Ciccone');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('');
    // Typed on past right and wrong again, the field says so; the summary, done once all it named was fixed, does not
    // come back to take focus from the visitor's typing (their next keys went to it).
    await name.press('End');
    await name.pressSequentially(' 🎤');
    await expect(name).toHaveAccessibleDescription('Please enter a valid full name');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(name).toBeFocused();
    await name.press('Backspace');
    await name.press('Backspace');
    await expect(name).toHaveValue('Madonna Ciccone');
    await expect(name).toHaveAccessibleDescription('');
    // The next failed Next brings the summary back, and it takes focus as before.
    await name.fill('Madonna');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').getByRole('link')).toHaveText(['Full name: Please enter a valid full name']);
    await expect(page.locator('.error-summary')).toBeFocused();
  });

  test('Spanish validation messages', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/es/s6/name`);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('alert').getByRole('heading')).toHaveText('Complete los campos obligatorios.');
    await expect(page.getByRole('alert').getByRole('link')).toHaveText(['Nombre completo: Este campo es obligatorio']);
    await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Cher');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('alert').getByRole('heading')).toHaveText('Hay un problema con su respuesta');
    await expect(page.getByRole('alert').getByRole('link')).toHaveText(['Nombre completo: Ingrese un nombre completo válido']);
  });
});
