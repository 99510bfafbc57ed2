// @vitest-environment happy-dom
/**
 * Height: a question in the page's language with a unit switch (ft/in in the US, cm in metric countries) and boxes
 * for the unit chosen; typed and switched with the keyboard alone, held with the other unit in sync and saved in
 * centimetres; its error tied to every box.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';
import { applyAnswers } from '../../src/engine/applyAnswers.ts';
import { emptyCandidate } from '../../src/core/candidate.ts';
import { COUNTRIES } from '../../src/core/countries.ts';

afterEach(cleanup);

/** What Next stores on the candidate for this answer. */
function saved(height: unknown) {
  const path = { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false };
  const candidate = applyAnswers(emptyCandidate('US'), { height } as never, { country: COUNTRIES.US, today: '2026-03-02', path });
  return { heightCm: candidate.heightCm, heightEntered: candidate.heightEntered };
}

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('Height', () => {
  it('is a question named in English, in feet and inches for a US visitor', async () => {
    await renderKind('Height');
    const question = screen.getByRole('group', { name: 'Height' });
    const units = within(question).getByRole('radiogroup', { name: 'Height units' });
    expect(within(units).getAllByRole('radio').map((r) => [r.closest('label')?.textContent, (r as HTMLInputElement).checked])).toEqual([['ft / in', true], ['cm', false]]);
    expect(within(question).getAllByRole('textbox').map((b) => b.id)).toEqual([box('Feet').id, box('Inches').id]);
  });

  it('tells a screen reader each box is required, which the group and its mark cannot', async () => {
    await renderKind('Height');
    expect([box('Feet'), box('Inches')].map((b) => b.getAttribute('aria-required'))).toEqual(['true', 'true']);
  });

  it('is in centimetres for a visitor of a metric country', async () => {
    await renderKind('Height', { context: { country: COUNTRIES.GB } });
    expect(radio('cm').checked).toBe(true);
    expect(within(screen.getByRole('group', { name: 'Height' })).getAllByRole('textbox')).toEqual([box('Centimeters')]);
  });

  it('is named in Spanish on a Spanish page', async () => {
    await renderKind('Height', { locale: 'es' });
    const question = screen.getByRole('group', { name: 'Estatura' });
    const units = within(question).getByRole('radiogroup', { name: 'Unidades de estatura' });
    expect(within(units).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['pies / pulg.', 'cm']);
    expect(box('Pies')).toBeTruthy();
    expect(box('Pulgadas')).toBeTruthy();
    cleanup();
    await renderKind('Height', { locale: 'es', context: { country: COUNTRIES.GB } });
    expect(box('Centímetros')).toBeTruthy();
  });

  it('is typed in feet and inches with the keyboard alone, held with its centimetres and saved in centimetres', async () => {
    const { user, answer } = await renderKind('Height');
    await user.tab();
    expect(document.activeElement).toBe(radio('ft / in'));
    await user.tab();
    expect(document.activeElement).toBe(box('Feet'));
    await user.keyboard('5');
    await user.tab();
    expect(document.activeElement).toBe(box('Inches'));
    await user.keyboard('7');
    expect(answer()).toEqual({ unit: 'ftin', feet: 5, inches: 7, cm: 170.2 });
    expect(saved(answer())).toEqual({ heightCm: 67 * 2.54, heightEntered: { unit: 'ftin', feet: 5, inches: 7, cm: 170.2 } });
  });

  it('switches unit with the arrow keys, keeping the height, and takes centimetres with a decimal point', async () => {
    const { user, answer } = await renderKind('Height', { value: { unit: 'ftin', feet: 5, inches: 7, cm: 170.2 } });
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(radio('cm').checked).toBe(true);
    // Shown in centimetres, rounded; the feet and inches typed are still the height.
    expect(answer()).toEqual({ unit: 'cm', cm: 170.2, feet: 5, inches: 7, from: 'ftin' });
    expect(box('Centimeters').value).toBe('170.2');
    expect(saved(answer())).toEqual({ heightCm: 67 * 2.54, heightEntered: { unit: 'cm', cm: 170.2, feet: 5, inches: 7, from: 'ftin' } });
    await user.tab();
    await user.clear(box('Centimeters'));
    expect(answer()).toEqual({ unit: 'cm' });
    await user.keyboard('180.5');
    expect(box('Centimeters').value).toBe('180.5');
    expect(answer()).toEqual({ unit: 'cm', cm: 180.5, feet: 5, inches: 11 });
    expect(saved(answer())).toEqual({ heightCm: 180.5, heightEntered: { unit: 'cm', cm: 180.5, feet: 5, inches: 11 } });
  });

  it('shows the height held when the visitor comes back, in the unit it was typed in', async () => {
    await renderKind('Height', { value: { unit: 'ftin', feet: 5, inches: 6, cm: 167.6 } });
    expect(radio('ft / in').checked).toBe(true);
    expect([box('Feet').value, box('Inches').value]).toEqual(['5', '6']);
    cleanup();
    await renderKind('Height', { value: { unit: 'cm', cm: 167.5, feet: 5, inches: 6 } });
    expect(radio('cm').checked).toBe(true);
    expect(box('Centimeters').value).toBe('167.5');
  });

  it('in error: every box marked invalid and described by its message; out of error: none', async () => {
    const { message } = await renderKind('Height', { error: 'Please enter a valid number of feet' });
    expect(message()).toBe('Please enter a valid number of feet');
    for (const name of ['Feet', 'Inches']) {
      expect(box(name).getAttribute('aria-invalid')).toBe('true');
      expect(describedBy(box(name))).toEqual(['Please enter a valid number of feet']);
    }
    cleanup();
    await renderKind('Height');
    for (const name of ['Feet', 'Inches']) {
      expect(box(name).hasAttribute('aria-invalid')).toBe(false);
      expect(describedBy(box(name))).toEqual([]);
    }
  });
});
