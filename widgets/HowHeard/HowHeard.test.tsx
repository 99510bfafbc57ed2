// @vitest-environment happy-dom
/**
 * How the visitor heard of us: an optional list labelled in the page's language, chosen with the keyboard, held and
 * saved as the spec's answer key, its error tied to it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';
import { applyAnswers } from '../../src/engine/applyAnswers.ts';
import { emptyCandidate } from '../../src/core/candidate.ts';
import { COUNTRIES } from '../../src/core/countries.ts';

afterEach(cleanup);

/** What Next stores on the candidate for this answer. */
function saved(referringGroup: unknown) {
  const path = { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false };
  return applyAnswers(emptyCandidate('US'), { referringGroup } as never, { country: COUNTRIES.US, today: '2026-03-02', path }).answers.referringGroup ?? null;
}

const select = (name = 'How did you hear about us?') => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const labels = (element: HTMLSelectElement) => [...element.options].map((o) => o.textContent);

describe('HowHeard', () => {
  it('is an optional list labelled in English: a prompt, then the answers in order', async () => {
    await renderKind('HowHeard');
    expect(select().required).toBe(false);
    expect([...select().options].map((o) => o.value)).toEqual(['', 'doctor', 'social', 'engine', 'sponsor', 'email', 'clinicalTrials', 'other']);
    expect(labels(select())).toEqual(['Select an answer', 'My doctor', 'Social media', 'Search engine', 'Study sponsor', 'Email', 'A clinical trials website', 'Other']);
  });

  it('is labelled in Spanish on a Spanish page', async () => {
    await renderKind('HowHeard', { locale: 'es' });
    expect(labels(select('¿Cómo se enteró de nosotros?'))).toEqual([
      'Seleccione una respuesta', 'Mi médico', 'Redes sociales', 'Buscador de internet', 'Patrocinador del estudio', 'Correo electrónico', 'Un sitio web de ensayos clínicos', 'Otro',
    ]);
  });

  it('is chosen with the keyboard alone and saved as the answer key; the prompt again holds no answer', async () => {
    const { user, answer } = await renderKind('HowHeard');
    await user.tab();
    expect(document.activeElement).toBe(select());
    await user.selectOptions(select(), 'A clinical trials website');
    expect(answer()).toBe('clinicalTrials');
    expect(saved(answer())).toBe('clinicalTrials');
    await user.selectOptions(select(), '');
    expect(answer()).toBeUndefined();
    expect(saved(answer())).toBeNull();
  });

  it('shows the answer held when the visitor comes back', async () => {
    await renderKind('HowHeard', { value: 'social' });
    expect(select().value).toBe('social');
  });

  it('in error: marked invalid and described by its message; out of error: neither', async () => {
    const { message } = await renderKind('HowHeard', { error: 'This field is required' });
    expect(message()).toBe('This field is required');
    expect(select().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(select())).toEqual(['This field is required']);
    cleanup();
    await renderKind('HowHeard');
    expect(select().hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(select())).toEqual([]);
  });
});
