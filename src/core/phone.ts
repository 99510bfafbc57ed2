/** Phone rules (spec §5): validation per country with libphonenumber-js, display formatting, normalisation. */
import { parsePhoneNumberFromString as parseWith, type CountryCode as LibCountry, type MetadataJson, type PhoneNumber } from 'libphonenumber-js/core';
import type { CountryCode } from './countries.ts';
import metadata from './phoneMetadata.json' with { type: 'json' };


// Metadata for the seven supported countries only (scripts/phone-metadata.ts).
const parsePhoneNumberFromString = (text: string, country?: LibCountry): PhoneNumber | undefined =>
  parseWith(text, { defaultCountry: country }, metadata as unknown as MetadataJson);

export type PhoneError = 'required' | 'invalidPhone';

interface Parsed { text: string; country: CountryCode; e164: string | null }

/**
 * The last number read, for its country. A step's submit reads the same box three times (its validation, the
 * answers it stores, the screening's body): one parse, about 1.5 ms of a phone's main thread at 4x CPU, before Next's
 * request leaves.
 */
let lastRead: Parsed | null = null;

/** `text`'s E.164 form when it is a valid number for `country`, else null. */
function validNumber(text: string, country: CountryCode): string | null {
  if (lastRead?.text === text && lastRead.country === country) return lastRead.e164;
  const parsed = parsePhoneNumberFromString(text, country as LibCountry);
  const e164 = parsed && parsed.isValid() ? parsed.number : null;
  lastRead = { text, country, e164 };
  return e164;
}

export function validatePhone(value: string | undefined | null, country: CountryCode): PhoneError | null {
  const text = (value ?? '').trim();
  if (!text) return 'required';
  return validNumber(text, country) === null ? 'invalidPhone' : null;
}

/**
 * Parses once for `country`, so the visitor's first check of a number does not pay for it: libphonenumber-js builds
 * a country's patterns at its first parse (15 ms at 4x CPU, in the phone step's submit), later parses take well under
 * a millisecond. Any digits will do; the result is of no use.
 */
export function warmUpPhoneRules(country: CountryCode): void {
  validatePhone('2015550123', country);
}

/** E.164 form of a valid number ('+12125550123'); null when invalid, so an invalid phone is never stored. */
export function normalisePhone(value: string | undefined | null, country: CountryCode): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  return validNumber(text, country);
}

/**
 * Display formatting: non-digits stripped (a leading + kept); 10 digits get +1; national format when
 * the result is +1 with 12 characters, else international. Empty input is returned as is with a notice.
 */
export function formatPhone(value: string, notice?: (message: string) => void): string {
  if (value === '') {
    notice?.('formatPhone received an empty string');
    return value;
  }
  const plus = value.trim().startsWith('+');
  let digits = value.replace(/\D/g, '');
  if (!plus && digits.length === 10) digits = `1${digits}`;
  const e164 = `+${digits}`;
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  if (e164.startsWith('+1') && e164.length === 12) return parsed.formatNational();
  return parsed.formatInternational();
}

/** A leading +1 is stripped for display in the input; `notice` receives formatPhone's notice. */
export function phoneForInput(e164: string | null | undefined, notice?: (message: string) => void): string {
  if (e164 === null || e164 === undefined) return '';
  return e164.startsWith('+1') ? formatPhone(e164, notice).replace(/^\+1\s*/, '') : formatPhone(e164, notice);
}
