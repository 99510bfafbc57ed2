// @vitest-environment happy-dom
/**
 * The country: the seven supported countries named in the page's language, the one the form holds shown as chosen,
 * chosen with the keyboard and saved as its code, its error tied to the list.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';
import { applyAnswers } from '../../src/engine/applyAnswers.ts';
import { emptyCandidate } from '../../src/core/candidate.ts';
import { COUNTRIES } from '../../src/core/countries.ts';
import { fieldKinds } from '../../src/engine/fieldKinds.ts';

afterEach(cleanup);

/** What Next stores on the candidate for this answer (a US visitor). */
function saved(country: unknown) {
  const path = { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false };
  return applyAnswers(emptyCandidate('US'), { country } as never, { country: COUNTRIES.US, today: '2026-03-02', path }).country;
}

/** A step starts with the visitor's country held (the kind's shown default), as the page's form data does. */
const US = fieldKinds.CountrySelect.shownDefault({ country: COUNTRIES.US });

const select = (name = 'Country') => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const labels = (element: HTMLSelectElement) => [...element.options].map((o) => o.textContent);

describe('CountrySelect', () => {
  it("is labelled in English and shows the visitor's country, held from the start", async () => {
    await renderKind('CountrySelect', { value: US });
    expect(US).toBe('US');
    expect(select().value).toBe('US');
    expect([...select().options].map((o) => o.value)).toEqual(['AU', 'CA', 'IE', 'NZ', 'ZA', 'GB', 'US']);
    expect(labels(select())).toEqual(['Australia', 'Canada', 'Ireland', 'New Zealand', 'South Africa', 'United Kingdom', 'United States']);
  });

  it('is labelled and names the countries in Spanish on a Spanish page', async () => {
    await renderKind('CountrySelect', { locale: 'es', value: US });
    expect(labels(select('País'))).toEqual(['Australia', 'Canadá', 'Irlanda', 'Nueva Zelanda', 'Sudáfrica', 'Reino Unido', 'Estados Unidos']);
  });

  it('shows no country as chosen when the form holds none, rather than one it would not save', async () => {
    const { answer } = await renderKind('CountrySelect');
    expect(select().value).toBe('');
    expect(answer()).toBeUndefined();
  });

  it('is chosen with the keyboard alone and saved as its code', async () => {
    const { user, answer } = await renderKind('CountrySelect', { value: US });
    await user.tab();
    expect(document.activeElement).toBe(select());
    await user.selectOptions(select(), 'United Kingdom');
    expect(answer()).toBe('GB');
    expect(saved(answer())).toBe('GB');
  });

  it('shows the country held when the visitor comes back', async () => {
    await renderKind('CountrySelect', { value: 'NZ' });
    expect(select().value).toBe('NZ');
  });

  it('in error: marked invalid and described by its message; out of error: neither', async () => {
    const { message } = await renderKind('CountrySelect', { error: 'This field is required' });
    expect(message()).toBe('This field is required');
    expect(select().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(select())).toEqual(['This field is required']);
    cleanup();
    await renderKind('CountrySelect', { value: US });
    expect(select().hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(select())).toEqual([]);
  });
});
