// @vitest-environment happy-dom
/**
 * Weight: a question in the page's language with a unit switch (pounds in the US, kilograms in metric countries) and
 * a box for the unit chosen; typed and switched with the keyboard alone, held with the other unit in sync and saved
 * in kilograms; its error tied to the box.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';
import { applyAnswers } from '../../src/engine/applyAnswers.ts';
import { emptyCandidate } from '../../src/core/candidate.ts';
import { COUNTRIES } from '../../src/core/countries.ts';

afterEach(cleanup);

/** What Next stores on the candidate for this answer. */
function saved(weight: unknown) {
  const path = { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false };
  const candidate = applyAnswers(emptyCandidate('US'), { weight } as never, { country: COUNTRIES.US, today: '2026-03-02', path });
  return { weightKg: candidate.weightKg, weightEntered: candidate.weightEntered };
}

// The unit switch and the box share their names ('Pounds'), so each is found by its role.
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('Weight', () => {
  it('is a question named in English, in pounds for a US visitor', async () => {
    await renderKind('Weight');
    const question = screen.getByRole('group', { name: 'Weight' });
    const units = within(question).getByRole('radiogroup', { name: 'Weight units' });
    expect(within(units).getAllByRole('radio').map((r) => [r.closest('label')?.textContent, (r as HTMLInputElement).checked])).toEqual([['Pounds', true], ['Kilograms', false]]);
    expect(within(question).getAllByRole('textbox')).toEqual([box('Pounds')]);
  });

  it('is in kilograms for a visitor of a metric country', async () => {
    await renderKind('Weight', { context: { country: COUNTRIES.GB } });
    expect(radio('Kilograms').checked).toBe(true);
    expect(within(screen.getByRole('group', { name: 'Weight' })).getAllByRole('textbox')).toEqual([box('Kilograms')]);
  });

  it('is named in Spanish on a Spanish page', async () => {
    await renderKind('Weight', { locale: 'es' });
    const question = screen.getByRole('group', { name: 'Peso' });
    const units = within(question).getByRole('radiogroup', { name: 'Unidades de peso' });
    expect(within(units).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Libras', 'Kilogramos']);
    expect(box('Libras')).toBeTruthy();
  });

  it('is typed in pounds with the keyboard alone, held with its kilograms and saved in kilograms', async () => {
    const { user, answer } = await renderKind('Weight');
    await user.tab();
    expect(document.activeElement).toBe(radio('Pounds'));
    await user.tab();
    expect(document.activeElement).toBe(box('Pounds'));
    await user.keyboard('150.5');
    expect(box('Pounds').value).toBe('150.5');
    expect(answer()).toEqual({ unit: 'lbs', lb: 150.5, kg: 68.3 });
    expect(saved(answer())).toEqual({ weightKg: 150.5 / 2.20462, weightEntered: { unit: 'lbs', lb: 150.5, kg: 68.3 } });
    await user.clear(box('Pounds'));
    expect(answer()).toEqual({ unit: 'lbs' });
  });

  it('switches unit with the arrow keys, keeping the weight, and takes a decimal comma', async () => {
    const { user, answer } = await renderKind('Weight', { value: { unit: 'lbs', lb: 150.5, kg: 68.3 } });
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(radio('Kilograms').checked).toBe(true);
    // Shown in kilograms, rounded; the pounds typed are still the weight.
    expect(answer()).toEqual({ unit: 'kg', kg: 68.3, lb: 150.5, from: 'lbs' });
    expect(box('Kilograms').value).toBe('68.3');
    expect(saved(answer())).toEqual({ weightKg: 150.5 / 2.20462, weightEntered: { unit: 'kg', kg: 68.3, lb: 150.5, from: 'lbs' } });
    // Back and forth, the pounds typed stay as typed (not worked out again from the rounded kilograms).
    await user.keyboard('{ArrowUp}');
    expect(box('Pounds').value).toBe('150.5');
    await user.keyboard('{ArrowDown}');
    await user.tab();
    await user.clear(box('Kilograms'));
    await user.keyboard('70,5');
    expect(box('Kilograms').value).toBe('70,5');
    expect(answer()).toEqual({ unit: 'kg', kg: 70.5, lb: 155.4 });
    expect(saved(answer())).toEqual({ weightKg: 70.5, weightEntered: { unit: 'kg', kg: 70.5, lb: 155.4 } });
  });

  it('shows the weight held when the visitor comes back, in the unit it was typed in', async () => {
    await renderKind('Weight', { value: { unit: 'lbs', lb: 170, kg: 77.1 } });
    expect(radio('Pounds').checked).toBe(true);
    expect(box('Pounds').value).toBe('170');
    cleanup();
    await renderKind('Weight', { value: { unit: 'kg', kg: 77.1, lb: 170 } });
    expect(radio('Kilograms').checked).toBe(true);
    expect(box('Kilograms').value).toBe('77.1');
  });

  it('in error: the box marked invalid and described by its message; out of error: neither', async () => {
    const { message } = await renderKind('Weight', { error: 'Please enter a valid weight' });
    expect(message()).toBe('Please enter a valid weight');
    expect(box('Pounds').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box('Pounds'))).toEqual(['Please enter a valid weight']);
    cleanup();
    await renderKind('Weight');
    expect(box('Pounds').hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(box('Pounds'))).toEqual([]);
  });
});
