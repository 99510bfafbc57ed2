// @vitest-environment happy-dom
/** Gender as a dropdown: labelled in the page's language, chosen with the keyboard as the stored key, its error tied to it. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';

afterEach(cleanup);

const select = (name = 'Gender') => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const options = (element: HTMLSelectElement) => [...element.options].map((o) => [o.value, o.textContent]);

describe('GenderDropdown', () => {
  it('is a required list labelled in English: a prompt, then Male, Female and Non-Binary', async () => {
    await renderKind('GenderDropdown');
    expect(select().required).toBe(true);
    expect(options(select())).toEqual([['', 'Select a gender'], ['male', 'Male'], ['female', 'Female'], ['other', 'Non-Binary']]);
  });

  it('is labelled in Spanish on a Spanish page', async () => {
    await renderKind('GenderDropdown', { locale: 'es' });
    expect(options(select('Género'))).toEqual([['', 'Seleccione un género'], ['male', 'Masculino'], ['female', 'Femenino'], ['other', 'No binario']]);
  });

  it('is chosen with the keyboard alone and holds the key saved; the prompt again holds no answer', async () => {
    const { user, answer } = await renderKind('GenderDropdown');
    await user.tab();
    expect(document.activeElement).toBe(select());
    await user.selectOptions(select(), 'Non-Binary');
    expect(answer()).toBe('other');
    await user.selectOptions(select(), 'Female');
    expect(answer()).toBe('female');
    await user.selectOptions(select(), '');
    expect(answer()).toBeUndefined();
  });

  it('shows the gender held when the visitor comes back', async () => {
    await renderKind('GenderDropdown', { value: 'male' });
    expect(select().value).toBe('male');
  });

  it('in error: marked invalid and described by its message; out of error: neither', async () => {
    const { message } = await renderKind('GenderDropdown', { error: 'This field is required' });
    expect(message()).toBe('This field is required');
    expect(select().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(select())).toEqual(['This field is required']);
    cleanup();
    await renderKind('GenderDropdown');
    expect(select().hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(select())).toEqual([]);
  });
});
