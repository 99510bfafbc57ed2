/** Body-mass index (spec §4 "Fully qualified" / "Partner qualification check order"). Pure. */

/**
 * BMI = weight in kg / (height in metres)², rounded to one decimal.
 * Returns NaN when either input is not a finite number or the height is not positive,
 * so callers never see Infinity; `bmiWithinBounds` treats NaN as "no BMI".
 */
export function bmi(weightKg: number, heightCm: number): number {
  if (!Number.isFinite(weightKg) || !Number.isFinite(heightCm) || heightCm <= 0) return NaN;
  const metres = heightCm / 100;
  return Math.round((weightKg / (metres * metres)) * 10) / 10;
}

/**
 * Whether a BMI qualifies for a study's bounds (both inclusive).
 * True when the study has no bounds at all (even without a BMI); false when a bound exists but
 * there is no BMI (null, or NaN from `bmi`). A single bound checks only that side.
 */
export function bmiWithinBounds(value: number | null, minBmi: number | null, maxBmi: number | null): boolean {
  if (minBmi == null && maxBmi == null) return true;
  if (value == null || Number.isNaN(value)) return false;
  if (minBmi != null && value < minBmi) return false;
  if (maxBmi != null && value > maxBmi) return false;
  return true;
}
