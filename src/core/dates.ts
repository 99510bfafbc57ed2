/** Calendar-date helpers on ISO strings (YYYY-MM-DD), free of time zones. */
import type { CountrySettings } from './countries.ts';
import { ageOn } from './age.ts';

export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A date written YYYY-MM-DD that exists in the calendar (a native date box's value). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match !== null && isoDate(Number(match[1]), Number(match[2]), Number(match[3])) === value;
}

/** Today's date in the visitor's (or server's) local calendar. */
export function todayIso(now: Date = new Date()): string {
  return isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate()) as string;
}

const HOUR_MS = 3_600_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The visitor's date as their page gives it, when it is a date somewhere on Earth now (UTC-12 to UTC+14); else the
 * server's. A birthday is a date in the visitor's calendar: judged by the server's, a Honolulu evening's 75-year-old
 * was 76 and refused, and a 17-year-old there was 18.
 */
export function visitorToday(given: string | null | undefined, now: Date): string {
  if (given && isIsoDate(given) && given >= utcDay(now.getTime() - 12 * HOUR_MS) && given <= utcDay(now.getTime() + 14 * HOUR_MS)) return given;
  return todayIso(now);
}

/** Every date somewhere on Earth now (UTC-12 to UTC+14), earliest first: two, or three around midnight UTC's noon. */
export function datesOnEarthNow(now: Date): string[] {
  return [...new Set([utcDay(now.getTime() - 12 * HOUR_MS), utcDay(now.getTime()), utcDay(now.getTime() + 14 * HOUR_MS)])];
}

/** Parses a date typed in the country's order; null when it does not parse to a real date. */
export function parseCountryDate(value: string, country: CountrySettings): string | null {
  const parts = value.trim().split(/[/.\-\s]+/).filter(Boolean);
  if (parts.length !== 3 || parts.some((p) => !/^\d+$/.test(p))) return null;
  const nums = parts.map(Number) as [number, number, number];
  const yearIndex = country.dateOrder === 'YMD' ? 0 : 2;
  if ((parts[yearIndex] as string).length !== 4) return null;
  switch (country.dateOrder) {
    case 'MDY': return isoDate(nums[2], nums[0], nums[1]);
    case 'DMY': return isoDate(nums[2], nums[1], nums[0]);
    case 'YMD': return isoDate(nums[0], nums[1], nums[2]);
  }
}

/** Formats an ISO date in the country's input format. */
/** A country's date format ('MM/DD/YYYY') in the page's language: a Spanish reader's year is 'AAAA' (año). */
export function dateFormatShown(format: string, locale: 'en' | 'es'): string {
  return locale === 'es' ? format.replace(/Y/g, 'A') : format;
}

export function formatCountryDate(iso: string, country: CountrySettings): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const s = country.dateSeparator;
  switch (country.dateOrder) {
    case 'MDY': return `${m}${s}${d}${s}${y}`;
    case 'DMY': return `${d}${s}${m}${s}${y}`;
    case 'YMD': return `${y}${s}${m}${s}${d}`;
  }
}

export type BirthDateError = 'required' | 'invalidBirthDate';

/** Birth date: non-empty, parses in the country's format, a real date, not after today, age 0 to 120 inclusive. */
export function validateBirthDate(value: string | undefined | null, country: CountrySettings, today: string): BirthDateError | null {
  if (!value || !value.trim()) return 'required';
  const iso = parseCountryDate(value, country);
  if (!iso) return 'invalidBirthDate';
  if (iso > today) return 'invalidBirthDate';
  const age = ageOn(iso, today);
  if (age < 0 || age > 120) return 'invalidBirthDate';
  return null;
}

export type DateRuleError = 'invalidDate' | 'dateInFuture' | 'dateInPast';

/** dateNotInPast (spec §5): empty allowed; otherwise a real date in the country's format that is not before today. */
export function validateDateNotInPast(value: string | undefined | null, country: CountrySettings, today: string): DateRuleError | null {
  if (!value || !value.trim()) return null;
  const iso = parseCountryDate(value, country);
  if (!iso) return 'invalidDate';
  // The message asks for 'a date in the future' when the date has passed.
  return iso < today ? 'dateInFuture' : null;
}

/** dateNotInFuture (spec §5): empty allowed; otherwise a real date that is not after today. */
export function validateDateNotInFuture(value: string | undefined | null, country: CountrySettings, today: string): DateRuleError | null {
  if (!value || !value.trim()) return null;
  const iso = parseCountryDate(value, country);
  if (!iso) return 'invalidDate';
  return iso > today ? 'dateInPast' : null;
}
