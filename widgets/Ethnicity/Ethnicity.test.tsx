// @vitest-environment happy-dom
/**
 * Ethnicity: checkboxes under a question in the page's language, ticked with the keyboard, held and saved as the
 * spec's ids ('Decline to Answer' excluding the others), its error tied to every box.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';
import { applyAnswers } from '../../src/engine/applyAnswers.ts';
import { emptyCandidate } from '../../src/core/candidate.ts';
import { COUNTRIES } from '../../src/core/countries.ts';

afterEach(cleanup);

/** What Next stores on the candidate for this answer. */
function saved(ethnicities: unknown) {
  const path = { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false };
  return applyAnswers(emptyCandidate('US'), { ethnicities } as never, { country: COUNTRIES.US, today: '2026-03-02', path }).ethnicities;
}

const LABEL = 'Ethnicity (select all that apply)';
const group = (name = LABEL) => screen.getByRole('group', { name });
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const ticked = () => screen.getAllByRole('checkbox').filter((b) => (b as HTMLInputElement).checked).map((b) => b.closest('label')?.textContent);

describe('Ethnicity', () => {
  it('is a group named in English with the eight answers in order, none ticked', async () => {
    await renderKind('Ethnicity');
    expect(within(group()).getAllByRole('checkbox').map((b) => b.closest('label')?.textContent)).toEqual([
      'White', 'Black or African American', 'Asian', 'Native Hawaiian or Pacific Islander', 'American Indian or Alaska Native', 'Hispanic or Latino',
      'Middle Eastern or North African', 'Decline to Answer',
    ]);
    expect(ticked()).toEqual([]);
  });

  it('is named in Spanish on a Spanish page', async () => {
    await renderKind('Ethnicity', { locale: 'es' });
    expect(within(group('Origen étnico (seleccione todos los que correspondan)')).getAllByRole('checkbox').map((b) => b.closest('label')?.textContent)).toEqual([
      'Blanco', 'Negro o afroamericano', 'Asiático', 'Nativo de Hawái o de las islas del Pacífico', 'Indígena americano o nativo de Alaska', 'Hispano o latino',
      'De Oriente Medio o del norte de África', 'Prefiero no responder',
    ]);
  });

  it('is ticked with tab and space alone, and held and saved as the ids in the order ticked', async () => {
    const { user, answer } = await renderKind('Ethnicity');
    await user.tab();
    expect(document.activeElement).toBe(box('White'));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(box('Asian'));
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(box('Hispanic or Latino'));
    await user.keyboard(' ');
    expect(answer()).toEqual([3, 6]);
    expect(saved(answer())).toEqual([3, 6]);
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(answer()).toEqual([6]);
  });

  it("clears the others when 'Decline to Answer' is ticked, and itself when another is", async () => {
    const { user, answer } = await renderKind('Ethnicity', { value: [1, 7] });
    await user.click(box('Decline to Answer'));
    expect(answer()).toEqual([-1]);
    expect(ticked()).toEqual(['Decline to Answer']);
    await user.keyboard('{Shift>}{Tab}{/Shift} ');
    expect(answer()).toEqual([8]);
    expect(ticked()).toEqual(['Middle Eastern or North African']);
  });

  it('shows the answers held when the visitor comes back', async () => {
    await renderKind('Ethnicity', { value: [2, 5] });
    expect(ticked()).toEqual(['Black or African American', 'American Indian or Alaska Native']);
  });

  it('in error: every box marked invalid and described by its message; out of error: none', async () => {
    const { message } = await renderKind('Ethnicity', { error: 'Please select one option' });
    expect(message()).toBe('Please select one option');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(8);
    for (const b of boxes) {
      expect(b.getAttribute('aria-invalid')).toBe('true');
      expect(describedBy(b)).toEqual(['Please select one option']);
    }
    cleanup();
    await renderKind('Ethnicity');
    for (const b of screen.getAllByRole('checkbox')) {
      expect(b.hasAttribute('aria-invalid')).toBe(false);
      expect(describedBy(b)).toEqual([]);
    }
    // The group says it is required, which its boxes cannot (the mark beside its legend is not read).
    expect(describedBy(group())).toEqual(['required']);
  });
});
