import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CM_PER_FOOT, CM_PER_INCH, HEIGHT_CM, HEIGHT_FT, HEIGHT_IN, INCHES_PER_FOOT, LB_PER_KG, WEIGHT_KG, WEIGHT_LB,
  cmToFeetInches, defaultHeightUnit, defaultWeightUnit, feetInchesToCm, heightCmOf, kgToLb, lbToKg,
  heightProblem, weightProblem, switchHeightUnit, switchWeightUnit, syncHeight, syncWeight, typedHeight, typedWeight, validateHeightCm, validateHeightFeet, validateHeightFeetInches, validateHeightInches, validateWeight, weightKgOf,
} from './units.ts';
import type { HeightValue, WeightValue } from './units.ts';
import { COUNTRIES } from './countries.ts';
import { bmi, bmiWithinBounds } from './bmi.ts';

const EMPTY_VALUES: unknown[] = [undefined, null, '', '   ', '\t'];

describe('constants (spec §9)', () => {
  it('has the conversion factors', () => {
    expect(CM_PER_FOOT).toBe(30.48);
    expect(CM_PER_INCH).toBe(2.54);
    expect(INCHES_PER_FOOT).toBe(12);
    expect(LB_PER_KG).toBe(2.20462);
    expect(CM_PER_INCH * INCHES_PER_FOOT).toBeCloseTo(CM_PER_FOOT, 10);
  });

  it('has the ranges', () => {
    expect(HEIGHT_CM).toEqual({ min: 91, max: 244 });
    expect(HEIGHT_FT).toEqual({ min: 3, max: 8 });
    expect(HEIGHT_IN).toEqual({ min: 0, max: 11 });
    expect(WEIGHT_LB).toEqual({ min: 0, max: 1500 });
    expect(WEIGHT_KG).toEqual({ min: 0, max: 681 });
    expect(Object.isFrozen(HEIGHT_CM)).toBe(true);
  });
});

describe('cmToFeetInches', () => {
  it('gives whole feet and the nearest whole inch', () => {
    expect(cmToFeetInches(170)).toEqual({ feet: 5, inches: 7 }); // 66.93 in
    expect(cmToFeetInches(180)).toEqual({ feet: 5, inches: 11 }); // 70.87 in
    expect(cmToFeetInches(152.4)).toEqual({ feet: 5, inches: 0 });
    expect(cmToFeetInches(91)).toEqual({ feet: 3, inches: 0 }); // 35.83 in
    expect(cmToFeetInches(244)).toEqual({ feet: 8, inches: 0 }); // 96.06 in
  });

  it('carries 12 rounded inches into a foot', () => {
    expect(cmToFeetInches(182)).toEqual({ feet: 6, inches: 0 }); // 71.65 in → 72
    expect(cmToFeetInches(182.88)).toEqual({ feet: 6, inches: 0 });
    expect(cmToFeetInches(181)).toEqual({ feet: 5, inches: 11 }); // 71.26 in
  });

  it('rounds a half inch up', () => {
    expect(cmToFeetInches(2.54 * 66.5)).toEqual({ feet: 5, inches: 7 });
  });
});

describe('feetInchesToCm', () => {
  it('converts and rounds to one decimal', () => {
    expect(feetInchesToCm(5, 7)).toBe(170.2); // 170.18
    expect(feetInchesToCm(6, 0)).toBe(182.9); // 182.88
    expect(feetInchesToCm(3, 0)).toBe(91.4); // 91.44
    expect(feetInchesToCm(8, 0)).toBe(243.8); // 243.84
    expect(feetInchesToCm(8, 11)).toBe(271.8); // out of range but still converted
    expect(feetInchesToCm(0, 1)).toBe(2.5);
  });
});

describe('kgToLb and lbToKg', () => {
  it('convert and round to one decimal', () => {
    expect(kgToLb(1)).toBe(2.2);
    expect(kgToLb(70)).toBe(154.3); // 154.3234
    expect(kgToLb(681)).toBe(1501.3); // 1501.346
    expect(lbToKg(150)).toBe(68); // 68.039
    expect(lbToKg(1500)).toBe(680.4); // 680.39
    expect(lbToKg(0)).toBe(0);
    expect(kgToLb(0)).toBe(0);
  });
});

describe('default units (spec §4)', () => {
  it('are metric for metric countries', () => {
    expect(defaultHeightUnit(true)).toBe('cm');
    expect(defaultWeightUnit(true)).toBe('kg');
    expect(defaultHeightUnit(false)).toBe('ftin');
    expect(defaultWeightUnit(false)).toBe('lbs');
  });

  it('follow each country setting', () => {
    expect(defaultHeightUnit(COUNTRIES.US.useMetricSystem)).toBe('ftin');
    expect(defaultWeightUnit(COUNTRIES.US.useMetricSystem)).toBe('lbs');
    for (const code of ['AU', 'CA', 'IE', 'NZ', 'ZA', 'GB'] as const) {
      expect(defaultHeightUnit(COUNTRIES[code].useMetricSystem)).toBe('cm');
      expect(defaultWeightUnit(COUNTRIES[code].useMetricSystem)).toBe('kg');
    }
  });
});

describe('validateHeightCm', () => {
  it.each(EMPTY_VALUES)('requires a value (%j)', (v) => {
    expect(validateHeightCm(v)).toBe('required');
  });

  it('accepts 91 and 244 and rejects 90 and 245', () => {
    expect(validateHeightCm(90)).toBe('invalidCentimeters');
    expect(validateHeightCm(91)).toBeNull();
    expect(validateHeightCm(244)).toBeNull();
    expect(validateHeightCm(245)).toBe('invalidCentimeters');
  });

  it('rejects just outside the bounds and accepts decimals inside', () => {
    expect(validateHeightCm(90.9)).toBe('invalidCentimeters');
    expect(validateHeightCm(244.1)).toBe('invalidCentimeters');
    expect(validateHeightCm(170.5)).toBeNull();
  });

  it('accepts numeric strings', () => {
    expect(validateHeightCm('90')).toBe('invalidCentimeters');
    expect(validateHeightCm('91')).toBeNull();
    expect(validateHeightCm(' 244 ')).toBeNull();
    expect(validateHeightCm('245')).toBe('invalidCentimeters');
    expect(validateHeightCm('170.5')).toBeNull();
  });

  it('rejects non-numbers', () => {
    for (const v of ['abc', '170cm', '1e2', '17 0', '170,5', NaN, Infinity, true, {}, []]) {
      expect(validateHeightCm(v)).toBe('invalidCentimeters');
    }
  });
});

describe('validateHeightFeet', () => {
  it.each(EMPTY_VALUES)('requires a value (%j)', (v) => {
    expect(validateHeightFeet(v)).toBe('required');
  });

  it('accepts 3 and 8 and rejects 2 and 9', () => {
    expect(validateHeightFeet(2)).toBe('invalidFeet');
    expect(validateHeightFeet(3)).toBeNull();
    expect(validateHeightFeet(8)).toBeNull();
    expect(validateHeightFeet(9)).toBe('invalidFeet');
    expect(validateHeightFeet('2')).toBe('invalidFeet');
    expect(validateHeightFeet('3')).toBeNull();
    expect(validateHeightFeet('8')).toBeNull();
    expect(validateHeightFeet('9')).toBe('invalidFeet');
  });

  it('requires a whole number', () => {
    expect(validateHeightFeet(5.5)).toBe('invalidFeet');
    expect(validateHeightFeet('5.5')).toBe('invalidFeet');
    expect(validateHeightFeet('5.0')).toBeNull();
    expect(validateHeightFeet('five')).toBe('invalidFeet');
  });
});

describe('validateHeightFeetInches', () => {
  it('takes each part in its range and the whole up to 244 cm: 8 ft with no inches more, 3 ft 0 in at the bottom', () => {
    expect(validateHeightFeetInches(8, 0)).toBeNull(); // 243.8 cm
    expect(validateHeightFeetInches('8', '0')).toBeNull();
    expect(validateHeightFeetInches(3, 0)).toBeNull(); // 91.4 cm
    expect(validateHeightFeetInches(7, 11)).toBeNull();
    for (const inches of [1, 6, 11, '11']) expect(validateHeightFeetInches(8, inches), String(inches)).toBe('invalidInches');
  });

  it("says the feet's problem first, then the inches'", () => {
    expect(validateHeightFeetInches(9, 12)).toBe('invalidFeet');
    expect(validateHeightFeetInches('', 3)).toBe('required');
    expect(validateHeightFeetInches(5, '')).toBe('required');
    expect(validateHeightFeetInches(5, 12)).toBe('invalidInches');
  });
});

describe('validateHeightInches', () => {
  it.each(EMPTY_VALUES)('requires a value, so empty is not read as 0 (%j)', (v) => {
    expect(validateHeightInches(v)).toBe('required');
  });

  it('accepts 0 and 11 and rejects -1 and 12', () => {
    expect(validateHeightInches(-1)).toBe('invalidInches');
    expect(validateHeightInches(0)).toBeNull();
    expect(validateHeightInches(11)).toBeNull();
    expect(validateHeightInches(12)).toBe('invalidInches');
    expect(validateHeightInches('-1')).toBe('invalidInches');
    expect(validateHeightInches('0')).toBeNull();
    expect(validateHeightInches('11')).toBeNull();
    expect(validateHeightInches('12')).toBe('invalidInches');
  });

  it('requires a whole number', () => {
    expect(validateHeightInches(5.5)).toBe('invalidInches');
    expect(validateHeightInches('x')).toBe('invalidInches');
  });
});

describe('validateWeight', () => {
  it.each(EMPTY_VALUES)('requires a value in either unit (%j)', (v) => {
    expect(validateWeight(v, 'lbs')).toBe('required');
    expect(validateWeight(v, 'kg')).toBe('required');
  });

  it('pounds: above 0 up to 1500 inclusive', () => {
    expect(validateWeight(-1, 'lbs')).toBe('invalidWeight');
    expect(validateWeight(0, 'lbs')).toBe('invalidWeight'); // nobody weighs 0
    expect(validateWeight(0.1, 'lbs')).toBeNull();
    expect(validateWeight(1, 'lbs')).toBeNull();
    expect(validateWeight(1500, 'lbs')).toBeNull();
    expect(validateWeight(1500.1, 'lbs')).toBe('invalidWeight');
    expect(validateWeight(1501, 'lbs')).toBe('invalidWeight');
    expect(validateWeight('0', 'lbs')).toBe('invalidWeight');
    expect(validateWeight('1500', 'lbs')).toBeNull();
    expect(validateWeight('1501', 'lbs')).toBe('invalidWeight');
  });

  it('kilograms: above 0 up to 681 inclusive', () => {
    expect(validateWeight(-1, 'kg')).toBe('invalidWeight');
    expect(validateWeight(0, 'kg')).toBe('invalidWeight'); // nobody weighs 0
    expect(validateWeight(0.1, 'kg')).toBeNull();
    expect(validateWeight(681, 'kg')).toBeNull();
    expect(validateWeight(681.1, 'kg')).toBe('invalidWeight');
    expect(validateWeight(682, 'kg')).toBe('invalidWeight');
    expect(validateWeight('681', 'kg')).toBeNull();
    expect(validateWeight('682', 'kg')).toBe('invalidWeight');
  });

  it('uses the range of the given unit', () => {
    expect(validateWeight(1000, 'lbs')).toBeNull();
    expect(validateWeight(1000, 'kg')).toBe('invalidWeight');
  });

  it('rejects non-numbers', () => {
    for (const v of ['heavy', '70kg', NaN, -Infinity, false]) {
      expect(validateWeight(v, 'kg')).toBe('invalidWeight');
      expect(validateWeight(v, 'lbs')).toBe('invalidWeight');
    }
  });
});

describe('heightCmOf and weightKgOf', () => {
  it('return the metric value whichever unit was used', () => {
    expect(heightCmOf({ unit: 'cm', cm: 170 })).toBe(170);
    // Converted exactly: the BMI is rounded, not the height or weight it is worked out from (spec §4).
    expect(heightCmOf({ unit: 'ftin', feet: 5, inches: 7 })).toBeCloseTo(170.18, 10);
    expect(heightCmOf({ unit: 'ftin', feet: 6, inches: 0 })).toBeCloseTo(182.88, 10);
    expect(weightKgOf({ unit: 'kg', kg: 70 })).toBe(70);
    expect(weightKgOf({ unit: 'lbs', lb: 150 })).toBeCloseTo(68.038936, 6);
  });

  it('give a BMI on a limit from feet, inches and pounds as the spec works it out, not one rounded twice', () => {
    // 5 ft 5 in and 150 lb: 68.039 kg / 1.651 m² = 24.96, 25.0 rounded (weights rounded first gave 24.9).
    const bmi = (height: number, weight: number) => Math.round((weight / (height / 100) ** 2) * 10) / 10;
    expect(bmi(heightCmOf({ unit: 'ftin', feet: 5, inches: 5 }) as number, weightKgOf({ unit: 'lbs', lb: 150 }) as number)).toBe(25);
    // 5 ft 6 in and 279 lb: 45.03, 45.0 (45.1 before).
    expect(bmi(heightCmOf({ unit: 'ftin', feet: 5, inches: 6 }) as number, weightKgOf({ unit: 'lbs', lb: 279 }) as number)).toBe(45);
    // 5 ft 1 in and 132 lb: 24.94, 24.9 (25.0 before, a pass it was not).
    expect(bmi(heightCmOf({ unit: 'ftin', feet: 5, inches: 1 }) as number, weightKgOf({ unit: 'lbs', lb: 132 }) as number)).toBe(24.9);
  });

  it('follow the unit, not whichever fields happen to be present', () => {
    expect(heightCmOf({ unit: 'cm', feet: 5, inches: 7 })).toBeNull();
    expect(heightCmOf({ unit: 'ftin', cm: 170 })).toBeNull();
    expect(weightKgOf({ unit: 'lbs', kg: 70 })).toBeNull();
    expect(weightKgOf({ unit: 'kg', lb: 150 })).toBeNull();
  });

  it('are null when incomplete', () => {
    expect(heightCmOf({ unit: 'cm' })).toBeNull();
    expect(heightCmOf({ unit: 'cm', cm: NaN })).toBeNull();
    expect(heightCmOf({ unit: 'ftin', feet: 5 })).toBeNull();
    expect(heightCmOf({ unit: 'ftin', inches: 7 })).toBeNull();
    expect(weightKgOf({ unit: 'kg' })).toBeNull();
    expect(weightKgOf({ unit: 'lbs' })).toBeNull();
  });
});

describe('switchWeightUnit', () => {
  it('keeps both numbers as typed when both are held, so a switch there and back changes nothing', () => {
    const typed = syncWeight({ unit: 'lbs', lb: 176 });
    expect(typed).toStrictEqual({ unit: 'lbs', lb: 176, kg: 79.8 });
    expect(switchWeightUnit(typed, 'kg')).toStrictEqual({ unit: 'kg', lb: 176, kg: 79.8, from: 'lbs' });
    expect(switchWeightUnit(switchWeightUnit(typed, 'kg'), 'lbs')).toStrictEqual(typed);
    expect(switchWeightUnit(typed, 'lbs')).toBe(typed);
  });

  it('works the other unit out from the one held, and holds nothing where nothing was typed', () => {
    expect(switchWeightUnit({ unit: 'lbs', lb: 176 }, 'kg')).toStrictEqual({ unit: 'kg', lb: 176, kg: 79.8, from: 'lbs' });
    expect(switchWeightUnit({ unit: 'kg', kg: 80 }, 'lbs')).toStrictEqual({ unit: 'lbs', kg: 80, lb: 176.4, from: 'kg' });
    expect(switchWeightUnit({ unit: 'lbs' }, 'kg')).toStrictEqual({ unit: 'kg' });
    expect(switchWeightUnit({ unit: 'kg', kg: 80, lb: Number.NaN }, 'lbs')).toStrictEqual({ unit: 'lbs', kg: 80, lb: 176.4, from: 'kg' });
  });
});

describe('syncHeight and syncWeight', () => {
  it('fill ft/in from cm when cm is edited', () => {
    expect(syncHeight({ unit: 'cm', cm: 170, feet: 1, inches: 1 })).toEqual({ unit: 'cm', cm: 170, feet: 5, inches: 7 });
  });

  it('fill cm from ft/in when ft/in is edited', () => {
    expect(syncHeight({ unit: 'ftin', feet: 5, inches: 7, cm: 1 })).toEqual({ unit: 'ftin', feet: 5, inches: 7, cm: 170.2 });
  });

  it('clear the other unit when the edited one is incomplete', () => {
    expect(syncHeight({ unit: 'cm', feet: 5, inches: 7 })).toStrictEqual({ unit: 'cm' });
    expect(syncHeight({ unit: 'ftin', feet: 5, cm: 170 })).toStrictEqual({ unit: 'ftin', feet: 5 });
    expect(syncWeight({ unit: 'kg', lb: 150 })).toStrictEqual({ unit: 'kg' });
    expect(syncWeight({ unit: 'lbs', kg: 70 })).toStrictEqual({ unit: 'lbs' });
  });

  it('fill lb from kg and kg from lb', () => {
    expect(syncWeight({ unit: 'kg', kg: 70 })).toEqual({ unit: 'kg', kg: 70, lb: 154.3 });
    expect(syncWeight({ unit: 'lbs', lb: 150, kg: 1 })).toEqual({ unit: 'lbs', lb: 150, kg: 68 });
  });

  it('keep the edited values as entered, even out of range', () => {
    expect(syncHeight({ unit: 'ftin', feet: 5, inches: 14 })).toEqual({ unit: 'ftin', feet: 5, inches: 14, cm: 188 });
    expect(syncWeight({ unit: 'kg', kg: 70.25 }).kg).toBe(70.25);
  });

  it('switching unit after a sync keeps the same height', () => {
    const metric = syncHeight({ unit: 'cm', cm: 170 });
    const imperial = syncHeight({ ...metric, unit: 'ftin' });
    expect(imperial).toEqual({ unit: 'ftin', cm: 170.2, feet: 5, inches: 7 });
  });
});

describe('properties', () => {
  // Heights as typed in the cm field, to one decimal, across the accepted range.
  const cmTenths = fc.integer({ min: HEIGHT_CM.min * 10, max: HEIGHT_CM.max * 10 }).map((n) => n / 10);
  // Any real height in range, not just tenths.
  const cmReal = fc.double({ min: HEIGHT_CM.min, max: HEIGHT_CM.max, noNaN: true });
  const kgReal = fc.double({ min: 0, max: WEIGHT_KG.max, noNaN: true });
  const lbReal = fc.double({ min: 0, max: WEIGHT_LB.max, noNaN: true });
  const optionalNumber = (arb: fc.Arbitrary<number>) => fc.option(arb, { nil: undefined });
  const heightValue: fc.Arbitrary<HeightValue> = fc.record({
    unit: fc.constantFrom<'cm' | 'ftin'>('cm', 'ftin'),
    cm: optionalNumber(cmReal),
    feet: optionalNumber(fc.integer({ min: 0, max: 10 })),
    inches: optionalNumber(fc.integer({ min: -1, max: 14 })),
  });
  const weightValue: fc.Arbitrary<WeightValue> = fc.record({
    unit: fc.constantFrom<'kg' | 'lbs'>('kg', 'lbs'),
    kg: optionalNumber(kgReal),
    lb: optionalNumber(lbReal),
  });

  it('cm → ft/in → cm stays within 1.3 cm for heights typed to one decimal', () => {
    fc.assert(fc.property(cmTenths, (cm) => {
      const { feet, inches } = cmToFeetInches(cm);
      expect(Math.abs(feetInchesToCm(feet, inches) - cm)).toBeLessThanOrEqual(1.3 + 1e-9);
    }), { numRuns: 1000 });
  });

  it('cm → ft/in → cm stays within half an inch plus the 0.05 cm rounding for any real height', () => {
    fc.assert(fc.property(cmReal, (cm) => {
      const { feet, inches } = cmToFeetInches(cm);
      expect(Math.abs(feetInchesToCm(feet, inches) - cm)).toBeLessThanOrEqual(CM_PER_INCH / 2 + 0.05 + 1e-9);
    }), { numRuns: 1000 });
  });

  it('cm → ft/in gives whole feet in range and inches 0..11', () => {
    fc.assert(fc.property(cmReal, (cm) => {
      const { feet, inches } = cmToFeetInches(cm);
      expect(Number.isInteger(feet) && Number.isInteger(inches)).toBe(true);
      expect(inches).toBeGreaterThanOrEqual(0);
      expect(inches).toBeLessThanOrEqual(11);
      expect(feet).toBeGreaterThanOrEqual(HEIGHT_FT.min);
      expect(feet).toBeLessThanOrEqual(HEIGHT_FT.max);
    }));
  });

  it('kg → lb → kg stays within 0.1 kg', () => {
    fc.assert(fc.property(kgReal, (kg) => {
      expect(Math.abs(lbToKg(kgToLb(kg)) - kg)).toBeLessThanOrEqual(0.1);
    }), { numRuns: 1000 });
  });

  it('syncHeight is idempotent', () => {
    fc.assert(fc.property(heightValue, (v) => {
      const once = syncHeight(v);
      expect(syncHeight(once)).toStrictEqual(once);
    }), { numRuns: 500 });
  });

  it('syncWeight is idempotent', () => {
    fc.assert(fc.property(weightValue, (v) => {
      const once = syncWeight(v);
      expect(syncWeight(once)).toStrictEqual(once);
    }), { numRuns: 500 });
  });

  it('sync never changes the metric value', () => {
    fc.assert(fc.property(heightValue, weightValue, (h, w) => {
      expect(heightCmOf(syncHeight(h))).toBe(heightCmOf(h));
      expect(weightKgOf(syncWeight(w))).toBe(weightKgOf(w));
    }));
  });
});

describe('a unit switch changes what is shown, never the measurement', () => {
  it('keeps 150 lb typed as the weight when shown in kg (68.0): at 5 ft 5 in a BMI of 25.0, on the bound of 25 to 45, not 24.9', () => {
    const typed = syncWeight({ unit: 'lbs', lb: 150 });
    const shown = switchWeightUnit(typed, 'kg');
    expect(shown).toStrictEqual({ unit: 'kg', kg: 68, lb: 150, from: 'lbs' });
    expect(weightKgOf(shown)).toBe(150 / LB_PER_KG);
    const height = heightCmOf({ unit: 'ftin', feet: 5, inches: 5 }) as number;
    expect(bmiWithinBounds(bmi(weightKgOf(shown) as number, height), 25, 45)).toBe(true);
    expect(bmiWithinBounds(bmi(68, height), 25, 45)).toBe(false);
  });

  it('keeps 5 ft 9 in typed as the height when shown in cm (175.3), and back shows 5 ft 9 in', () => {
    const typed = syncHeight({ unit: 'ftin', feet: 5, inches: 9 });
    const shown = switchHeightUnit(typed, 'cm');
    expect(shown).toStrictEqual({ unit: 'cm', cm: 175.3, feet: 5, inches: 9, from: 'ftin' });
    expect(heightCmOf(shown)).toBe(69 * CM_PER_INCH);
    expect(switchHeightUnit(shown, 'ftin')).toStrictEqual(typed);
    expect(switchHeightUnit(shown, 'cm')).toBe(shown);
  });

  it('keeps centimetres typed as the height when shown in ft/in, where they round to a whole inch', () => {
    const shown = switchHeightUnit(syncHeight({ unit: 'cm', cm: 176 }), 'ftin');
    expect(shown).toStrictEqual({ unit: 'ftin', cm: 176, feet: 5, inches: 9, from: 'cm' });
    expect(heightCmOf(shown)).toBe(176);
    expect(switchHeightUnit(shown, 'cm')).toStrictEqual({ unit: 'cm', cm: 176, feet: 5, inches: 9 });
  });

  it('keeps kilograms typed as the weight when shown in lb', () => {
    const shown = switchWeightUnit(syncWeight({ unit: 'kg', kg: 68 }), 'lbs');
    expect(shown).toStrictEqual({ unit: 'lbs', kg: 68, lb: 149.9, from: 'kg' });
    expect(weightKgOf(shown)).toBe(68);
  });

  it('takes a number typed in the unit shown as the measurement from then on', () => {
    const shown = switchHeightUnit(syncHeight({ unit: 'ftin', feet: 5, inches: 9 }), 'cm');
    const retyped = typedHeight(shown, { cm: 180 });
    expect(retyped).toStrictEqual({ unit: 'cm', cm: 180, feet: 5, inches: 11 });
    expect(heightCmOf(retyped)).toBe(180);
    const inches = typedHeight(switchHeightUnit(syncHeight({ unit: 'cm', cm: 176 }), 'ftin'), { inches: 10 });
    expect(inches).toStrictEqual({ unit: 'ftin', feet: 5, inches: 10, cm: 177.8 });
    expect(heightCmOf(inches)).toBe(70 * CM_PER_INCH);
    const kg = typedWeight(switchWeightUnit(syncWeight({ unit: 'lbs', lb: 150 }), 'kg'), { kg: 70 });
    expect(kg).toStrictEqual({ unit: 'kg', kg: 70, lb: 154.3 });
    expect(weightKgOf(kg)).toBe(70);
    const cleared = typedWeight(switchWeightUnit(syncWeight({ unit: 'lbs', lb: 150 }), 'kg'), { kg: undefined });
    expect(weightKgOf(cleared)).toBeNull();
  });

  it('switches a height or weight not yet typed whole to the new unit with nothing to convert', () => {
    expect(switchHeightUnit({ unit: 'ftin', feet: 5 }, 'cm')).toStrictEqual({ unit: 'cm' });
    expect(switchHeightUnit({ unit: 'cm' }, 'ftin')).toStrictEqual({ unit: 'ftin' });
    expect(switchWeightUnit({ unit: 'kg' }, 'lbs')).toStrictEqual({ unit: 'lbs' });
  });

  it('fills the shown unit again from the measured one, keeping which was typed (a stored answer read back)', () => {
    expect(syncHeight({ unit: 'cm', from: 'ftin', feet: 5, inches: 9, cm: 1 })).toStrictEqual({ unit: 'cm', from: 'ftin', feet: 5, inches: 9, cm: 175.3 });
    expect(syncHeight({ unit: 'ftin', from: 'cm', cm: 176, feet: 1, inches: 1 })).toStrictEqual({ unit: 'ftin', from: 'cm', cm: 176, feet: 5, inches: 9 });
    expect(syncWeight({ unit: 'kg', from: 'lbs', lb: 150, kg: 1 })).toStrictEqual({ unit: 'kg', from: 'lbs', lb: 150, kg: 68 });
    expect(syncWeight({ unit: 'lbs', from: 'kg', kg: 68, lb: 1 })).toStrictEqual({ unit: 'lbs', from: 'kg', kg: 68, lb: 149.9 });
    // A `from` naming the unit shown says nothing more.
    expect(syncWeight({ unit: 'kg', from: 'kg', kg: 68 })).toStrictEqual({ unit: 'kg', kg: 68, lb: 149.9 });
    expect(heightCmOf({ unit: 'ftin', from: 'cm', cm: 176, feet: 5, inches: 9 })).toBe(176);
    expect(weightKgOf({ unit: 'lbs', from: 'kg', kg: 68, lb: 149.9 })).toBe(68);
  });

  it('keeps no typed measure out of range: the numbers shown become the measure, and are judged as shown', () => {
    // 244.4 cm is refused in cm; shown as 8 ft 0 in it is 8 ft 0 in (243.8 cm), which the page and the server take alike.
    const tall = switchHeightUnit(syncHeight({ unit: 'cm', cm: 244.4 }), 'ftin');
    expect(tall).toStrictEqual({ unit: 'ftin', feet: 8, inches: 0, cm: 243.8 });
    expect(heightProblem(tall)).toBeNull();
    expect(heightCmOf(tall)).toBe(96 * CM_PER_INCH);
    const short = switchHeightUnit(syncHeight({ unit: 'cm', cm: 90.6 }), 'ftin');
    expect(short).toStrictEqual({ unit: 'ftin', feet: 3, inches: 0, cm: 91.4 });
    const heavy = switchWeightUnit(syncWeight({ unit: 'lbs', lb: 1600 }), 'kg');
    expect(heavy).toStrictEqual({ unit: 'kg', kg: 725.7, lb: 1599.9 });
    expect(weightProblem(heavy)).toBe('invalidWeight');
  });

  it('judges a measure in the unit it was typed in: 681 kg shown as 1,501.3 lb is 681 kg, in range', () => {
    const shown = switchWeightUnit(syncWeight({ unit: 'kg', kg: 681 }), 'lbs');
    expect(shown).toStrictEqual({ unit: 'lbs', kg: 681, lb: 1501.3, from: 'kg' });
    expect(weightProblem(shown)).toBeNull();
    expect(validateWeight(shown.lb, 'lbs')).toBe('invalidWeight');
    expect(weightProblem({ unit: 'lbs', lb: 1501.3 })).toBe('invalidWeight');
    expect(weightProblem({ unit: 'lbs', lb: 1501.3, kg: 682, from: 'kg' })).toBe('invalidWeight');
    expect(heightProblem({ unit: 'ftin', feet: 8, inches: 0, cm: 244.4, from: 'cm' })).toBe('invalidCentimeters');
    expect(heightProblem({ unit: 'cm', cm: 175.3, feet: 5, inches: 12, from: 'ftin' })).toBe('invalidInches');
    expect(heightProblem({ unit: 'cm', cm: 175.3 })).toBeNull();
  });
});
