// @vitest-environment happy-dom
/**
 * The caregiver's relationship to the participant: labelled in the page's language, chosen with the keyboard, held
 * and saved as the spec's relationship, its error tied to it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';
import { applyAnswers } from '../../src/engine/applyAnswers.ts';
import { emptyCandidate } from '../../src/core/candidate.ts';
import { COUNTRIES } from '../../src/core/countries.ts';

afterEach(cleanup);

/** What Next stores on the candidate for this answer. */
function saved(caregiverRelationship: unknown) {
  const path = { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: true };
  return applyAnswers(emptyCandidate('US'), { caregiverRelationship } as never, { country: COUNTRIES.US, today: '2026-03-02', path }).caregiver?.relationship;
}

const select = (name = 'Your relationship to the participant') => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const labels = (element: HTMLSelectElement) => [...element.options].map((o) => o.textContent);

describe('CaregiverRelationship', () => {
  it('is a required list labelled in English: a prompt, then every relationship but Self', async () => {
    await renderKind('CaregiverRelationship');
    expect(select().required).toBe(true);
    expect([...select().options].map((o) => o.value)).toEqual(['', 'Parent', 'Child', 'Spouse', 'Friend', 'Caregiver', 'Other']);
    expect(labels(select())).toEqual([
      'Select a relationship', 'I am their parent', 'I am their child', 'I am their spouse or partner', 'I am their friend', 'I am their caregiver', 'Other',
    ]);
  });

  it('is labelled in Spanish on a Spanish page', async () => {
    await renderKind('CaregiverRelationship', { locale: 'es' });
    expect(labels(select('Su relación con el participante'))).toEqual([
      'Seleccione una relación', 'Soy su padre o madre', 'Soy su hijo o hija', 'Soy su cónyuge o pareja', 'Soy su amigo o amiga', 'Soy su cuidador o cuidadora', 'Otra',
    ]);
  });

  it('is chosen with the keyboard alone and saved as the relationship; the prompt again holds no answer', async () => {
    const { user, answer } = await renderKind('CaregiverRelationship');
    await user.tab();
    expect(document.activeElement).toBe(select());
    await user.selectOptions(select(), 'I am their spouse or partner');
    expect(answer()).toBe('Spouse');
    expect(saved(answer())).toBe('Spouse');
    await user.selectOptions(select(), '');
    expect(answer()).toBeUndefined();
  });

  it('shows the relationship held when the visitor comes back', async () => {
    await renderKind('CaregiverRelationship', { value: 'Friend' });
    expect(select().value).toBe('Friend');
  });

  it('in error: marked invalid and described by its message; out of error: neither', async () => {
    const { message } = await renderKind('CaregiverRelationship', { error: 'This field is required' });
    expect(message()).toBe('This field is required');
    expect(select().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(select())).toEqual(['This field is required']);
    cleanup();
    await renderKind('CaregiverRelationship');
    expect(select().hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(select())).toEqual([]);
  });
});
