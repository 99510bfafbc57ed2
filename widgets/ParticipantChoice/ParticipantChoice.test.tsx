// @vitest-environment happy-dom
/** Who takes part: a radio group of 'myself' and 'someone_else', its error on the group, never on a radio. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';

afterEach(cleanup);

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('ParticipantChoice', () => {
  it('is a radio group named by its question, with Myself and Someone else', async () => {
    await renderKind('ParticipantChoice');
    const group = screen.getByRole('radiogroup', { name: 'Who is the participant?' });
    expect(within(group).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Myself', 'Someone else']);
    expect(group.getAttribute('aria-required')).toBe('true');
  });

  it('is named in Spanish on a Spanish page', async () => {
    await renderKind('ParticipantChoice', { locale: 'es' });
    const group = screen.getByRole('radiogroup', { name: '¿Quién es el participante?' });
    expect(within(group).getByRole('radio', { name: 'Yo' })).toBeTruthy();
    expect(within(group).getByRole('radio', { name: 'Otra persona' })).toBeTruthy();
  });

  it('is chosen with the keyboard alone, and holds the choice as the stored key', async () => {
    const { user, answer } = await renderKind('ParticipantChoice');
    await user.tab();
    expect(document.activeElement).toBe(radio('Myself'));
    await user.keyboard(' ');
    expect(answer()).toBe('myself');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(radio('Someone else'));
    expect(radio('Someone else').checked).toBe(true);
    expect(answer()).toBe('someone_else');
    await user.keyboard('{ArrowUp}');
    expect(answer()).toBe('myself');
  });

  it('shows the choice held when the visitor comes back', async () => {
    await renderKind('ParticipantChoice', { value: 'someone_else' });
    expect(radio('Someone else').checked).toBe(true);
    expect(radio('Myself').checked).toBe(false);
  });

  it('in error: the radio group is marked invalid and described by its message, no radio is; out of error: neither', async () => {
    const { message } = await renderKind('ParticipantChoice', { error: 'This field is required' });
    const group = screen.getByRole('radiogroup', { name: 'Who is the participant?' });
    expect(message()).toBe('This field is required');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(group)).toEqual(['This field is required']);
    expect(document.querySelectorAll('input[aria-invalid]')).toHaveLength(0);
    cleanup();
    await renderKind('ParticipantChoice');
    const calm = screen.getByRole('radiogroup', { name: 'Who is the participant?' });
    expect(calm.hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(calm)).toEqual([]);
  });
});
