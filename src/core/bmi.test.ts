import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bmi, bmiWithinBounds } from './bmi.ts';

describe('bmi', () => {
  it('is weight over height in metres squared, rounded to one decimal', () => {
    expect(bmi(70, 175)).toBe(22.9); // 22.857
    expect(bmi(80, 180)).toBe(24.7); // 24.691
    expect(bmi(100, 200)).toBe(25);
    expect(bmi(45, 150)).toBe(20);
    expect(bmi(68, 170.2)).toBe(23.5); // 23.474
  });

  it('is NaN for a missing or non-positive height or non-finite inputs', () => {
    expect(bmi(70, 0)).toBeNaN();
    expect(bmi(70, -170)).toBeNaN();
    expect(bmi(NaN, 170)).toBeNaN();
    expect(bmi(70, Infinity)).toBeNaN();
  });
});

describe('bmiWithinBounds', () => {
  it('is true when the study has no bounds, even without a BMI', () => {
    expect(bmiWithinBounds(25, null, null)).toBe(true);
    expect(bmiWithinBounds(null, null, null)).toBe(true);
  });

  it('is false without a BMI when a bound exists', () => {
    expect(bmiWithinBounds(null, 18.5, null)).toBe(false);
    expect(bmiWithinBounds(null, null, 30)).toBe(false);
    expect(bmiWithinBounds(null, 18.5, 30)).toBe(false);
    expect(bmiWithinBounds(NaN, 18.5, 30)).toBe(false);
  });

  it('includes both bounds', () => {
    expect(bmiWithinBounds(18.4, 18.5, 30)).toBe(false);
    expect(bmiWithinBounds(18.5, 18.5, 30)).toBe(true);
    expect(bmiWithinBounds(30, 18.5, 30)).toBe(true);
    expect(bmiWithinBounds(30.1, 18.5, 30)).toBe(false);
  });

  it('checks only the side that has a bound', () => {
    expect(bmiWithinBounds(50, 18.5, null)).toBe(true);
    expect(bmiWithinBounds(18.4, 18.5, null)).toBe(false);
    expect(bmiWithinBounds(10, null, 30)).toBe(true);
    expect(bmiWithinBounds(30.1, null, 30)).toBe(false);
  });

  it('works with a computed BMI', () => {
    expect(bmiWithinBounds(bmi(70, 175), 18.5, 24.9)).toBe(true);
    expect(bmiWithinBounds(bmi(100, 175), 18.5, 24.9)).toBe(false);
  });
});

describe('bmi properties', () => {
  const weight = fc.double({ min: 1, max: 681, noNaN: true });
  const height = fc.double({ min: 91, max: 244, noNaN: true });

  it('has at most one decimal and is within 0.05 of the exact ratio', () => {
    fc.assert(fc.property(weight, height, (w, h) => {
      const value = bmi(w, h);
      expect(Math.abs(value * 10 - Math.round(value * 10))).toBeLessThan(1e-6);
      expect(Math.abs(value - w / (h / 100) ** 2)).toBeLessThanOrEqual(0.05 + 1e-9);
    }));
  });

  it('a bound equal to the value always qualifies', () => {
    fc.assert(fc.property(weight, height, (w, h) => {
      const value = bmi(w, h);
      expect(bmiWithinBounds(value, value, value)).toBe(true);
      expect(bmiWithinBounds(value, value, null)).toBe(true);
      expect(bmiWithinBounds(value, null, value)).toBe(true);
    }));
  });
});
