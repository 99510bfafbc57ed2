/** Age rules (spec §5 and §9). */
export const AGE_OPTION_MIN = 18;
export const AGE_OPTION_MAX = 101;

export function ageOptions(): number[] {
  const out: number[] = [];
  for (let a = AGE_OPTION_MIN; a <= AGE_OPTION_MAX; a += 1) out.push(a);
  return out;
}

/** A valid age is strictly between 0 and 120. */
export function isValidAge(age: number | null | undefined): boolean {
  return typeof age === 'number' && Number.isFinite(age) && age > 0 && age < 120;
}

/** An age is stored only when greater than 0 and under 110. */
export function storableAge(age: number | null | undefined): number | null {
  if (typeof age !== 'number' || !Number.isFinite(age)) return null;
  const whole = Math.floor(age);
  return whole > 0 && whole < 110 ? whole : null;
}

/** Whole years between an ISO birth date and `today` (both YYYY-MM-DD). */
export function ageOn(birthDateIso: string, todayIso: string): number {
  const [by, bm, bd] = birthDateIso.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = todayIso.split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** Age qualifies within a study's bounds; true when there is no study or no bound. */
export function ageWithinBounds(age: number | null | undefined, minAge: number | null | undefined, maxAge: number | null | undefined): boolean {
  if (minAge == null && maxAge == null) return true;
  if (typeof age !== 'number' || !Number.isFinite(age)) return false;
  if (minAge != null && age < minAge) return false;
  if (maxAge != null && age > maxAge) return false;
  return true;
}
