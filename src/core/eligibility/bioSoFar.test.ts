import { describe, expect, it } from 'vitest';
import { bioQualifiedSoFar } from './bioSoFar.ts';

describe('bioQualifiedSoFar', () => {
  const study = { minAge: 50, maxAge: 80, gender: 'female' as const };

  it('qualifies within the age bounds (inclusive) with the gender the study takes', () => {
    expect(bioQualifiedSoFar(study, { age: 50, gender: 'female' })).toBe(true);
    expect(bioQualifiedSoFar(study, { age: 80, gender: 'female' })).toBe(true);
  });

  it('does not qualify outside the age bounds, or with another gender', () => {
    expect(bioQualifiedSoFar(study, { age: 49, gender: 'female' })).toBe(false);
    expect(bioQualifiedSoFar(study, { age: 81, gender: 'female' })).toBe(false);
    expect(bioQualifiedSoFar(study, { age: 60, gender: 'male' })).toBe(false);
  });

  it('does not qualify before the age or gender the study needs is given', () => {
    expect(bioQualifiedSoFar(study, { age: null, gender: 'female' })).toBe(false);
    expect(bioQualifiedSoFar(study, { age: 60, gender: null })).toBe(false);
  });

  it('needs neither when the study has no age bounds and takes any gender (an absent gender reads as any)', () => {
    expect(bioQualifiedSoFar({ minAge: null, maxAge: null, gender: 'any' }, { age: null, gender: null })).toBe(true);
    expect(bioQualifiedSoFar({ minAge: null, maxAge: null }, { age: null, gender: 'other' })).toBe(true);
  });
});
