import { describe, expect, it } from 'vitest';
import { screenedFacts, type StoredFacts } from './screenedFacts.ts';

const named = { birthDate: '1970-03-15', today: '2026-11-30', gender: 'female', heightCm: 167.64, weightKg: 86.18, postalCode: '77030', country: 'US', phone: '713-555-0101' } as const;
const stored: StoredFacts = { birthDate: '1935-01-01', age: 91, gender: 'male', heightCm: 150, weightKg: 150, postalCode: '04401', country: 'US' };

describe('screenedFacts', () => {
  it("judges a lead as stored, on the visitor's own day, never the figures its request names", () => {
    expect(screenedFacts({ candidate: named }, stored)).toStrictEqual({
      postalCode: '04401', country: 'US', birthDate: '1935-01-01', today: '2026-11-30', gender: 'male', heightCm: 150, weightKg: 150,
    });
  });

  it('judges a lead saved with an age by that age, and leaves out what the lead does not hold', () => {
    const { today: _today, ...noDay } = named;
    expect(screenedFacts({ candidate: noDay }, { ...stored, birthDate: null })).toStrictEqual({ postalCode: '04401', country: 'US', age: 91, gender: 'male', heightCm: 150, weightKg: 150 });
    expect(screenedFacts({ candidate: noDay }, { ...stored, birthDate: '1935-01-01' })).toStrictEqual({ postalCode: '04401', country: 'US', birthDate: '1935-01-01', gender: 'male', heightCm: 150, weightKg: 150 });
    expect(screenedFacts({ candidate: named }, { birthDate: null, age: null, gender: null, heightCm: null, weightKg: null, postalCode: '10001', country: 'GB' }))
      .toStrictEqual({ postalCode: '10001', country: 'GB' });
    // A height of 0 is a value the lead holds, not a missing one.
    expect(screenedFacts({ candidate: named }, { ...stored, heightCm: 0, weightKg: 0 })).toMatchObject({ heightCm: 0, weightKg: 0 });
  });

  it('judges what a dry run or a screening of nobody is sent: neither is recorded as anyone', () => {
    expect(screenedFacts({ candidate: named, dryRun: true }, stored)).toBe(named);
    expect(screenedFacts({ candidate: named }, null)).toBe(named);
    expect(screenedFacts({ candidate: named, dryRun: false }, stored).postalCode).toBe('04401');
  });
});
