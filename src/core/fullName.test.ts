import { describe, expect, it } from 'vitest';
import { cleanName, hasEmoji, parseFullName, validateFullName } from './fullName.ts';

describe('parseFullName', () => {
  it('takes the last word as the last name and the rest as the first name', () => {
    expect(parseFullName('Mary Ann Smith')).toEqual({ firstName: 'Mary Ann', lastName: 'Smith' });
  });

  it('splits two words into first and last name', () => {
    expect(parseFullName('Jane Doe')).toEqual({ firstName: 'Jane', lastName: 'Doe' });
  });

  it('splits on any whitespace and ignores surrounding spaces', () => {
    expect(parseFullName('  Jane \t  van   Doe  ')).toEqual({ firstName: 'Jane van', lastName: 'Doe' });
  });

  it('sets no names for a single word', () => {
    expect(parseFullName('Cher')).toBeNull();
    expect(parseFullName('   Cher   ')).toBeNull();
  });

  it('sets no names for an empty string', () => {
    expect(parseFullName('')).toBeNull();
    expect(parseFullName('   ')).toBeNull();
  });
});

describe('cleanName', () => {
  it('keeps a name with its spacing made one space: a line break or a tab in it breaks no line of an export', () => {
    expect(cleanName('A\nB')).toBe('A B');
    expect(cleanName(' Ana \t\r\n  María\u200B ')).toBe('Ana María');
    expect(cleanName('Ana')).toBe('Ana');
    expect(cleanName(undefined)).toBe('');
  });
});

describe('hasEmoji', () => {
  it('detects pictographic emoji and flags', () => {
    expect(hasEmoji('Jane 😀 Doe')).toBe(true);
    expect(hasEmoji('Jane Doe ❤')).toBe(true);
    expect(hasEmoji('Jane 🇺🇸')).toBe(true);
  });

  it('detects keycap sequences and lone skin-tone modifiers', () => {
    expect(hasEmoji('Jane 1️⃣')).toBe(true);
    expect(hasEmoji('Jane Doe #️⃣')).toBe(true);
    expect(hasEmoji('Jane Doe 🏻')).toBe(true);
    expect(validateFullName('Jane Doe #️⃣')).toBe('invalidFullName');
  });

  it('accepts plain and accented letters', () => {
    expect(hasEmoji('José Müller-Łukasz O\'Brien')).toBe(false);
  });
});

describe('validateFullName', () => {
  it('requires a value', () => {
    expect(validateFullName('')).toBe('required');
    expect(validateFullName('   ')).toBe('required');
    expect(validateFullName(null)).toBe('required');
    expect(validateFullName(undefined)).toBe('required');
  });

  it('rejects a single word', () => {
    expect(validateFullName('Cher')).toBe('invalidFullName');
  });

  it('accepts two words', () => {
    expect(validateFullName('Jane Doe')).toBeNull();
  });

  it('accepts more than two words and surrounding whitespace', () => {
    expect(validateFullName('  Mary Ann Smith ')).toBeNull();
  });

  it('rejects emoji even with two words', () => {
    expect(validateFullName('Jane 😀')).toBe('invalidFullName');
    expect(validateFullName('Jane Doe 😀')).toBe('invalidFullName');
  });

  it('rejects names without any letter', () => {
    expect(validateFullName('12 34')).toBe('invalidFullName');
  });

  it('accepts non-Latin letters', () => {
    expect(validateFullName('José Núñez')).toBeNull();
    expect(validateFullName('Иван Петров')).toBeNull();
  });
});
