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

  it('rejects control, invisible and direction characters, and markup, in either part; keeps an apostrophe, a hyphen and a plus', () => {
    for (const bad of ['ann\u202e@example.com', 'a\u200bnn@example.com', 'a\u0007b@example.com', 'ann@exa\u200bmple.com', 'ann@example.c\u00adom', '<script>alert(1)</script>@x.com', 'ann@x.com>', '"ann"@example.com', 'ann,bob@example.com', 'ann;@example.com', 'ann:b@example.com', 'a(b)@example.com', 'a[b]@example.com', 'a\\b@example.com', 'ann@ex<a>mple.com']) {
      expect(validateEmail(bad, true), JSON.stringify(bad)).toBe('invalidEmail');
    }
    for (const good of ["o'brien@example.com", 'ann-marie+trials@my-mail.example.org', 'josé@correo.example.es']) expect(validateEmail(good, true), good).toBeNull();
  });

  it('rejects addresses longer than 254 characters', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(long.length).toBe(254);
    expect(validateEmail(long, true)).toBeNull();
    expect(validateEmail(`a${long}`, true)).toBe('invalidEmail');
  });
});
