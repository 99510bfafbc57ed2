/**
 * Height and weight units, conversions and validation (spec §4, §5 Height/Weight, §9).
 * Pure: no I/O, no globals.
 */

/** Centimetres in one foot (spec §9). */
export const CM_PER_FOOT = 30.48;
/** Centimetres in one inch (spec §9). */
export const CM_PER_INCH = 2.54;
/** Inches in one foot (spec §9). */
export const INCHES_PER_FOOT = 12;
/** Pounds in one kilogram (spec §9). */
export const LB_PER_KG = 2.20462;

/** An inclusive numeric range. */
export interface NumericRange {
  readonly min: number;
  readonly max: number;
}

/** Accepted height in centimetres, inclusive (spec §5). */
export const HEIGHT_CM: NumericRange = Object.freeze({ min: 91, max: 244 });
/** Accepted whole feet, inclusive (spec §5). */
export const HEIGHT_FT: NumericRange = Object.freeze({ min: 3, max: 8 });
/** Accepted whole inches beside the feet, inclusive (spec §5). */
export const HEIGHT_IN: NumericRange = Object.freeze({ min: 0, max: 11 });
/** Weight range in pounds (spec §5); the minimum itself is not accepted, see `validateWeight`. */
export const WEIGHT_LB: NumericRange = Object.freeze({ min: 0, max: 1500 });
/** Weight range in kilograms (spec §5); the minimum itself is not accepted, see `validateWeight`. */
export const WEIGHT_KG: NumericRange = Object.freeze({ min: 0, max: 681 });

/** Height unit: centimetres, or feet plus inches. */
export type HeightUnit = 'cm' | 'ftin';
/** Weight unit: kilograms or pounds (spec §3 names the pound unit 'lbs'). */
export type WeightUnit = 'kg' | 'lbs';

function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Centimetres to whole feet and whole inches: the total is rounded to the nearest inch,
 * so a remainder that rounds to 12 inches is carried into the feet (e.g. 182.8 cm → 6 ft 0 in).
 */
export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const totalInches = Math.round(cm / CM_PER_INCH);
  const feet = Math.floor(totalInches / INCHES_PER_FOOT);
  return { feet, inches: totalInches - feet * INCHES_PER_FOOT };
}

/** Feet plus inches to centimetres, rounded to one decimal. */
export function feetInchesToCm(feet: number, inches: number): number {
  return roundToTenth((feet * INCHES_PER_FOOT + inches) * CM_PER_INCH);
}

/** Kilograms to pounds, rounded to one decimal. */
export function kgToLb(kg: number): number {
  return roundToTenth(kg * LB_PER_KG);
}

/** Pounds to kilograms, rounded to one decimal. */
export function lbToKg(lb: number): number {
  return roundToTenth(lb / LB_PER_KG);
}

/** The height unit a country starts with: cm for metric countries, ft/in otherwise (spec §4). */
export function defaultHeightUnit(useMetricSystem: boolean): HeightUnit {
  return useMetricSystem ? 'cm' : 'ftin';
}

/** The weight unit a country starts with: kg for metric countries, lbs otherwise (spec §4). */
export function defaultWeightUnit(useMetricSystem: boolean): WeightUnit {
  return useMetricSystem ? 'kg' : 'lbs';
}

const EMPTY = Symbol('empty');
const INVALID = Symbol('invalid');

/**
 * Reads a form value: a number, or a plain decimal string such as '170', '70.5', '.5'
 * (surrounding whitespace allowed; no exponents, thousands separators or decimal commas).
 * null, undefined and blank strings are EMPTY; anything else that is not a finite number is INVALID.
 */
function readNumber(value: unknown): number | typeof EMPTY | typeof INVALID {
  if (value === null || value === undefined) return EMPTY;
  if (typeof value === 'number') return Number.isFinite(value) ? value : INVALID;
  if (typeof value !== 'string') return INVALID;
  const text = value.trim();
  if (text === '') return EMPTY;
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return INVALID;
  return Number(text);
}

function within(value: number, range: NumericRange): boolean {
  return value >= range.min && value <= range.max;
}

/** Height in centimetres: required; a number (or numeric string) from 91 to 244 inclusive; decimals allowed. */
export function validateHeightCm(value: unknown): 'required' | 'invalidCentimeters' | null {
  const n = readNumber(value);
  if (n === EMPTY) return 'required';
  if (n === INVALID || !within(n, HEIGHT_CM)) return 'invalidCentimeters';
  return null;
}

/** Height feet: required; a whole number from 3 to 8 inclusive. */
export function validateHeightFeet(value: unknown): 'required' | 'invalidFeet' | null {
  const n = readNumber(value);
  if (n === EMPTY) return 'required';
  if (n === INVALID || !Number.isInteger(n) || !within(n, HEIGHT_FT)) return 'invalidFeet';
  return null;
}

/** Height inches: required (an empty field is not read as 0); a whole number from 0 to 11 inclusive. */
export function validateHeightInches(value: unknown): 'required' | 'invalidInches' | null {
  const n = readNumber(value);
  if (n === EMPTY) return 'required';
  if (n === INVALID || !Number.isInteger(n) || !within(n, HEIGHT_IN)) return 'invalidInches';
  return null;
}

/**
 * Height in feet and inches: each in its range (feet first, as the form reads them), and the whole at most 244 cm
 * (spec §5's centimetres, which the lead is saved in): 8 ft takes no inches more, as 8 ft 1 in is 246.4 cm.
 */
export function validateHeightFeetInches(feet: unknown, inches: unknown): 'required' | 'invalidFeet' | 'invalidInches' | null {
  const problem = validateHeightFeet(feet) ?? validateHeightInches(inches);
  if (problem) return problem;
  // Both parts read as numbers once they pass their checks.
  return feetInchesToCm(readNumber(feet) as number, readNumber(inches) as number) > HEIGHT_CM.max ? 'invalidInches' : null;
}

/**
 * Weight in the given unit: required; above 0 and at most 1500 lb or 681 kg; decimals allowed.
 * The spec says "pounds 0 to 1500; kilograms 0 to 681". We read 0 as an exclusive lower bound:
 * nobody weighs 0, so 0 (or less) is an invalid weight, while the upper bound is inclusive.
 */
export function validateWeight(value: unknown, unit: WeightUnit): 'required' | 'invalidWeight' | null {
  const n = readNumber(value);
  if (n === EMPTY) return 'required';
  const range = unit === 'kg' ? WEIGHT_KG : WEIGHT_LB;
  if (n === INVALID || n <= range.min || n > range.max) return 'invalidWeight';
  return null;
}

/**
 * A height as entered. `unit` is the unit shown. Its fields are the measurement, unless `from` names the unit the
 * person typed in before switching the unit shown: then those fields are the measurement and the shown ones their
 * rounded conversion. A switch of unit changes what is shown, never the height: 5 ft 9 in shown in cm (175.3) is
 * still 175.26 cm, and a BMI at a study's bound was refused once the rounded centimetres counted.
 */
export interface HeightValue {
  unit: HeightUnit;
  cm?: number;
  feet?: number;
  inches?: number;
  from?: HeightUnit;
}

/** A weight as entered: `unit` is the unit shown and `from` the unit typed in, when another (see HeightValue). */
export interface WeightValue {
  unit: WeightUnit;
  kg?: number;
  lb?: number;
  from?: WeightUnit;
}

/** The unit whose fields are the measurement: the one typed in, else the one shown. */
function measuredIn<U extends string>(v: { unit: U; from?: U }): U {
  return v.from ?? v.unit;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * The height in centimetres whichever unit was used: `cm` as entered, or feet + inches converted exactly (spec §9's
 * factors), not rounded: the BMI is what is rounded (spec §4), and 5 ft 5 in with 150 lb, a BMI of 24.96 (25.0), came
 * to 24.9 and was refused from weights rounded first. null when the authoritative field(s) are missing or not finite;
 * feet without inches is incomplete. Range checks are left to the validators.
 */
export function heightCmOf(v: HeightValue): number | null {
  if (measuredIn(v) === 'cm') return isFiniteNumber(v.cm) ? v.cm : null;
  if (!isFiniteNumber(v.feet) || !isFiniteNumber(v.inches)) return null;
  return (v.feet * INCHES_PER_FOOT + v.inches) * CM_PER_INCH;
}

/**
 * The weight in kilograms whichever unit was used: `kg` as entered, or `lb` converted exactly (see `heightCmOf`).
 * null when the authoritative field is missing or not finite.
 */
export function weightKgOf(v: WeightValue): number | null {
  if (measuredIn(v) === 'kg') return isFiniteNumber(v.kg) ? v.kg : null;
  return isFiniteNumber(v.lb) ? v.lb / LB_PER_KG : null;
}

/**
 * Fills the other unit's fields from the measured ones (spec §4 "keep cm and ft/in in sync"): the unit typed in, else
 * the one shown. The measured fields are returned untouched; when they are incomplete the other unit's fields are
 * cleared rather than left stale. Idempotent.
 */
export function syncHeight(v: HeightValue): HeightValue {
  const source = measuredIn(v);
  const out: HeightValue = source === v.unit ? { unit: v.unit } : { unit: v.unit, from: source };
  if (source === 'cm') {
    if (v.cm !== undefined) out.cm = v.cm;
    return isFiniteNumber(v.cm) ? { ...out, ...cmToFeetInches(v.cm) } : out;
  }
  if (v.feet !== undefined) out.feet = v.feet;
  if (v.inches !== undefined) out.inches = v.inches;
  // The centimetres shown beside feet and inches, to one decimal.
  return isFiniteNumber(v.feet) && isFiniteNumber(v.inches) ? { ...out, cm: feetInchesToCm(v.feet, v.inches) } : out;
}

/** A number typed in the unit shown: that unit is the measurement from now on. */
export function typedHeight(v: HeightValue, typed: Pick<HeightValue, 'cm' | 'feet' | 'inches'>): HeightValue {
  return syncHeight({ ...shownAlone(v), ...typed });
}

/**
 * The measure shown in another unit: the same measure, its numbers in the new unit rounded for showing, the ones typed
 * kept as the measurement (`from`), so 5 ft 9 in shown in cm (175.3) counts as 175.26 cm and back is 5 ft 9 in again,
 * and 176 lb shown in kg (79.8) back is 176 lb. A measure not typed whole, or out of range, is not kept: the numbers
 * shown are the measure, and judged as such (244.4 cm, refused, shown as 8 ft 0 in had passed the page and been
 * refused by the server); with nothing typed, the new unit is simply the one to type in.
 */
function switchShown<U extends string, V extends { unit: U; from?: U }>(v: V, unit: U, problem: (v: V) => string | null, sync: (v: V) => V): V {
  if (unit === v.unit) return v;
  const source = measuredIn(v);
  const both = shownAlone(sync(v));
  if (source === unit || problem(v) !== null) return sync({ ...both, unit } as V);
  return { ...both, unit, from: source } as V;
}

/** The height shown in another unit (switchShown). */
export function switchHeightUnit(v: HeightValue, unit: HeightUnit): HeightValue {
  return switchShown(v, unit, heightProblem, syncHeight);
}

/** The weight shown in another unit (switchShown). */
export function switchWeightUnit(v: WeightValue, unit: WeightUnit): WeightValue {
  return switchShown(v, unit, weightProblem, syncWeight);
}

/** What is wrong with a height, judged in the unit it was typed in (the one shown may be a rounded conversion of it). */
export function heightProblem(v: HeightValue): 'required' | 'invalidCentimeters' | 'invalidFeet' | 'invalidInches' | null {
  return measuredIn(v) === 'cm' ? validateHeightCm(v.cm) : validateHeightFeetInches(v.feet, v.inches);
}

/** What is wrong with a weight, judged in the unit it was typed in: 681 kg shown as 1,501.3 lb is 681 kg. */
export function weightProblem(v: WeightValue): 'required' | 'invalidWeight' | null {
  return measuredIn(v) === 'kg' ? validateWeight(v.kg, 'kg') : validateWeight(v.lb, 'lbs');
}

/** A number typed in the unit shown: that unit is the measurement from now on. */
export function typedWeight(v: WeightValue, typed: Pick<WeightValue, 'kg' | 'lb'>): WeightValue {
  return syncWeight({ ...shownAlone(v), ...typed });
}

/** Fills the other unit's field from the measured one (spec §4 "keep kg and lb in sync"); see syncHeight. Idempotent. */
export function syncWeight(v: WeightValue): WeightValue {
  const source = measuredIn(v);
  const out: WeightValue = source === v.unit ? { unit: v.unit } : { unit: v.unit, from: source };
  if (source === 'kg') {
    if (v.kg !== undefined) out.kg = v.kg;
    return isFiniteNumber(v.kg) ? { ...out, lb: kgToLb(v.kg) } : out;
  }
  if (v.lb !== undefined) out.lb = v.lb;
  return isFiniteNumber(v.lb) ? { ...out, kg: lbToKg(v.lb) } : out;
}

/** The value without its `from`: the unit shown is the one measured in. */
function shownAlone<V extends { from?: unknown }>(v: V): Omit<V, 'from'> {
  const { from: _from, ...shown } = v;
  return shown;
}
