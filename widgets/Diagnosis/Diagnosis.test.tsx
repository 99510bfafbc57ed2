// @vitest-environment happy-dom
/** The diagnosis question: a labelled pair of Yes/No buttons whose choice is a boolean, its error tied to the pair. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';

afterEach(cleanup);

const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');

describe('Diagnosis', () => {
  it('is a group named for the question with Yes and No', async () => {
    await renderKind('Diagnosis');
    const group = screen.getByRole('group', { name: 'Diagnosis' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Yes', 'No']);
    expect(pressed(within(group).getByRole('button', { name: 'Yes' }))).toBe('false');
    expect(pressed(within(group).getByRole('button', { name: 'No' }))).toBe('false');
  });

  it('is named and answered in Spanish on a Spanish page', async () => {
    await renderKind('Diagnosis', { locale: 'es' });
    const group = screen.getByRole('group', { name: 'Diagnóstico' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Sí', 'No']);
  });

  it("takes the campaign's own question when the field gives one", async () => {
    await renderKind('Diagnosis', { locale: 'es', field: { label: { en: 'Have you been diagnosed?', es: '¿Le han diagnosticado?' } } });
    expect(screen.getByRole('group', { name: '¿Le han diagnosticado?' })).toBeTruthy();
  });

  it('is answered with the keyboard alone: Yes is true, No is false', async () => {
    const { user, answer } = await renderKind('Diagnosis');
    const yes = screen.getByRole('button', { name: 'Yes' });
    const no = screen.getByRole('button', { name: 'No' });
    await user.tab();
    expect(document.activeElement).toBe(yes);
    await user.keyboard(' ');
    expect(answer()).toBe(true);
    expect(pressed(yes)).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(no);
    await user.keyboard('{Enter}');
    expect(answer()).toBe(false);
    expect(pressed(no)).toBe('true');
    expect(pressed(yes)).toBe('false');
  });

  it('shows the answer held when the visitor comes back', async () => {
    const { answer } = await renderKind('Diagnosis', { value: false });
    expect(pressed(screen.getByRole('button', { name: 'No' }))).toBe('true');
    expect(pressed(screen.getByRole('button', { name: 'Yes' }))).toBe('false');
    expect(answer()).toBe(false);
  });

  it('in error: the group around the buttons is marked invalid and described by its message; out of error: neither', async () => {
    // Buttons cannot be marked invalid themselves: the group the visitor tabs into carries the state.
    const { message } = await renderKind('Diagnosis', { error: 'This field is required' });
    const group = screen.getByRole('group', { name: 'Diagnosis' });
    expect(message()).toBe('This field is required');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(group)).toEqual(['This field is required']);
    expect(group.contains(screen.getByRole('button', { name: 'Yes' }))).toBe(true);
    cleanup();
    const clean = await renderKind('Diagnosis');
    const calm = screen.getByRole('group', { name: 'Diagnosis' });
    expect(clean.message()).toBe('');
    expect(calm.hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(calm)).toEqual([]);
  });

  it('moves on when the answer held is chosen again: the step is submitted, the answer unchanged; the other answer changes it', async () => {
    const { user, answer, container } = await renderKind('Diagnosis', { value: false });
    const submitted = vi.fn((event: Event) => event.preventDefault());
    container.querySelector('form')?.addEventListener('submit', submitted);
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect([submitted.mock.calls.length, answer()]).toEqual([1, false]);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect([submitted.mock.calls.length, answer()]).toEqual([1, true]);
  });
});
