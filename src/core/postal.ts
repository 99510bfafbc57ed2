/** Postal-code pattern rules per country (spec §5); the server verifies existence. */
import { COUNTRIES, type CountryCode } from './countries.ts';

export type PostalError = 'required' | 'invalidPostal';

/** Upper-case, single spaces, and the canonical space for GB, CA and IE codes. */
export function normalisePostalCode(value: string, country: CountryCode): string {
  const compact = value.trim().toUpperCase().replace(/\s+/g, '');
  if (country === 'GB' && compact.length > 4) return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  if (country === 'CA' && compact.length === 6) return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  if (country === 'IE' && compact.length === 7) return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  return value.trim().toUpperCase().replace(/\s+/g, ' ');
}

export function validatePostalPattern(value: string | undefined | null, country: CountryCode): PostalError | null {
  const text = (value ?? '').trim();
  if (!text) return 'required';
  return COUNTRIES[country].postalPattern.test(text) ? null : 'invalidPostal';
}
