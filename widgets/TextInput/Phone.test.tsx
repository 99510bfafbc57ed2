// @vitest-environment happy-dom
/**
 * The phone number: labelled in the page's language, masked in the country's format as it is typed, held as typed and
 * saved in E.164, its error tied to the box.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { describedBy, renderKind } from '../testing/renderKind.tsx';
import { applyAnswers } from '../../src/engine/applyAnswers.ts';
import { emptyCandidate } from '../../src/core/candidate.ts';
import { COUNTRIES, type CountryCode } from '../../src/core/countries.ts';

afterEach(cleanup);

/** What Next stores on the candidate for this answer. */
function saved(phone: unknown, country: CountryCode = 'US') {
  const path = { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false };
  const candidate = applyAnswers(emptyCandidate(country), { phone } as never, { country: COUNTRIES[country], today: '2026-03-02', path });
  return { phone: candidate.phone, phoneValid: candidate.phoneValid };
}

const box = (name = 'Phone number') => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('Phone', () => {
  it("is a required telephone box labelled in English, with the country's example", async () => {
    await renderKind('Phone');
    expect(box().type).toBe('tel');
    expect(box().placeholder).toBe('(555) 555-5555');
    expect(box().required).toBe(true);
  });

  it('is labelled in Spanish on a Spanish page', async () => {
    await renderKind('Phone', { locale: 'es' });
    expect(box('Número de teléfono')).toBeTruthy();
  });

  it('is typed with the keyboard alone, masked as typed, and saved in E.164', async () => {
    const { user, answer } = await renderKind('Phone');
    await user.tab();
    expect(document.activeElement).toBe(box());
    await user.keyboard('2125550123');
    expect(box().value).toBe('(212) 555-0123');
    expect(answer()).toBe('(212) 555-0123');
    expect(saved(answer())).toEqual({ phone: '+12125550123', phoneValid: true });
  });

  it('drops the +1 a US visitor types as 1, and holds no answer once emptied', async () => {
    const { user, answer } = await renderKind('Phone');
    await user.tab();
    await user.keyboard('12125550123');
    expect(answer()).toBe('(212) 555-0123');
    await user.clear(box());
    expect(answer()).toBeUndefined();
  });

  it("masks in the visitor's country's format and saves with its calling code", async () => {
    const { user, answer } = await renderKind('Phone', { context: { country: COUNTRIES.GB } });
    expect(box().placeholder).toBe('07400 123456');
    await user.tab();
    await user.keyboard('07400123456');
    expect(answer()).toBe('07400 123456');
    expect(saved(answer(), 'GB')).toEqual({ phone: '+447400123456', phoneValid: true });
  });

  it('shows the number held when the visitor comes back', async () => {
    await renderKind('Phone', { value: '(713) 555-0188' });
    expect(box().value).toBe('(713) 555-0188');
  });

  it('in error: marked invalid and described by its message; out of error: neither', async () => {
    const { message } = await renderKind('Phone', { error: 'Please enter a valid phone number' });
    expect(message()).toBe('Please enter a valid phone number');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box())).toEqual(['Please enter a valid phone number']);
    cleanup();
    await renderKind('Phone');
    expect(box().hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(box())).toEqual([]);
  });
});
