// @vitest-environment happy-dom
/**
 * The date of birth: labelled in the page's language with the country's format as a hint, masked as the digits are
 * typed, held as typed and saved as an ISO date with the age it gives, its error tied to the box.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { describedBy, renderKind } from '../testing/renderKind.tsx';
import { applyAnswers } from '../../src/engine/applyAnswers.ts';
import { emptyCandidate } from '../../src/core/candidate.ts';
import { COUNTRIES, type CountryCode } from '../../src/core/countries.ts';

afterEach(cleanup);

/** What Next stores on the candidate for this answer, on 2 March 2026. */
function saved(birthDate: unknown, country: CountryCode = 'US') {
  const path = { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false };
  const candidate = applyAnswers(emptyCandidate(country), { birthDate } as never, { country: COUNTRIES[country], today: '2026-03-02', path });
  return { birthDate: candidate.birthDate, age: candidate.age };
}

const box = (name = 'Date of birth') => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('BirthDate', () => {
  it("is a required box labelled in English, described by the country's format", async () => {
    await renderKind('BirthDate');
    expect(box().required).toBe(true);
    expect(box().placeholder).toBe('MM/DD/YYYY');
    expect(box().autocomplete).toBe('bday');
    expect(describedBy(box())).toEqual(['Format: MM/DD/YYYY']);
  });

  it('is labelled and described in Spanish on a Spanish page', async () => {
    await renderKind('BirthDate', { locale: 'es' });
    expect(describedBy(box('Fecha de nacimiento'))).toEqual(['Formato: MM/DD/YYYY']);
  });

  it("asks a caregiver for the participant's date of birth", async () => {
    await renderKind('BirthDate', { field: { labelCaregiver: 'fields.birthDate.labelParticipant' }, context: { caregiver: true } });
    expect(box("Participant's date of birth")).toBeTruthy();
  });

  it('is typed as digits with the keyboard alone, masked, and saved as an ISO date with the age', async () => {
    const { user, answer } = await renderKind('BirthDate');
    await user.tab();
    expect(document.activeElement).toBe(box());
    await user.keyboard('05051970');
    expect(box().value).toBe('05/05/1970');
    expect(answer()).toBe('05/05/1970');
    expect(saved(answer())).toEqual({ birthDate: '1970-05-05', age: 55 });
    await user.clear(box());
    expect(answer()).toBeUndefined();
  });

  it("reads the digits in the visitor's country's order", async () => {
    const { user, answer } = await renderKind('BirthDate', { context: { country: COUNTRIES.GB } });
    expect(describedBy(box())).toEqual(['Format: DD/MM/YYYY']);
    await user.tab();
    await user.keyboard('05111970');
    expect(answer()).toBe('05/11/1970');
    expect(saved(answer(), 'GB')).toEqual({ birthDate: '1970-11-05', age: 55 });
  });

  it('shows the date held when the visitor comes back', async () => {
    await renderKind('BirthDate', { value: '05/05/1970' });
    expect(box().value).toBe('05/05/1970');
  });

  it('in error: marked invalid and described by its message beside the format; out of error: the format only', async () => {
    const { message } = await renderKind('BirthDate', { error: 'Please enter a valid birth date' });
    expect(message()).toBe('Please enter a valid birth date');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box())).toEqual(['Format: MM/DD/YYYY', 'Please enter a valid birth date']);
    cleanup();
    await renderKind('BirthDate');
    expect(box().hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(box())).toEqual(['Format: MM/DD/YYYY']);
  });
});
