// @vitest-environment happy-dom
/**
 * The study search's conditions as toggle chips (the healthy-volunteer condition is chosen for the visitor and not
 * shown), and 'None of these apply to me', which clears them and searches at once. The answer is the chosen ids.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';
import type { FlowFormContext } from '../types.ts';

afterEach(cleanup);

const categories: FlowFormContext['categories'] = [
  {
    id: 1, name: 'Common', indications: [
      { id: 11, name: 'Asthma', showForSignup: true, slug: 'asthma' },
      { id: 12, name: 'Type 2 diabetes', showForSignup: true, slug: 'type-2-diabetes' },
      { id: 13, name: 'Candidate for knee replacement', showForSignup: true, slug: 'knee-replacement-candidate' },
    ],
  },
  {
    id: 2, name: 'Other', indications: [
      { id: 21, name: 'Migraine', showForSignup: true, slug: 'migraine' },
      { id: 99, name: 'Healthy volunteer', showForSignup: true, slug: 'healthy-volunteer' },
      { id: 22, name: 'Gout', showForSignup: false, slug: 'gout' },
    ],
  },
];

const GROUP_EN = 'Choose the conditions that apply to you';
const chip = (name: string) => screen.getByRole('button', { name });
const chipNames = () => within(screen.getByRole('list')).getAllByRole('button').map((b) => b.textContent);

describe('ConditionChips', () => {
  it('is a group named by its question: the listable conditions as chips, then None of these apply to me', async () => {
    await renderKind('ConditionChips', { context: { categories } });
    const group = screen.getByRole('group', { name: GROUP_EN });
    expect(chipNames()).toEqual(['Asthma', 'Type 2 diabetes', 'Migraine']);
    expect(within(group).getAllByRole('button').at(-1)?.textContent).toBe('None of these apply to me');
    expect(chip('Asthma').getAttribute('aria-pressed')).toBe('false');
  });

  it('is worded in Spanish on a Spanish page, and says so while the conditions load', async () => {
    await renderKind('ConditionChips', { locale: 'es', context: { categories } });
    expect(screen.getByRole('group', { name: 'Elija las afecciones que tiene' })).toBeTruthy();
    expect(chip('Ninguna de estas aplica a mí')).toBeTruthy();
    cleanup();
    await renderKind('ConditionChips', { locale: 'es' });
    expect(screen.getByRole('status').textContent).toBe('Cargando afecciones…');
  });

  it('toggles chips with the keyboard alone, the answer being the chosen ids in the order chosen', async () => {
    const { user, answer } = await renderKind('ConditionChips', { context: { categories } });
    await user.tab();
    expect(document.activeElement).toBe(chip('Asthma'));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(chip('Migraine'));
    await user.keyboard(' ');
    expect(answer()).toEqual([21]);
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(answer()).toEqual([21, 11]);
    expect(chip('Asthma').getAttribute('aria-pressed')).toBe('true');
    await user.keyboard(' ');
    expect(answer()).toEqual([21]);
    expect(chip('Asthma').getAttribute('aria-pressed')).toBe('false');
  });

  it('clears the chosen conditions with None of these apply to me, and searches at once', async () => {
    const { user, answer } = await renderKind('ConditionChips', { value: [11, 21], context: { categories } });
    let searched = 0;
    document.querySelector('form')?.addEventListener('submit', (event) => { event.preventDefault(); searched += 1; });
    chip('None of these apply to me').focus();
    await user.keyboard('{Enter}');
    expect(answer()).toEqual([]);
    expect(chip('Asthma').getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(searched).toBe(1));
  });

  it('shows the conditions held when the visitor comes back as pressed chips', async () => {
    await renderKind('ConditionChips', { value: [12, 21], context: { categories } });
    expect(chip('Type 2 diabetes').getAttribute('aria-pressed')).toBe('true');
    expect(chip('Migraine').getAttribute('aria-pressed')).toBe('true');
    expect(chip('Asthma').getAttribute('aria-pressed')).toBe('false');
  });

  it('in error: the group around the chips is marked invalid and described by its message; out of error: neither', async () => {
    // Toggle buttons cannot be marked invalid themselves: the group the visitor tabs into carries the state.
    const { message } = await renderKind('ConditionChips', { error: 'Please select at least one option', context: { categories } });
    const group = screen.getByRole('group', { name: GROUP_EN });
    expect(message()).toBe('Please select at least one option');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(group)).toEqual(['Please select at least one option']);
    cleanup();
    await renderKind('ConditionChips', { context: { categories } });
    const calm = screen.getByRole('group', { name: GROUP_EN });
    expect(calm.hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(calm)).toEqual([]);
  });
});
