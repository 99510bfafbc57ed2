import { describe, expect, it } from 'vitest';
import { AGE_OPTION_MAX, AGE_OPTION_MIN, ageOn, ageOptions, ageWithinBounds, isValidAge, storableAge } from './age.ts';

describe('ageOptions', () => {
  it('offers 18 to 101 inclusive, in order', () => {
    const options = ageOptions();
    expect(AGE_OPTION_MIN).toBe(18);
    expect(AGE_OPTION_MAX).toBe(101);
    expect(options[0]).toBe(18);
    expect(options[options.length - 1]).toBe(101);
    expect(options).toHaveLength(84);
    expect(options).not.toContain(17);
    expect(options).not.toContain(102);
    for (let i = 1; i < options.length; i += 1) expect(options[i]).toBe((options[i - 1] as number) + 1);
  });
});

describe('isValidAge', () => {
  it('is false at 0 and 120 and outside', () => {
    expect(isValidAge(0)).toBe(false);
    expect(isValidAge(-1)).toBe(false);
    expect(isValidAge(120)).toBe(false);
    expect(isValidAge(121)).toBe(false);
  });

  it('is true strictly between 0 and 120', () => {
    expect(isValidAge(1)).toBe(true);
    expect(isValidAge(0.5)).toBe(true);
    expect(isValidAge(119)).toBe(true);
    expect(isValidAge(119.9)).toBe(true);
    expect(isValidAge(45)).toBe(true);
  });

  it('is false for missing or non-finite values', () => {
    expect(isValidAge(null)).toBe(false);
    expect(isValidAge(undefined)).toBe(false);
    expect(isValidAge(Number.NaN)).toBe(false);
    expect(isValidAge(Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('storableAge', () => {
  it('stores ages greater than 0 and under 110', () => {
    expect(storableAge(1)).toBe(1);
    expect(storableAge(45)).toBe(45);
    expect(storableAge(109)).toBe(109);
  });

  it('floors fractional ages', () => {
    expect(storableAge(109.9)).toBe(109);
    expect(storableAge(30.5)).toBe(30);
  });

  it('does not store 0, negatives, 110 and above, or missing values', () => {
    expect(storableAge(0)).toBeNull();
    expect(storableAge(0.5)).toBeNull();
    expect(storableAge(-3)).toBeNull();
    expect(storableAge(110)).toBeNull();
    expect(storableAge(115)).toBeNull();
    expect(storableAge(null)).toBeNull();
    expect(storableAge(undefined)).toBeNull();
  });
});

describe('ageOn', () => {
  it('counts whole years, turning over on the birthday', () => {
    expect(ageOn('1990-03-02', '2026-03-02')).toBe(36);
    expect(ageOn('1990-03-03', '2026-03-02')).toBe(35);
    expect(ageOn('1990-03-01', '2026-03-02')).toBe(36);
    expect(ageOn('1990-04-01', '2026-03-02')).toBe(35);
    expect(ageOn('1990-02-28', '2026-03-02')).toBe(36);
  });

  it('is 0 on the day of birth and negative for a future date', () => {
    expect(ageOn('2026-03-02', '2026-03-02')).toBe(0);
    expect(ageOn('2026-03-03', '2026-03-02')).toBe(-1);
  });

  it('handles a leap-day birthday', () => {
    expect(ageOn('2000-02-29', '2001-02-28')).toBe(0);
    expect(ageOn('2000-02-29', '2001-03-01')).toBe(1);
  });
});

describe('ageWithinBounds', () => {
  it('is true when there are no bounds, even without an age', () => {
    expect(ageWithinBounds(30, null, null)).toBe(true);
    expect(ageWithinBounds(null, undefined, undefined)).toBe(true);
  });

  it('is false without an age when a bound exists', () => {
    expect(ageWithinBounds(null, 18, 65)).toBe(false);
  });

  it('includes both bounds', () => {
    expect(ageWithinBounds(18, 18, 65)).toBe(true);
    expect(ageWithinBounds(65, 18, 65)).toBe(true);
    expect(ageWithinBounds(17, 18, 65)).toBe(false);
    expect(ageWithinBounds(66, 18, 65)).toBe(false);
  });

  it('applies a single bound on its own', () => {
    expect(ageWithinBounds(17, 18, null)).toBe(false);
    expect(ageWithinBounds(99, 18, null)).toBe(true);
    expect(ageWithinBounds(70, null, 65)).toBe(false);
    expect(ageWithinBounds(2, null, 65)).toBe(true);
  });
});
