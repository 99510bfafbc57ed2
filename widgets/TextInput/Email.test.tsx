// @vitest-environment happy-dom
/** The email address: labelled as required or optional in the page's language, held and saved as typed, its error tied to the box. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';
import { applyAnswers } from '../../src/engine/applyAnswers.ts';
import { emptyCandidate } from '../../src/core/candidate.ts';
import { COUNTRIES } from '../../src/core/countries.ts';

afterEach(cleanup);

/** What Next stores on the candidate for this answer. */
function saved(email: unknown) {
  const path = { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false };
  return applyAnswers(emptyCandidate('US'), { email } as never, { country: COUNTRIES.US, today: '2026-03-02', path }).email;
}

const box = (name = 'Email address') => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('Email', () => {
  it('is a required email box labelled in English', async () => {
    await renderKind('Email');
    expect(box().type).toBe('email');
    expect(box().autocomplete).toBe('email');
    expect(box().required).toBe(true);
  });

  it('says it is optional when the campaign does not require it', async () => {
    await renderKind('Email', { field: { required: false } });
    expect(box('Email address (optional)').required).toBe(false);
  });

  it('is labelled in Spanish on a Spanish page, required or optional', async () => {
    await renderKind('Email', { locale: 'es' });
    expect(box('Correo electrónico')).toBeTruthy();
    cleanup();
    await renderKind('Email', { locale: 'es', field: { required: false } });
    expect(box('Correo electrónico (opcional)')).toBeTruthy();
  });

  it('is typed with the keyboard alone and saved as typed; emptied, it holds no answer', async () => {
    const { user, answer } = await renderKind('Email');
    await user.tab();
    expect(document.activeElement).toBe(box());
    await user.keyboard('ana.lopez@example.com');
    expect(answer()).toBe('ana.lopez@example.com');
    expect(saved(answer())).toBe('ana.lopez@example.com');
    await user.clear(box());
    expect(answer()).toBeUndefined();
    expect(saved(answer())).toBeNull();
  });

  it('shows the address held when the visitor comes back', async () => {
    await renderKind('Email', { value: 'pat@example.com' });
    expect(box().value).toBe('pat@example.com');
  });

  it('in error: marked invalid and described by its message; out of error: neither', async () => {
    const { message } = await renderKind('Email', { error: 'Please enter a valid email address' });
    expect(message()).toBe('Please enter a valid email address');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box())).toEqual(['Please enter a valid email address']);
    cleanup();
    await renderKind('Email');
    expect(box().hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(box())).toEqual([]);
  });
});
