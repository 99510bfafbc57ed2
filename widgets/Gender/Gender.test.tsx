// @vitest-environment happy-dom
/** Gender as a radio group: named in the page's language, chosen with space and arrows as the stored key, its error on the group, never on a radio. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';
import { applyAnswers } from '../../src/engine/applyAnswers.ts';
import { emptyCandidate } from '../../src/core/candidate.ts';
import { COUNTRIES } from '../../src/core/countries.ts';

afterEach(cleanup);

/** What Next stores on the candidate for this answer. */
function saved(gender: unknown) {
  const path = { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false };
  return applyAnswers(emptyCandidate('US'), { gender } as never, { country: COUNTRIES.US, today: '2026-03-02', path }).gender;
}

const group = (name = 'Gender') => screen.getByRole('radiogroup', { name });
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('Gender', () => {
  it('is a required radio group named in English: Male, Female and Non-Binary', async () => {
    await renderKind('Gender');
    expect(group().getAttribute('aria-required')).toBe('true');
    expect(within(group()).getAllByRole('radio').map((r) => [(r as HTMLInputElement).value, r.closest('label')?.textContent])).toEqual([
      ['male', 'Male'], ['female', 'Female'], ['other', 'Non-Binary'],
    ]);
  });

  it('is named in Spanish on a Spanish page', async () => {
    await renderKind('Gender', { locale: 'es' });
    expect(within(group('Género')).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Masculino', 'Femenino', 'No binario']);
  });

  it('is chosen with space and arrows alone, and held and saved as the key', async () => {
    const { user, answer } = await renderKind('Gender');
    await user.tab();
    expect(document.activeElement).toBe(radio('Male'));
    await user.keyboard(' ');
    expect(answer()).toBe('male');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(radio('Female'));
    expect(radio('Female').checked).toBe(true);
    await user.keyboard('{ArrowDown}');
    expect(radio('Non-Binary').checked).toBe(true);
    expect(answer()).toBe('other');
    expect(saved(answer())).toBe('other');
    await user.keyboard('{ArrowUp}');
    expect(answer()).toBe('female');
  });

  it('shows the choice held when the visitor comes back', async () => {
    await renderKind('Gender', { value: 'female' });
    expect(radio('Female').checked).toBe(true);
    expect(radio('Male').checked).toBe(false);
    expect(radio('Non-Binary').checked).toBe(false);
  });

  it('in error: the radio group is marked invalid and described by its message, no radio is; out of error: neither', async () => {
    const { message } = await renderKind('Gender', { error: 'This field is required' });
    expect(message()).toBe('This field is required');
    expect(group().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(group())).toEqual(['This field is required']);
    expect(document.querySelectorAll('input[aria-invalid]')).toHaveLength(0);
    cleanup();
    await renderKind('Gender');
    expect(group().hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(group())).toEqual([]);
  });
});
