// @vitest-environment happy-dom
/**
 * The conditions list: grouped checkboxes from the loaded categories (conditions not offered for sign-up and
 * 'candidate for' ones left out), a search box that narrows them, and the chosen ones as removable chips. The
 * answer is the list of chosen condition ids.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';
import type { FlowFormContext } from '../types.ts';
import { FIRST_FRAME_GROUPS } from './IndicationMultiSelect.tsx';
import { afterNextPaint } from '../afterNextPaint.ts';

afterEach(cleanup);

const categories: FlowFormContext['categories'] = [
  {
    id: 1, name: 'Lungs and breathing', indications: [
      { id: 11, name: 'Asthma', showForSignup: true, slug: 'asthma' },
      { id: 12, name: 'COPD', showForSignup: true, slug: 'copd' },
      { id: 13, name: 'Candidate for lung transplant', showForSignup: true, slug: 'lung-transplant-candidate' },
    ],
  },
  {
    id: 2, name: 'Skin', indications: [
      { id: 21, name: 'Eczema (atopic dermatitis)', showForSignup: true, slug: 'eczema' },
      { id: 22, name: 'Psoriasis', showForSignup: false, slug: 'psoriasis' },
    ],
  },
  { id: 3, name: 'Hidden only', indications: [{ id: 31, name: 'Rare asthma variant', showForSignup: false, slug: 'rare' }] },
];

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('IndicationMultiSelect', () => {
  it('is a group named Conditions: a labelled search box, then the listable conditions under their category', async () => {
    await renderKind('IndicationMultiSelect', { context: { categories } });
    const field = screen.getByRole('group', { name: 'Conditions' });
    expect(within(field).getByRole('searchbox', { name: 'Search conditions' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Lungs and breathing' })).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Asthma', 'COPD']);
    expect(within(screen.getByRole('group', { name: 'Skin' })).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Eczema (atopic dermatitis)']);
    expect(screen.queryByRole('group', { name: 'Hidden only' })).toBeNull();
  });

  it('is labelled in Spanish on a Spanish page, and says so while the conditions load', async () => {
    await renderKind('IndicationMultiSelect', { locale: 'es', context: { categories } });
    expect(screen.getByRole('group', { name: 'Afecciones' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Buscar afecciones' })).toBeTruthy();
    cleanup();
    await renderKind('IndicationMultiSelect', { locale: 'es' });
    expect(screen.getByRole('status').textContent).toBe('Cargando afecciones…');
  });

  it('is searched and chosen with the keyboard alone, the answer being the chosen ids', async () => {
    const { user, answer } = await renderKind('IndicationMultiSelect', { context: { categories } });
    await user.tab();
    const search = screen.getByRole('searchbox', { name: 'Search conditions' });
    expect(document.activeElement).toBe(search);
    await user.keyboard('asth');
    // The list narrows once typing pauses; 'Rare asthma variant' is not offered for sign-up.
    expect(await screen.findByText('1 condition found')).toBeTruthy();
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Asthma']);
    await user.tab();
    expect(document.activeElement).toBe(box('Asthma'));
    await user.keyboard(' ');
    expect(answer()).toEqual([11]);
    expect(within(screen.getByRole('list', { name: 'Selected conditions' })).getByText('Asthma')).toBeTruthy();
    // Enter in the search box submits nothing (the step would go on without the condition looked for); other keys type.
    expect(fireEvent.keyDown(search, { key: 'Enter' })).toBe(false);
    expect(fireEvent.keyDown(search, { key: 'a' })).toBe(true);
    expect(answer()).toEqual([11]);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText('No conditions matched your search.', { selector: 'p.conditions__empty' })).toBeTruthy();
  });

  it('Tab while the search waits for the typing to stop searches at once and goes to the first condition found; none found, it stays in the box', async () => {
    const { user, answer } = await renderKind('IndicationMultiSelect', { context: { categories } });
    await user.tab();
    const search = screen.getByRole('searchbox', { name: 'Search conditions' });
    await user.keyboard('ecz');
    await user.tab();
    // Not the whole list's first box (Asthma), which the narrowed list then replaced under the visitor's focus.
    expect(document.activeElement).toBe(box('Eczema (atopic dermatitis)'));
    expect(screen.getByText('1 condition found')).toBeTruthy();
    await user.keyboard(' ');
    expect(answer()).toEqual([21]);

    // A search that matches nothing: focus stays in the box, which says so; typed again, Tab reaches what it finds
    // (it had gone past the empty list, and the conditions came behind the visitor).
    await user.click(search);
    await user.clear(search);
    await user.type(search, 'zzz');
    await user.tab();
    expect(document.activeElement).toBe(search);
    expect(screen.getByText('No conditions matched your search.', { selector: 'p.conditions__empty' })).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'ast');
    await user.tab();
    expect(document.activeElement).toBe(box('Asthma'));

    // Once the search has caught up with the typing, Tab is Tab: on to the next control, the chosen condition's chip.
    await user.click(search);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Eczema/ }));
    // Shift+Tab goes back, whatever the search.
    await user.click(search);
    await user.type(search, 'h');
    await user.tab({ shift: true });
    expect(document.activeElement).not.toBe(search);
  });

  it('leaves focus where the visitor put it outside the list when the list changes', async () => {
    const { user } = await renderKind('IndicationMultiSelect', { context: { categories } });
    const search = screen.getByRole('searchbox', { name: 'Search conditions' });
    box('COPD').focus();
    search.focus();
    await user.type(search, 'ecz');
    expect(await screen.findByText('1 condition found')).toBeTruthy();
    expect(document.activeElement).toBe(search);
  });

  it('adds to the conditions held, and removes one by its chip with focus moving to the next chip', async () => {
    const { user, answer } = await renderKind('IndicationMultiSelect', { value: [11], context: { categories } });
    await user.click(box('Eczema (atopic dermatitis)'));
    expect(answer()).toEqual([11, 21]);
    const remove = screen.getByRole('button', { name: 'Remove Asthma' });
    remove.focus();
    await user.keyboard('{Enter}');
    expect(answer()).toEqual([21]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Eczema (atopic dermatitis)' }));
    // The move of focus says nothing of what went: the search's live region does.
    const said = () => document.querySelector('[aria-live="polite"]')?.textContent;
    expect(said()).toBe('Asthma removed from your conditions');
    await user.keyboard('{Enter}');
    expect(answer()).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search conditions' }));
    expect(said()).toBe('Eczema (atopic dermatitis) removed from your conditions');
    // Typing again: the region is the search's once more.
    await user.keyboard('zzz');
    expect(await screen.findByText('No conditions matched your search.', { selector: '[aria-live="polite"]' })).toBeTruthy();
  });

  it('says in Spanish what a chip removed', async () => {
    const { user } = await renderKind('IndicationMultiSelect', { locale: 'es', value: [11], context: { categories } });
    await user.click(screen.getByRole('button', { name: 'Quitar Asthma' }));
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Se quitó Asthma de sus afecciones');
  });

  it('shows the conditions held when the visitor comes back, ticked and as chips', async () => {
    await renderKind('IndicationMultiSelect', { value: [12, 21], context: { categories } });
    expect(box('COPD').checked).toBe(true);
    expect(box('Eczema (atopic dermatitis)').checked).toBe(true);
    expect(box('Asthma').checked).toBe(false);
    expect(within(screen.getByRole('list', { name: 'Selected conditions' })).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Remove COPD', 'Remove Eczema (atopic dermatitis)']);
  });

  it('shows the first groups in its first frame and the rest once that frame is painted; a held condition of a later group is a chip at once', async () => {
    const more: FlowFormContext['categories'] = [
      ...(categories ?? []),
      { id: 4, name: 'Heart', indications: [{ id: 41, name: 'Heart failure', showForSignup: true, slug: 'heart-failure' }] },
      { id: 5, name: 'Sleep', indications: [{ id: 51, name: 'Insomnia', showForSignup: true, slug: 'insomnia' }] },
    ];
    // Work the earlier tests' fields left waiting for a paint runs first: what waits shares one frame (afterNextPaint.ts).
    await new Promise<void>((resolve) => afterNextPaint(resolve));
    const frames: FrameRequestCallback[] = [];
    const realFrame = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => frames.push(callback);
    try {
      await renderKind('IndicationMultiSelect', { value: [51], context: { categories: more } });
      const groupNames = () => screen.queryAllByRole('group').map((g) => g.getAttribute('aria-label') ?? g.querySelector('legend')?.textContent);
      expect(FIRST_FRAME_GROUPS).toBe(2);
      expect(groupNames()).toEqual(['Conditions', 'Lungs and breathing', 'Skin']);
      expect(within(screen.getByRole('list', { name: 'Selected conditions' })).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Remove Insomnia']);
      // Not before the frame is painted: a task queued from the frame's callback.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(groupNames()).toEqual(['Conditions', 'Lungs and breathing', 'Skin']);
      act(() => frames.splice(0).forEach((run) => run(performance.now())));
      expect(groupNames()).toEqual(['Conditions', 'Lungs and breathing', 'Skin']);
      expect(await screen.findByRole('group', { name: 'Sleep' })).toBeTruthy();
      expect(groupNames()).toEqual(['Conditions', 'Lungs and breathing', 'Skin', 'Heart', 'Sleep']);
      expect(box('Insomnia').checked).toBe(true);
      expect(box('Heart failure').checked).toBe(false);
    } finally {
      window.requestAnimationFrame = realFrame;
    }
  });

  it('in error: the field and its search box are marked invalid and described by the message; out of error: neither', async () => {
    const { message } = await renderKind('IndicationMultiSelect', { error: 'Please select at least one option', context: { categories } });
    const field = screen.getByRole('group', { name: 'Conditions' });
    const search = screen.getByRole('searchbox', { name: 'Search conditions' });
    expect(message()).toBe('Please select at least one option');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(field)).toEqual(['Please select at least one option']);
    // The search box is what the visitor reaches first (and what the error summary focuses): it says what is wrong too.
    expect(search.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(search)).toEqual(['Please select at least one option']);
    cleanup();
    await renderKind('IndicationMultiSelect', { context: { categories } });
    expect(screen.getByRole('group', { name: 'Conditions' }).hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByRole('searchbox', { name: 'Search conditions' }).hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(screen.getByRole('searchbox', { name: 'Search conditions' }))).toEqual([]);
  });
});
