/** Lead-save rules of spec §5, applied by the server before anything is stored. */
import type { LeadSaveRequest } from '../generated/api/lead-save.request.ts';
import { resolveCountry, isCountryCode, COUNTRY_CODES, COUNTRIES, type CountryCode } from './countries.ts';
import { normalisePhone } from './phone.ts';
import { normalisePostalCode } from './postal.ts';
import { storableAge } from './age.ts';
import { isoDate } from './dates.ts';

/** A real calendar date in ISO form (the schema only checks the shape). */
function realDate(value: string | undefined): boolean {
  if (value === undefined) return true;
  const [y, m, d] = value.split('-').map(Number);
  return isoDate(y ?? NaN, m ?? NaN, d ?? NaN) === value;
}

export const REQUIRED_LEAD_FIELDS = ['firstName', 'lastName', 'phone1', 'postalCode'] as const;

export type LeadProblem =
  | { code: 'INVALID_LEAD'; message: 'Trying to save an invalid lead'; missing: string[] }
  | { code: 'LEAD_NO_COUNTRY'; message: 'Invalid lead no country' }
  | { code: 'CAREGIVER_SOURCE'; message: 'Caregiver must have a source id' }
  | { code: 'INVALID_LEAD_DATE'; message: string };

export interface NormalisedLead extends LeadSaveRequest {
  firstName: string;
  lastName: string;
  phone1: string;
  postalCode: string;
  country: CountryCode;
}

function countryOf(code: string | undefined): CountryCode | null {
  if (!code) return null;
  const upper = code.toUpperCase();
  if (isCountryCode(upper)) return upper;
  if (upper === 'UK') return 'GB';
  return COUNTRY_CODES.find((c) => COUNTRIES[c].alpha3 === upper) ?? null;
}

/** Trims names, normalises phone (an invalid phone counts as missing) and postal code, drops ethnicity -1. */
export function checkLead(body: LeadSaveRequest): { ok: true; lead: NormalisedLead } | { ok: false; problem: LeadProblem } {
  const country = countryOf(body.country);
  const settings = resolveCountry(country ?? 'US');
  const firstName = body.firstName?.trim() ?? '';
  const lastName = body.lastName?.trim() ?? '';
  const phone1 = normalisePhone(body.phone1, settings.alpha2) ?? '';
  const postalCode = body.postalCode?.trim() ? normalisePostalCode(body.postalCode, settings.alpha2) : '';
  const values: Record<(typeof REQUIRED_LEAD_FIELDS)[number], string> = { firstName, lastName, phone1, postalCode };
  const missing = REQUIRED_LEAD_FIELDS.filter((f) => !values[f]);
  if (missing.length) return { ok: false, problem: { code: 'INVALID_LEAD', message: 'Trying to save an invalid lead', missing } };
  if (!country) return { ok: false, problem: { code: 'LEAD_NO_COUNTRY', message: 'Invalid lead no country' } };
  for (const [field, value] of [['dateOfBirth', body.dateOfBirth], ['caregiver.dateOfBirth', body.caregiver?.dateOfBirth], ['additionalFields.ctScanAppointmentDate', body.additionalFields?.ctScanAppointmentDate]] as const) {
    if (!realDate(value)) return { ok: false, problem: { code: 'INVALID_LEAD_DATE', message: `${field} is not a valid date` } };
  }
  if (body.caregiver && !body.caregiver.sourceId?.trim()) {
    return { ok: false, problem: { code: 'CAREGIVER_SOURCE', message: 'Caregiver must have a source id' } };
  }
  const lead: NormalisedLead = {
    ...body,
    firstName, lastName, phone1, postalCode, country,
    email: body.email?.trim() || undefined,
    ethnicities: body.ethnicities?.filter((e) => e !== -1),
    age: body.age === undefined ? undefined : storableAge(body.age) ?? undefined,
  };
  if (body.caregiver) {
    lead.caregiver = {
      ...body.caregiver,
      firstName: body.caregiver.firstName?.trim(),
      lastName: body.caregiver.lastName?.trim(),
      caregiverRelationship: body.caregiver.caregiverRelationship ?? 'Parent',
    };
  }
  return { ok: true, lead };
}
