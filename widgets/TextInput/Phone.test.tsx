// @vitest-environment happy-dom
/**
 * The phone number: labelled in the page's language, masked in the country's format as it is typed, held as typed and
 * saved in E.164, its error tied to the box.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';
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

/** Puts the caret (or a selection) where a visitor would click or drag in the box. */
function select(start: number, end = start) {
  box().selectionStart = start;
  box().selectionEnd = end;
}

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

  describe('edited in the middle as a plain box is: the caret stays between the same digits', () => {
    /** The box holding `digits` as typed, focused, with the caret at `caret`. */
    async function withNumber(caret: number, digits = '2125550199', country = COUNTRIES.US) {
      const rendered = await renderKind('Phone', { context: { country } });
      await rendered.user.click(box());
      await rendered.user.keyboard(digits);
      select(caret);
      return rendered;
    }

    it('Backspace after the second 5 of (212) 555-0199 takes that 5; the later digits move up through the separators', async () => {
      const { user, answer } = await withNumber(8);
      await user.keyboard('{Backspace}');
      expect(box().value).toBe('(212) 550-199');
      expect(box().selectionStart).toBe(7);
      expect(box().selectionEnd).toBe(7);
      expect(answer()).toBe('(212) 550-199');
      await user.keyboard('5');
      expect(box().value).toBe('(212) 555-0199');
      expect(box().selectionStart).toBe(8);
      expect(saved(answer())).toEqual({ phone: '+12125550199', phoneValid: true });
    });

    it('Backspace just after the dash takes the digit before it, not the dash', async () => {
      const { user } = await withNumber(10);
      await user.keyboard('{Backspace}');
      expect(box().value).toBe('(212) 550-199');
      expect(box().selectionStart).toBe(8);
    });

    it('Delete before the area code\'s closing bracket takes the next digit and the caret stays', async () => {
      const { user, answer } = await withNumber(4);
      await user.keyboard('{Delete}');
      expect(box().value).toBe('(212) 550-199');
      expect(box().selectionStart).toBe(4);
      await user.keyboard('3');
      expect(box().value).toBe('(212) 355-0199');
      expect(box().selectionStart).toBe(7);
      expect(answer()).toBe('(212) 355-0199');
    });

    it('a digit typed in the middle goes in at the caret, the later digits moving on', async () => {
      const { user, answer } = await withNumber(7, '212550199');
      await user.keyboard('5');
      expect(box().value).toBe('(212) 555-0199');
      expect(box().selectionStart).toBe(8);
      expect(answer()).toBe('(212) 555-0199');
    });

    it('a letter or a separator typed in the middle changes nothing and leaves the caret', async () => {
      const { user } = await withNumber(7);
      await user.keyboard('a-');
      expect(box().value).toBe('(212) 555-0199');
      expect(box().selectionStart).toBe(7);
    });

    it('a selection deleted takes its digits alone', async () => {
      const { user, answer } = await withNumber(0);
      select(6, 10);
      await user.keyboard('{Delete}');
      expect(box().value).toBe('(212) 019-9');
      expect(box().selectionStart).toBe(6);
      expect(answer()).toBe('(212) 019-9');
    });

    it("edits the country's own format in the middle (07400 123456 in Great Britain)", async () => {
      const { user, answer } = await withNumber(3, '07400123456', COUNTRIES.GB);
      await user.keyboard('{Backspace}');
      expect(box().value).toBe('07001 23456');
      expect(box().selectionStart).toBe(2);
      await user.keyboard('4');
      expect(box().value).toBe('07400 123456');
      expect(box().selectionStart).toBe(3);
      expect(saved(answer(), 'GB')).toEqual({ phone: '+447400123456', phoneValid: true });
    });

    const pastes: Array<[string, string]> = [['(212) 555-0199', '(212) 555-0199'], ['2125550199', '(212) 555-0199'], ['1 212 555 0199', '(212) 555-0199'], ['+1 212-555-0199', '+1 212-555-0199']];
    for (const [pasted, shown] of pastes) {
      it(`pasted as "${pasted}", it shows ${shown} with the caret after it and saves +12125550199`, async () => {
        const { user, answer } = await renderKind('Phone');
        await user.click(box());
        await user.paste(pasted);
        expect(box().value).toBe(shown);
        expect(box().selectionStart).toBe(shown.length);
        expect(answer()).toBe(shown);
        expect(saved(answer())).toEqual({ phone: '+12125550199', phoneValid: true });
      });
    }

    it('a number pasted over the whole selected number replaces it', async () => {
      const { user, answer } = await withNumber(0, '7135550188');
      select(0, box().value.length);
      await user.paste('(212) 555-0199');
      expect(box().value).toBe('(212) 555-0199');
      expect(box().selectionStart).toBe(14);
      expect(answer()).toBe('(212) 555-0199');
    });

    it('a number typed with + is kept to 30 characters by the mask, the box having no maxlength of its own', async () => {
      const { user, answer } = await renderKind('Phone');
      expect(box().hasAttribute('maxlength')).toBe(false);
      await user.click(box());
      await user.paste('+1 212-555-0199');
      await user.keyboard(' 1234567890123456');
      expect(box().value).toBe('+1 212-555-0199 12345678901234');
      expect(answer()).toBe('+1 212-555-0199 12345678901234');
      await user.keyboard('{Backspace}');
      expect(box().value).toBe('+1 212-555-0199 1234567890123');
    });

    it('a number typed with + is edited in the middle as typed', async () => {
      const { user, answer } = await renderKind('Phone');
      await user.click(box());
      await user.paste('+1 212-555-0199');
      select(4);
      await user.keyboard('{Backspace}');
      expect(box().value).toBe('+1 12-555-0199');
      expect(box().selectionStart).toBe(3);
      await user.keyboard('2');
      expect(box().value).toBe('+1 212-555-0199');
      expect(box().selectionStart).toBe(4);
      expect(saved(answer())).toEqual({ phone: '+12125550199', phoneValid: true });
    });
  });
});
