import { describe, expect, it } from 'vitest';
import { applyMask, changeAsEdit, fixedPlacesMask, flowingDigitsMask } from './mask.ts';
import { maskPhoneInput } from './phoneMask.ts';
import { COUNTRIES } from './countries.ts';

describe('applyMask', () => {
  it('places literals only before digits that need them and keeps extra digits', () => {
    expect(applyMask('212', '(###) ###-####')).toBe('(212');
    expect(applyMask('2125', '(###) ###-####')).toBe('(212) 5');
    expect(applyMask('21255501991', '(###) ###-####')).toBe('(212) 555-01991');
    expect(applyMask('', '##/##')).toBe('');
  });
});

describe('maskPhoneInput', () => {
  it('formats US digits and drops a leading 1', () => {
    expect(maskPhoneInput('2125550199', COUNTRIES.US)).toBe('(212) 555-0199');
    expect(maskPhoneInput('1 212 555 0199', COUNTRIES.US)).toBe('(212) 555-0199');
    expect(maskPhoneInput('212-555-01', COUNTRIES.US)).toBe('(212) 555-01');
  });

  it('leaves international entry as typed', () => {
    expect(maskPhoneInput('+44 7400 123456', COUNTRIES.US)).toBe('+44 7400 123456');
  });

  it('switches NZ to the longer mask above 10 digits and AU above 11', () => {
    expect(maskPhoneInput('0211234567', COUNTRIES.NZ)).toBe('021 123 4567');
    expect(maskPhoneInput('02112345678', COUNTRIES.NZ)).toBe('021 1234 5678');
    expect(maskPhoneInput('0412345678', COUNTRIES.AU)).toBe('0412 345 678');
    expect(maskPhoneInput('04123456789', COUNTRIES.AU)).toBe('0412 345 6789');
    expect(maskPhoneInput('041234567890', COUNTRIES.AU)).toBe('0412 3456 7890');
  });

  it('uses each country mask', () => {
    expect(maskPhoneInput('07400123456', COUNTRIES.GB)).toBe('07400 123456');
    expect(maskPhoneInput('0851234567', COUNTRIES.IE)).toBe('085 123 4567');
    expect(maskPhoneInput('0711234567', COUNTRIES.ZA)).toBe('071 123 4567');
    expect(maskPhoneInput('4165550123', COUNTRIES.CA)).toBe('(416) 555-0123');
  });
});

describe('fixedPlacesMask: a date edited as a plain box is, each digit keeping its place', () => {
  const date = fixedPlacesMask('##/##/####');
  const at = (value: string, start: number, end = start) => ({ value, start, end });

  it('Backspace empties the place before the caret, even across a separator, and the caret goes there', () => {
    expect(date(at('04/12/1980', 5), { type: 'deleteBackward' })).toEqual({ value: '04/1_/1980', caret: 4 });
    expect(date(at('04/12/1980', 6), { type: 'deleteBackward' })).toEqual({ value: '04/1_/1980', caret: 4 });
    expect(date(at('04/1_/1980', 4), { type: 'deleteBackward' })).toEqual({ value: '04/__/1980', caret: 3 });
    expect(date(at('04/12/1980', 0), { type: 'deleteBackward' })).toEqual({ value: '04/12/1980', caret: 0 });
  });

  it('empties trailing places rather than showing them, so Backspace at the end shortens the value', () => {
    expect(date(at('04/12/1980', 10), { type: 'deleteBackward' })).toEqual({ value: '04/12/198', caret: 9 });
    expect(date(at('04/12/1', 7), { type: 'deleteBackward' })).toEqual({ value: '04/12', caret: 5 });
    expect(date(at('04/__/1', 7), { type: 'deleteBackward' })).toEqual({ value: '04', caret: 2 });
  });

  it('Delete empties the next digit and the caret stays; nothing after the caret, nothing changes', () => {
    expect(date(at('04/12/1980', 3), { type: 'deleteForward' })).toEqual({ value: '04/_2/1980', caret: 3 });
    expect(date(at('04/_2/1980', 3), { type: 'deleteForward' })).toEqual({ value: '04/__/1980', caret: 3 });
    expect(date(at('04/12/1980', 10), { type: 'deleteForward' })).toEqual({ value: '04/12/1980', caret: 10 });
  });

  it('a selection deleted empties its places', () => {
    expect(date(at('04/12/1980', 3, 5), { type: 'deleteBackward' })).toEqual({ value: '04/__/1980', caret: 3 });
    expect(date(at('04/12/1980', 0, 10), { type: 'deleteForward' })).toEqual({ value: '', caret: 0 });
  });

  it('a typed digit fills or replaces the place after the caret; past the last place it is refused', () => {
    expect(date(at('04/1_/1980', 4), { type: 'insert', text: '5' })).toEqual({ value: '04/15/1980', caret: 5 });
    expect(date(at('04/12/1980', 2), { type: 'insert', text: '0' })).toEqual({ value: '04/02/1980', caret: 4 });
    expect(date(at('04/12/1980', 10), { type: 'insert', text: '1' })).toEqual({ value: '04/12/1980', caret: 10 });
    expect(date(at('04/12/1980', 3, 5), { type: 'insert', text: '7' })).toEqual({ value: '04/7_/1980', caret: 4 });
  });

  it('a typed separator closes a one-digit day or month, steps over the separator at the caret, or does nothing', () => {
    expect(date(at('4', 1), { type: 'insert', text: '/' })).toEqual({ value: '04', caret: 2 });
    expect(date(at('04/1', 4), { type: 'insert', text: '-' })).toEqual({ value: '04/01', caret: 5 });
    expect(date(at('04/12/1980', 2), { type: 'insert', text: '/' })).toEqual({ value: '04/12/1980', caret: 3 });
    expect(date(at('04/12/1', 7), { type: 'insert', text: '/' })).toEqual({ value: '04/12/1', caret: 7 });
    expect(date(at('04/12', 5), { type: 'insert', text: 'x' })).toEqual({ value: '04/12', caret: 5 });
  });

  it('a whole date pasted replaces the value, its groups read by their separators; a part is written at the caret', () => {
    expect(date(at('', 0), { type: 'insert', text: '04121980' })).toEqual({ value: '04/12/1980', caret: 10 });
    expect(date(at('', 0), { type: 'insert', text: '4/12/1980' })).toEqual({ value: '04/12/1980', caret: 10 });
    expect(date(at('01/01/2000', 3), { type: 'insert', text: ' 4.12.1980 ' })).toEqual({ value: '04/12/1980', caret: 10 });
    // A two-digit year is not guessed at: its places stay empty and the date stays invalid until it is typed.
    expect(date(at('', 0), { type: 'insert', text: '4/12/80' })).toEqual({ value: '04/12/80', caret: 8 });
    expect(fixedPlacesMask('####-##-##')(at('', 0), { type: 'insert', text: '80-4-12' })).toEqual({ value: '80__-04-12', caret: 10 });
    expect(date(at('04/12/1980', 6), { type: 'insert', text: '19' })).toEqual({ value: '04/12/1980', caret: 8 });
  });

  it('a value it did not write (given before) is read by its digits first', () => {
    expect(date(at('4121980', 7), { type: 'deleteBackward' })).toEqual({ value: '41/21/98', caret: 8 });
  });
});

describe('flowingDigitsMask: a phone number edited as a plain box is, the caret between the same digits', () => {
  const phone = flowingDigitsMask((digits) => maskPhoneInput(digits, COUNTRIES.US), (value) => value.startsWith('+'));
  const at = (value: string, start: number, end = start) => ({ value, start, end });

  it('Backspace and Delete take one digit, skipping separators, and the later digits move up', () => {
    expect(phone(at('(212) 555-0199', 8), { type: 'deleteBackward' })).toEqual({ value: '(212) 550-199', caret: 7 });
    expect(phone(at('(212) 555-0199', 10), { type: 'deleteBackward' })).toEqual({ value: '(212) 550-199', caret: 8 });
    expect(phone(at('(212) 555-0199', 4), { type: 'deleteForward' })).toEqual({ value: '(212) 550-199', caret: 4 });
    expect(phone(at('(212) 555-0199', 1), { type: 'deleteBackward' })).toEqual({ value: '(212) 555-0199', caret: 1 });
    expect(phone(at('(212) 555-0199', 14), { type: 'deleteForward' })).toEqual({ value: '(212) 555-0199', caret: 14 });
  });

  it('a caret put after a separator stays after it', () => {
    expect(phone(at('(212) 555-0199', 6, 10), { type: 'deleteBackward' })).toEqual({ value: '(212) 019-9', caret: 6 });
    expect(phone(at('(212) 55-0199', 6), { type: 'insert', text: '9' })).toEqual({ value: '(212) 955-0199', caret: 7 });
  });

  it('typed digits go in at the caret; other characters change nothing', () => {
    expect(phone(at('(212) 550-199', 7), { type: 'insert', text: '5' })).toEqual({ value: '(212) 555-0199', caret: 8 });
    expect(phone(at('(212) 555-0199', 7), { type: 'insert', text: '-' })).toEqual({ value: '(212) 555-0199', caret: 7 });
  });

  it('a leading 1 the format drops moves the caret back with it', () => {
    expect(phone(at('(212) 555-0199', 0), { type: 'insert', text: '1' })).toEqual({ value: '(212) 555-0199', caret: 0 });
    expect(phone(at('', 0), { type: 'insert', text: '1 (212) 555-0199' })).toEqual({ value: '(212) 555-0199', caret: 14 });
  });

  it('leaves free text to the box (a number typed with +), and masks it once its + is deleted', () => {
    expect(phone(at('', 0), { type: 'insert', text: '+1 212-555-0199' })).toBeNull();
    expect(phone(at('+1 212-555-0199', 4), { type: 'deleteBackward' })).toBeNull();
    expect(phone(at('+1 212', 1), { type: 'deleteBackward' })).toEqual({ value: '(121) 2', caret: 1 });
  });
});

describe('changeAsEdit: a change the browser made itself, read as an edit', () => {
  it('is the text between the common start and end, replaced', () => {
    expect(changeAsEdit('04/12/1980', '04/1/1980')).toEqual({ state: { value: '04/12/1980', start: 4, end: 5 }, edit: { type: 'deleteBackward' } });
    expect(changeAsEdit('', '4/12/1980')).toEqual({ state: { value: '', start: 0, end: 0 }, edit: { type: 'insert', text: '4/12/1980' } });
    expect(changeAsEdit('(212) 555', '(212) 5505')).toEqual({ state: { value: '(212) 555', start: 8, end: 8 }, edit: { type: 'insert', text: '0' } });
    expect(changeAsEdit('04/12', '04/12')).toBeNull();
  });
});
