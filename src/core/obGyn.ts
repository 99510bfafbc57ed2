/** The participant's obstetrician-gynaecologist, for studies that contact them (spec §3 'obGyn': firstName, lastName, phone). */
import type { CountryCode } from './countries.ts';
import { parseFullName, validateFullName, type ParsedName } from './fullName.ts';
import { normalisePhone, validatePhone } from './phone.ts';

/** As the visitor types it: the doctor's full name and phone. */
export interface ObGynAnswer {
  fullName?: string;
  phone?: string;
}

export interface ObGyn {
  firstName: string;
  lastName: string;
  /** E.164. */
  phone: string;
}

/** What is wrong with the answer, the name first: null when both are valid for the visitor's country. */
export function obGynError(value: ObGynAnswer | undefined, country: CountryCode): 'required' | 'invalidFullName' | 'invalidPhone' | null {
  return validateFullName(value?.fullName) ?? validatePhone(value?.phone, country);
}

/** The doctor as stored with the lead, or null while the answer is not valid. */
export function obGynOf(value: ObGynAnswer | undefined, country: CountryCode): ObGyn | null {
  if (obGynError(value, country)) return null;
  // A valid answer has a name in two parts and a phone of the country.
  const { fullName, phone } = value as Required<ObGynAnswer>;
  const { firstName, lastName } = parseFullName(fullName) as ParsedName;
  return { firstName, lastName, phone: normalisePhone(phone, country) as string };
}
