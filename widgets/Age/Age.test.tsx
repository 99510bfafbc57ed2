// @vitest-environment happy-dom
/** The age dropdown: labelled in the page's language, 18 to 101, chosen with the keyboard, its error tied to it. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';

afterEach(cleanup);

describe('Age', async () => {
  it('is a labelled list of ages from 18 to 101 after a prompt', async () => {
    await renderKind('Age');
    const select = screen.getByRole('combobox', { name: 'Age' });
    const options = [...select.querySelectorAll('option')].map((o) => o.textContent);
    expect(options[0]).toBe('Select your age');
    expect(options.slice(1, 3)).toEqual(['18', '19']);
    expect(options.at(-1)).toBe('101');
    expect(options).toHaveLength(1 + 84);
  });

  it('is labelled in Spanish on a Spanish page', async () => {
    await renderKind('Age', { locale: 'es' });
    expect(screen.getByRole('combobox', { name: 'Edad' })).toBeTruthy();
  });

  it('takes the age chosen with the keyboard as a number, and the prompt again as no answer', async () => {
    const { user, answer } = await renderKind('Age');
    const select = screen.getByRole('combobox', { name: 'Age' });
    await user.tab();
    expect(document.activeElement).toBe(select);
    await user.selectOptions(select, '42');
    expect(answer()).toBe(42);
    await user.selectOptions(select, '');
    expect(answer()).toBeUndefined();
  });

  it('shows the age held when the visitor comes back', async () => {
    await renderKind('Age', { value: 64 });
    expect((screen.getByRole('combobox', { name: 'Age' }) as HTMLSelectElement).value).toBe('64');
  });

  it('in error: marked invalid and described by its message; out of error: neither', async () => {
    const { message } = await renderKind('Age', { error: 'Please select your age' });
    const select = screen.getByRole('combobox', { name: 'Age' });
    expect(message()).toBe('Please select your age');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(select)).toEqual(['Please select your age']);
    cleanup();
    await renderKind('Age');
    expect(screen.getByRole('combobox', { name: 'Age' }).hasAttribute('aria-invalid')).toBe(false);
  });
});
