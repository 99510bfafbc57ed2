/** The phone input's mask (spec §5): typing help only, no phone rules, so it needs no libphonenumber-js. */
import type { CountrySettings } from './countries.ts';
import { applyMask, flowingDigitsMask, type InputMask } from './mask.ts';

const isInternational = (value: string) => value.trim().startsWith('+');

/**
 * Formats typed digits with the country's mask (a longer mask past NZ's 10 or AU's 11 digits). Numbers typed
 * with a leading + are left as typed; for +1 countries a leading 1 is dropped, as the display strips +1.
 */
export function maskPhoneInput(value: string, country: CountrySettings): string {
  if (isInternational(value)) return value;
  let digits = value.replace(/\D/g, '');
  if (country.callingCode === '+1' && digits.length > 10 && digits.startsWith('1')) digits = digits.slice(1);
  const long = country.phoneMaskLong;
  return applyMask(digits, long && digits.length > long.above ? long.mask : country.phoneMask);
}

/** The phone box's mask: the digits flow through the country's format; a number typed with + is left as typed. */
export function phoneInputMask(country: CountrySettings): InputMask {
  return flowingDigitsMask((digits) => maskPhoneInput(digits, country), isInternational);
}
