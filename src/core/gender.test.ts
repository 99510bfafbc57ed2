import { describe, expect, it } from 'vitest';
import { GENDERS, isGender } from './gender.ts';

describe('gender', () => {
  it('lists male, female and other', () => {
    expect([...GENDERS]).toEqual(['male', 'female', 'other']);
  });

  it('accepts the three genders', () => {
    expect(isGender('male')).toBe(true);
    expect(isGender('female')).toBe(true);
    expect(isGender('other')).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isGender('Male')).toBe(false);
    expect(isGender('non-binary')).toBe(false);
    expect(isGender('')).toBe(false);
    expect(isGender(null)).toBe(false);
    expect(isGender(undefined)).toBe(false);
    expect(isGender(1)).toBe(false);
  });
});
