// @vitest-environment happy-dom
/**
 * The date of birth: labelled in the page's language with the country's format as a hint, masked as the digits are
 * typed, held as typed and saved as an ISO date with the age it gives, its error tied to the box.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';
import { applyAnswers } from '../../src/engine/applyAnswers.ts';
import { emptyCandidate } from '../../src/core/candidate.ts';
import { COUNTRIES, type CountryCode } from '../../src/core/countries.ts';

afterEach(cleanup);

/** What Next stores on the candidate for this answer, on 2 March 2026. */
function saved(birthDate: unknown, country: CountryCode = 'US') {
  const path = { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false };
  const candidate = applyAnswers(emptyCandidate(country), { birthDate } as never, { country: COUNTRIES[country], today: '2026-03-02', path });
  return { birthDate: candidate.birthDate, age: candidate.age };
}

const box = (name = 'Date of birth') => screen.getByRole('textbox', { name }) as HTMLInputElement;

/** Puts the caret (or a selection) where a visitor would click or drag in the box. */
function select(start: number, end = start) {
  box().selectionStart = start;
  box().selectionEnd = end;
}

describe('BirthDate', () => {
  it("is a required box labelled in English, described by the country's format", async () => {
    await renderKind('BirthDate');
    expect(box().required).toBe(true);
    expect(box().placeholder).toBe('MM/DD/YYYY');
    expect(box().autocomplete).toBe('bday');
    expect(describedBy(box())).toEqual(['Format: MM/DD/YYYY']);
  });

  it('is labelled and described in Spanish on a Spanish page', async () => {
    await renderKind('BirthDate', { locale: 'es' });
    expect(describedBy(box('Fecha de nacimiento'))).toEqual(['Formato: MM/DD/AAAA']);
    expect(box('Fecha de nacimiento').placeholder).toBe('MM/DD/AAAA');
  });

  it("asks a caregiver for the participant's date of birth", async () => {
    await renderKind('BirthDate', { field: { labelCaregiver: 'fields.birthDate.labelParticipant' }, context: { caregiver: true } });
    expect(box("Participant's date of birth")).toBeTruthy();
    // Not the caregiver's own birthday, which the browser would offer.
    expect(box("Participant's date of birth").autocomplete).toBe('off');
  });

  it('is typed as digits with the keyboard alone, masked, and saved as an ISO date with the age', async () => {
    const { user, answer } = await renderKind('BirthDate');
    await user.tab();
    expect(document.activeElement).toBe(box());
    await user.keyboard('05051970');
    expect(box().value).toBe('05/05/1970');
    expect(answer()).toBe('05/05/1970');
    expect(saved(answer())).toEqual({ birthDate: '1970-05-05', age: 55 });
    await user.clear(box());
    expect(answer()).toBeUndefined();
  });

  it("reads the digits in the visitor's country's order", async () => {
    const { user, answer } = await renderKind('BirthDate', { context: { country: COUNTRIES.GB } });
    expect(describedBy(box())).toEqual(['Format: DD/MM/YYYY']);
    await user.tab();
    await user.keyboard('05111970');
    expect(answer()).toBe('05/11/1970');
    expect(saved(answer(), 'GB')).toEqual({ birthDate: '1970-11-05', age: 55 });
  });

  it('shows the date held when the visitor comes back', async () => {
    await renderKind('BirthDate', { value: '05/05/1970' });
    expect(box().value).toBe('05/05/1970');
  });

  it('in error: marked invalid and described by its message beside the format; out of error: the format only', async () => {
    const { message } = await renderKind('BirthDate', { error: 'Please enter a valid birth date' });
    expect(message()).toBe('Please enter a valid birth date');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box())).toEqual(['Format: MM/DD/YYYY', 'Please enter a valid birth date']);
    cleanup();
    await renderKind('BirthDate');
    expect(box().hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(box())).toEqual(['Format: MM/DD/YYYY']);
  });

  describe('edited in the middle as a plain box is: the caret stays where the visitor put it, the other digits in place', () => {
    /** The box holding 04/12/1980, focused, with the caret at `caret`. */
    async function withDate(caret: number, country = COUNTRIES.US) {
      const rendered = await renderKind('BirthDate', { context: { country } });
      await rendered.user.click(box());
      await rendered.user.keyboard('04121980');
      select(caret);
      return rendered;
    }

    it('Backspace after the 2 of 04/12/1980 empties its place and leaves the caret there; a digit typed fills it', async () => {
      const { user, answer } = await withDate(5);
      await user.keyboard('{Backspace}');
      expect(box().value).toBe('04/1_/1980');
      expect(box().selectionStart).toBe(4);
      expect(box().selectionEnd).toBe(4);
      expect(answer()).toBe('04/1_/1980');
      expect(saved(answer())).toEqual({ birthDate: null, age: null });
      await user.keyboard('5');
      expect(box().value).toBe('04/15/1980');
      expect(box().selectionStart).toBe(5);
      expect(saved(answer())).toEqual({ birthDate: '1980-04-15', age: 45 });
    });

    it('Backspace just after a separator takes the digit before it and keeps the year in place', async () => {
      const { user } = await withDate(6);
      await user.keyboard('{Backspace}');
      expect(box().value).toBe('04/1_/1980');
      expect(box().selectionStart).toBe(4);
      await user.keyboard('{Backspace}');
      expect(box().value).toBe('04/__/1980');
      expect(box().selectionStart).toBe(3);
    });

    it('Delete before the 1 of 12 empties its place and the caret stays; the next Delete takes the 2', async () => {
      const { user, answer } = await withDate(3);
      await user.keyboard('{Delete}');
      expect(box().value).toBe('04/_2/1980');
      expect(box().selectionStart).toBe(3);
      await user.keyboard('{Delete}');
      expect(box().value).toBe('04/__/1980');
      expect(box().selectionStart).toBe(3);
      await user.keyboard('11');
      expect(box().value).toBe('04/11/1980');
      expect(box().selectionStart).toBe(5);
      expect(answer()).toBe('04/11/1980');
    });

    it('a digit typed in the middle of a whole date replaces the one after the caret, the others staying put', async () => {
      const { user, answer } = await withDate(2);
      await user.keyboard('0');
      expect(box().value).toBe('04/02/1980');
      expect(box().selectionStart).toBe(4);
      expect(answer()).toBe('04/02/1980');
    });

    it('a letter or a second separator typed in the middle changes nothing and leaves the caret', async () => {
      const { user } = await withDate(4);
      await user.keyboard('a/');
      expect(box().value).toBe('04/12/1980');
      expect(box().selectionStart).toBe(4);
    });

    it('a selection deleted leaves its places empty; Backspace at the end takes the last digit alone', async () => {
      const { user, answer } = await withDate(3);
      select(3, 5);
      await user.keyboard('{Backspace}');
      expect(box().value).toBe('04/__/1980');
      expect(box().selectionStart).toBe(3);
      select(10);
      await user.keyboard('{Backspace}');
      expect(box().value).toBe('04/__/198');
      expect(box().selectionStart).toBe(9);
      expect(answer()).toBe('04/__/198');
    });

    it('typed with its separators and one-digit month (4/12/1980), it reads as 04/12/1980', async () => {
      const { user, answer } = await renderKind('BirthDate');
      await user.click(box());
      await user.keyboard('4/12/1980');
      expect(box().value).toBe('04/12/1980');
      expect(box().selectionStart).toBe(10);
      expect(saved(answer())).toEqual({ birthDate: '1980-04-12', age: 45 });
    });

    for (const pasted of ['04121980', '4/12/1980', '04/12/1980']) {
      it(`pasted as "${pasted}", it shows 04/12/1980 with the caret after it`, async () => {
        const { user, answer } = await renderKind('BirthDate');
        await user.click(box());
        await user.paste(pasted);
        expect(box().value).toBe('04/12/1980');
        expect(box().selectionStart).toBe(10);
        expect(answer()).toBe('04/12/1980');
      });
    }

    it("a date pasted over a whole selected date replaces it, read in the visitor's country's order", async () => {
      const { user, answer } = await withDate(0, COUNTRIES.GB);
      select(0, 10);
      await user.paste('4/12/1980');
      expect(box().value).toBe('04/12/1980');
      expect(box().selectionStart).toBe(10);
      expect(saved(answer(), 'GB')).toEqual({ birthDate: '1980-12-04', age: 45 });
    });

    it('a change the browser makes without asking first (autofill, a composing keyboard) is masked the same way', async () => {
      const { answer } = await renderKind('BirthDate');
      fireEvent.change(box(), { target: { value: '4/12/1980' } });
      expect(box().value).toBe('04/12/1980');
      expect(answer()).toBe('04/12/1980');
      box().focus();
      fireEvent.change(box(), { target: { value: '04/1/1980' } });
      expect(box().value).toBe('04/1_/1980');
      expect(box().selectionStart).toBe(4);
      expect(answer()).toBe('04/1_/1980');
    });

    /**
     * Types as Safari does: WebKit cuts each keystroke's text to the room the box's maxlength leaves (its length less
     * what is selected) before beforeinput asks the page about it.
     */
    function typeAsSafari(text: string) {
      for (const ch of text) {
        const input = box();
        const selected = (input.selectionEnd ?? 0) - (input.selectionStart ?? 0);
        const room = input.maxLength < 0 ? Infinity : input.maxLength - (input.value.length - selected);
        const asked = new InputEvent('beforeinput', { inputType: 'insertText', data: ch.slice(0, Math.max(0, room)), cancelable: true, bubbles: true });
        if (fireEvent(input, asked)) throw new Error(`the mask left "${ch}" to the box`);
      }
    }

    it('in Safari, a digit typed into a full date (an emptied place, or over a digit) goes in: the box has no maxlength to cut it', async () => {
      const { user, answer } = await withDate(5);
      await user.keyboard('{Backspace}');
      expect(box().value).toBe('04/1_/1980');
      typeAsSafari('5');
      expect(box().value).toBe('04/15/1980');
      expect(box().selectionStart).toBe(5);
      select(3);
      typeAsSafari('0');
      expect(box().value).toBe('04/05/1980');
      expect(box().selectionStart).toBe(4);
      expect(saved(answer())).toEqual({ birthDate: '1980-04-05', age: 45 });
    });

    it('with no maxlength of its own, it still never grows past its format, typed or changed by the browser', async () => {
      const { user, answer } = await renderKind('BirthDate');
      expect(box().hasAttribute('maxlength')).toBe(false);
      await user.click(box());
      await user.keyboard('041219801234');
      expect(box().value).toBe('04/12/1980');
      fireEvent.change(box(), { target: { value: '04/12/19801' } });
      expect(box().value).toBe('04/12/1980');
      expect(answer()).toBe('04/12/1980');
    });

    it("a year-first country keeps its order and separator (1980-4-12 pasted in Canada)", async () => {
      const { user, answer } = await renderKind('BirthDate', { context: { country: COUNTRIES.CA } });
      await user.click(box());
      await user.paste('1980-4-12');
      expect(box().value).toBe('1980-04-12');
      await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{Backspace}');
      expect(box().value).toBe('1980-0_-12');
      expect(box().selectionStart).toBe(6);
      expect(answer()).toBe('1980-0_-12');
    });
  });
});
