// @vitest-environment happy-dom
/**
 * The visitor's full name: labelled in the page's language (the participant's wording for a caregiver), held as typed
 * and saved as first and last name, its error tied to the box.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';
import { applyAnswers } from '../../src/engine/applyAnswers.ts';
import { emptyCandidate } from '../../src/core/candidate.ts';
import { COUNTRIES } from '../../src/core/countries.ts';

afterEach(cleanup);

/** What Next stores on the candidate for this answer. */
function saved(fullName: unknown) {
  const path = { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false };
  const candidate = applyAnswers(emptyCandidate('US'), { fullName } as never, { country: COUNTRIES.US, today: '2026-03-02', path });
  return { firstName: candidate.firstName, lastName: candidate.lastName };
}

const box = (name = 'Full name') => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('FullName', () => {
  it('is a required name box labelled in English', async () => {
    await renderKind('FullName');
    expect(box().required).toBe(true);
    expect(box().autocomplete).toBe('name');
  });

  it('is labelled in Spanish on a Spanish page', async () => {
    await renderKind('FullName', { locale: 'es' });
    expect(box('Nombre completo')).toBeTruthy();
  });

  it("asks a caregiver for the participant's name, in either language", async () => {
    const field = { labelCaregiver: 'fields.fullName.labelParticipant' };
    await renderKind('FullName', { field, context: { caregiver: true } });
    expect(box("Participant's full name")).toBeTruthy();
    expect(box("Participant's full name").autocomplete).toBe('off');
    cleanup();
    await renderKind('FullName', { locale: 'es', field, context: { caregiver: true } });
    expect(box('Nombre completo del participante')).toBeTruthy();
  });

  it('is typed with the keyboard alone and saved as first and last name', async () => {
    const { user, answer } = await renderKind('FullName');
    await user.tab();
    expect(document.activeElement).toBe(box());
    await user.keyboard('Mary Ann Smith');
    expect(answer()).toBe('Mary Ann Smith');
    expect(saved(answer())).toEqual({ firstName: 'Mary Ann', lastName: 'Smith' });
    await user.clear(box());
    expect(answer()).toBeUndefined();
  });

  it('shows the name held when the visitor comes back', async () => {
    await renderKind('FullName', { value: 'Pat Back' });
    expect(box().value).toBe('Pat Back');
  });

  it('in error: marked invalid and described by its message; out of error: neither', async () => {
    const { message } = await renderKind('FullName', { error: 'Please enter a valid full name' });
    expect(message()).toBe('Please enter a valid full name');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box())).toEqual(['Please enter a valid full name']);
    cleanup();
    await renderKind('FullName');
    expect(box().hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(box())).toEqual([]);
  });
});
