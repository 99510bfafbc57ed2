// @vitest-environment happy-dom
/**
 * The gender home: Male and Female buttons, 'or' between them, under a question in the page's language; pressed with
 * the keyboard, each holds the stored key and shows as pressed; its error tied to the group and its buttons.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
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

const LABEL = 'Choose your gender to start';
const group = (name = LABEL) => screen.getByRole('group', { name });
const button = (name: string) => screen.getByRole('button', { name });

describe('GenderSelect', () => {
  it('is a group named by its question in English, with Male or Female, neither pressed', async () => {
    await renderKind('GenderSelect');
    expect(group().textContent).toBe(`${LABEL}MaleorFemale`);
    expect(within(group()).getAllByRole('button').map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([['Male', 'false'], ['Female', 'false']]);
  });

  it('is named in Spanish on a Spanish page', async () => {
    await renderKind('GenderSelect', { locale: 'es' });
    expect(within(group('Elija su género para comenzar')).getAllByRole('button').map((b) => b.textContent)).toEqual(['Masculino', 'Femenino']);
    expect(screen.getByText('o')).toBeTruthy();
  });

  it("asks a caregiver for the participant's gender", async () => {
    await renderKind('GenderSelect', { field: { labelCaregiver: 'fields.genderSelect.labelCaregiver' }, context: { caregiver: true } });
    expect(group("Choose the participant's gender to start")).toBeTruthy();
  });

  it('is pressed with the keyboard alone, and holds and saves the key', async () => {
    const { user, answer } = await renderKind('GenderSelect');
    await user.tab();
    expect(document.activeElement).toBe(button('Male'));
    await user.tab();
    expect(document.activeElement).toBe(button('Female'));
    await user.keyboard('{Enter}');
    expect(answer()).toBe('female');
    expect(button('Female').getAttribute('aria-pressed')).toBe('true');
    expect(saved(answer())).toBe('female');
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(answer()).toBe('male');
    expect(button('Male').getAttribute('aria-pressed')).toBe('true');
    expect(button('Female').getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the choice held when the visitor comes back', async () => {
    await renderKind('GenderSelect', { value: 'male' });
    expect(button('Male').getAttribute('aria-pressed')).toBe('true');
    expect(button('Female').getAttribute('aria-pressed')).toBe('false');
  });

  // A button cannot itself be invalid in ARIA: the group carries the state (the error summary finds it there), and
  // each button, which is what the visitor reaches, is described by the message.
  it('in error: the group is marked invalid, it and each button described by its message; out of error: neither', async () => {
    const { message } = await renderKind('GenderSelect', { error: 'This field is required' });
    expect(message()).toBe('This field is required');
    expect(group().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(group())).toEqual(['This field is required']);
    expect(describedBy(button('Male'))).toEqual(['This field is required']);
    expect(describedBy(button('Female'))).toEqual(['This field is required']);
    cleanup();
    await renderKind('GenderSelect');
    expect(group().hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(group())).toEqual([]);
    expect(describedBy(button('Male'))).toEqual([]);
  });

  it('moves on when the answer held is chosen again (Back, then the same button): the step is submitted, as Next would, the answer unchanged', async () => {
    const { user, answer, container } = await renderKind('GenderSelect', { value: 'female' });
    const submitted = vi.fn((event: Event) => event.preventDefault());
    container.querySelector('form')?.addEventListener('submit', submitted);
    await user.click(button('Female'));
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(answer()).toBe('female');
    // Another answer changes it, and the page moves on by the change (StepPage's autoAdvance), not by a submit.
    await user.click(button('Male'));
    expect(answer()).toBe('male');
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
