// @vitest-environment happy-dom
/**
 * The caregiver's own date of birth: labelled in the page's language with the country's format as a hint, masked as
 * typed, held as typed and saved as an ISO date, its error tied to the box.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';
import { applyAnswers } from '../../src/engine/applyAnswers.ts';
import { emptyCandidate } from '../../src/core/candidate.ts';
import { COUNTRIES, type CountryCode } from '../../src/core/countries.ts';

afterEach(cleanup);

/** What Next stores on the candidate for this answer. */
function saved(caregiverBirthDate: unknown, country: CountryCode = 'US') {
  const path = { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: true };
  return applyAnswers(emptyCandidate(country), { caregiverBirthDate } as never, { country: COUNTRIES[country], today: '2026-03-02', path }).caregiverBirthDate;
}

const box = (name = 'Your date of birth') => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('CaregiverBirthDate', () => {
  it("is a required box labelled in English, described by the country's format", async () => {
    await renderKind('CaregiverBirthDate');
    expect(box().required).toBe(true);
    expect(box().placeholder).toBe('MM/DD/YYYY');
    expect(describedBy(box())).toEqual(['Format: MM/DD/YYYY']);
  });

  it('is labelled and described in Spanish on a Spanish page', async () => {
    await renderKind('CaregiverBirthDate', { locale: 'es' });
    expect(describedBy(box('Su fecha de nacimiento'))).toEqual(['Formato: MM/DD/AAAA']);
  });

  it('is typed as digits with the keyboard alone, masked, and saved as an ISO date', async () => {
    const { user, answer } = await renderKind('CaregiverBirthDate');
    await user.tab();
    expect(document.activeElement).toBe(box());
    await user.keyboard('12311965');
    expect(box().value).toBe('12/31/1965');
    expect(answer()).toBe('12/31/1965');
    expect(saved(answer())).toBe('1965-12-31');
    await user.clear(box());
    expect(answer()).toBeUndefined();
  });

  it("reads the digits in the visitor's country's order and separator", async () => {
    const { user, answer } = await renderKind('CaregiverBirthDate', { context: { country: COUNTRIES.CA } });
    expect(describedBy(box())).toEqual(['Format: YYYY-MM-DD']);
    await user.tab();
    await user.keyboard('19651231');
    expect(answer()).toBe('1965-12-31');
    expect(saved(answer(), 'CA')).toBe('1965-12-31');
  });

  it('shows the date held when the visitor comes back', async () => {
    await renderKind('CaregiverBirthDate', { value: '12/31/1965' });
    expect(box().value).toBe('12/31/1965');
  });

  it('in error: marked invalid and described by its message beside the format; out of error: the format only', async () => {
    const { message } = await renderKind('CaregiverBirthDate', { error: 'Please enter a valid birth date' });
    expect(message()).toBe('Please enter a valid birth date');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box())).toEqual(['Format: MM/DD/YYYY', 'Please enter a valid birth date']);
    cleanup();
    await renderKind('CaregiverBirthDate');
    expect(box().hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(box())).toEqual(['Format: MM/DD/YYYY']);
  });
});
