// @vitest-environment happy-dom
/** The caregiver's own name: labelled in the page's language, held as typed and saved as the caregiver's first and last name. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';
import { applyAnswers } from '../../src/engine/applyAnswers.ts';
import { emptyCandidate } from '../../src/core/candidate.ts';
import { COUNTRIES } from '../../src/core/countries.ts';

afterEach(cleanup);

/** What Next stores on the candidate for this answer. */
function saved(caregiverName: unknown) {
  const path = { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: true };
  return applyAnswers(emptyCandidate('US'), { caregiverName } as never, { country: COUNTRIES.US, today: '2026-03-02', path }).caregiver;
}

const box = (name = 'Your full name') => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('CaregiverName', () => {
  it('is a required name box labelled in English', async () => {
    await renderKind('CaregiverName');
    expect(box().required).toBe(true);
    expect(box().autocomplete).toBe('name');
  });

  it('is labelled in Spanish on a Spanish page', async () => {
    await renderKind('CaregiverName', { locale: 'es' });
    expect(box('Su nombre completo')).toBeTruthy();
  });

  it("is typed with the keyboard alone and saved as the caregiver's names", async () => {
    const { user, answer } = await renderKind('CaregiverName');
    await user.tab();
    expect(document.activeElement).toBe(box());
    await user.keyboard('Jo de la Cruz');
    expect(answer()).toBe('Jo de la Cruz');
    // A caregiver who has not said how they are related is the participant's parent (spec §3).
    expect(saved(answer())).toEqual({ firstName: 'Jo de la', lastName: 'Cruz', relationship: 'Parent' });
    await user.clear(box());
    expect(answer()).toBeUndefined();
  });

  it('shows the name held when the visitor comes back', async () => {
    await renderKind('CaregiverName', { value: 'Sam Carer' });
    expect(box().value).toBe('Sam Carer');
  });

  it('in error: marked invalid and described by its message; out of error: neither', async () => {
    const { message } = await renderKind('CaregiverName', { error: 'Please enter a valid full name' });
    expect(message()).toBe('Please enter a valid full name');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box())).toEqual(['Please enter a valid full name']);
    cleanup();
    await renderKind('CaregiverName');
    expect(box().hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(box())).toEqual([]);
  });
});
