// @vitest-environment happy-dom
/**
 * The postal code: named as the visitor's country names it, in the page's language, held as typed and saved in the
 * country's canonical form, its error tied to the box.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';
import { applyAnswers } from '../../src/engine/applyAnswers.ts';
import { emptyCandidate } from '../../src/core/candidate.ts';
import { COUNTRIES, type CountryCode } from '../../src/core/countries.ts';

afterEach(cleanup);

/** What Next stores on the candidate for this answer. */
function saved(postalCode: unknown, country: CountryCode = 'US') {
  const path = { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false };
  return applyAnswers(emptyCandidate(country), { postalCode } as never, { country: COUNTRIES[country], today: '2026-03-02', path }).postalCode;
}

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('PostalCode', () => {
  it("is a required box named as the country names it, with the country's example", async () => {
    await renderKind('PostalCode');
    expect(box('Zip Code').required).toBe(true);
    expect(box('Zip Code').placeholder).toBe('10001');
    expect(box('Zip Code').inputMode).toBe('numeric');
    cleanup();
    await renderKind('PostalCode', { context: { country: COUNTRIES.GB } });
    expect(box('Postcode').placeholder).toBe('SW1A 1AA');
    expect(box('Postcode').inputMode).toBe('text');
    cleanup();
    await renderKind('PostalCode', { context: { country: COUNTRIES.IE } });
    expect(box('Eircode')).toBeTruthy();
  });

  it('is labelled in Spanish on a Spanish page', async () => {
    await renderKind('PostalCode', { locale: 'es' });
    expect(box('Código postal')).toBeTruthy();
  });

  it('is typed with the keyboard alone and saved as typed; emptied, it holds no answer', async () => {
    const { user, answer } = await renderKind('PostalCode');
    await user.tab();
    expect(document.activeElement).toBe(box('Zip Code'));
    await user.keyboard('10001');
    expect(answer()).toBe('10001');
    expect(saved(answer())).toBe('10001');
    await user.clear(box('Zip Code'));
    expect(answer()).toBeUndefined();
  });

  it('saves a British postcode in capitals with its space, whatever was typed', async () => {
    const { user, answer } = await renderKind('PostalCode', { context: { country: COUNTRIES.GB } });
    await user.tab();
    await user.keyboard('sw1a1aa');
    expect(answer()).toBe('sw1a1aa');
    expect(saved(answer(), 'GB')).toBe('SW1A 1AA');
  });

  it('shows the code held when the visitor comes back', async () => {
    await renderKind('PostalCode', { value: '77030' });
    expect(box('Zip Code').value).toBe('77030');
  });

  it('in error: marked invalid and described by its message; out of error: neither', async () => {
    const { message } = await renderKind('PostalCode', { error: 'Please enter a valid postal code' });
    expect(message()).toBe('Please enter a valid postal code');
    expect(box('Zip Code').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box('Zip Code'))).toEqual(['Please enter a valid postal code']);
    cleanup();
    await renderKind('PostalCode');
    expect(box('Zip Code').hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(box('Zip Code'))).toEqual([]);
  });
});
