import { describe, expect, it } from 'vitest';
import { validateEmail } from './email.ts';

describe('validateEmail', () => {
  it('requires a value when required', () => {
    expect(validateEmail('', true)).toBe('required');
    expect(validateEmail('   ', true)).toBe('required');
    expect(validateEmail(null, true)).toBe('required');
    expect(validateEmail(undefined, true)).toBe('required');
  });

  it('allows an empty value when optional', () => {
    expect(validateEmail('', false)).toBeNull();
    expect(validateEmail('  ', false)).toBeNull();
    expect(validateEmail(null, false)).toBeNull();
  });

  it('accepts plausible addresses, trimmed', () => {
    expect(validateEmail('jane@example.com', true)).toBeNull();
    expect(validateEmail('  jane.doe+trials@mail.example.co.uk  ', true)).toBeNull();
  });

  it('validates an optional address when one is given', () => {
    expect(validateEmail('jane@', false)).toBe('invalidEmail');
  });

  it('rejects implausible addresses', () => {
    for (const bad of ['jane', 'jane@example', '@example.com', 'jane@@example.com', 'ja ne@example.com', 'jane@example..com', 'jane@.com']) {
      expect(validateEmail(bad, true), bad).toBe('invalidEmail');
    }
  });

  it('rejects addresses longer than 254 characters', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(long.length).toBe(254);
    expect(validateEmail(long, true)).toBeNull();
    expect(validateEmail(`a${long}`, true)).toBe('invalidEmail');
  });
});
