import { describe, expect, it } from 'vitest';
import { validateDateNotInFuture, validateDateNotInPast } from './dates.ts';
import { COUNTRIES } from './countries.ts';

const today = '2026-03-02';

describe('dateNotInPast', () => {
  it('allows empty, today and later; asks for a future date before today; rejects non-dates', () => {
    expect(validateDateNotInPast('', COUNTRIES.US, today)).toBeNull();
    expect(validateDateNotInPast('03/02/2026', COUNTRIES.US, today)).toBeNull();
    expect(validateDateNotInPast('12/31/2026', COUNTRIES.US, today)).toBeNull();
    expect(validateDateNotInPast('03/01/2026', COUNTRIES.US, today)).toBe('dateInFuture');
    expect(validateDateNotInPast('02/30/2026', COUNTRIES.US, today)).toBe('invalidDate');
    expect(validateDateNotInPast('01/04/2026', COUNTRIES.GB, today)).toBeNull();
  });
});

describe('dateNotInFuture', () => {
  it('allows empty, today and earlier; asks for a present or past date after today', () => {
    expect(validateDateNotInFuture(undefined, COUNTRIES.US, today)).toBeNull();
    expect(validateDateNotInFuture('03/02/2026', COUNTRIES.US, today)).toBeNull();
    expect(validateDateNotInFuture('2025-12-31', COUNTRIES.CA, today)).toBeNull();
    expect(validateDateNotInFuture('2026-03-03', COUNTRIES.CA, today)).toBe('dateInPast');
    expect(validateDateNotInFuture('31/31/2020', COUNTRIES.GB, today)).toBe('invalidDate');
  });
});
