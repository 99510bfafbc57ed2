/** Lead-save rules of spec §5, applied by the server before anything is stored. */
import type { LeadSaveRequest } from '../generated/api/lead-save.request.ts';
import { resolveCountry, isCountryCode, COUNTRY_CODES, COUNTRIES, type CountryCode } from './countries.ts';
import { normalisePhone } from './phone.ts';
import { normalisePostalCode, validatePostalPattern } from './postal.ts';
import { ageOn, storableAge } from './age.ts';
import { isoDate } from './dates.ts';
import { addDays } from './scheduling/timezone.ts';
import { REQUIRED_LEAD_FIELDS } from './leadSaveFields.ts';
import { cleanName, validateFullName } from './fullName.ts';
import { validateEmail } from './email.ts';
import { PARTNER_OPT_OUT_STATUS } from './eligibility/partnerConsent.ts';

/** A real calendar date in ISO form (the schema only checks the shape). */
function realDate(value: string | undefined): boolean {
  if (value === undefined) return true;
  const [y, m, d] = value.split('-').map(Number);
  return isoDate(y ?? NaN, m ?? NaN, d ?? NaN) === value;
}

export { REQUIRED_LEAD_FIELDS, leadFieldsMissing } from './leadSaveFields.ts';

export type LeadProblem =
  | { code: 'INVALID_LEAD'; message: 'Trying to save an invalid lead'; missing: string[] }
  | { code: 'LEAD_NO_COUNTRY'; message: 'Invalid lead no country' }
  | { code: 'CAREGIVER_SOURCE'; message: 'Caregiver must have a source id' }
  | { code: 'INVALID_LEAD_DATE'; message: string }
  | { code: 'INVALID_LEAD_FIELD'; message: string };

/** What checking a lead needs from the server. */
export interface LeadCheckContext {
  /** The server's date (YYYY-MM-DD). */
  today: string;
  /** Whether a postal code that matches its country's pattern exists (the directory the page's postal check asks). */
  postalKnown: (postalCode: string, country: CountryCode) => boolean;
}

/** Something a reader sees in a part of a name: a letter or a digit (the page takes `Jo 3rd`), not joiners alone. */
const LETTER = /[\p{L}\p{N}]/u;

/**
 * Whether two name parts make no valid full name: letters, at least two words, no emoji; and each part a word of it
 * (a part of joiners alone, kept in a name for the scripts that need them, is none).
 */
function notAFullName(first: string, last: string): boolean {
  return validateFullName(`${first} ${last}`) !== null || !LETTER.test(first) || !LETTER.test(last);
}

/**
 * What the page's own rules (spec §5) would have refused, as the message of a refusal; null when nothing. The page
 * cannot send such a lead; a script can, and it would be stored as a person's record.
 */

function fieldProblem(body: LeadSaveRequest, lead: Pick<NormalisedLead, 'firstName' | 'lastName' | 'phone1' | 'postalCode' | 'country'>, ctx: LeadCheckContext): LeadProblem | null {
  const invalid = (message: string): LeadProblem => ({ code: 'INVALID_LEAD_FIELD', message });
  const date = (message: string): LeadProblem => ({ code: 'INVALID_LEAD_DATE', message });
  if (notAFullName(lead.firstName, lead.lastName)) return invalid('firstName and lastName are not a valid full name');
  const carer = body.caregiver;
  const carerFirst = cleanName(carer?.firstName);
  const carerLast = cleanName(carer?.lastName);
  if (carerFirst && carerLast && notAFullName(carerFirst, carerLast)) return invalid('caregiver.firstName and caregiver.lastName are not a valid full name');
  if (validateEmail(body.email, false)) return invalid('email is not a valid email address');
  if (validateEmail(carer?.email, false)) return invalid('caregiver.email is not a valid email address');
  if (validatePostalPattern(lead.postalCode, lead.country) || !ctx.postalKnown(lead.postalCode, lead.country)) return invalid(`postalCode is not a valid postal code in ${lead.country}`);
  // A visitor's calendar may be a day from the server's: a day's slack either way.
  const latestBirth = addDays(ctx.today, 1);
  for (const [field, value] of [['dateOfBirth', body.dateOfBirth], ['caregiver.dateOfBirth', carer?.dateOfBirth]] as const) {
    if (value && (value > latestBirth || ageOn(value, ctx.today) > 120)) return date(`${field} is not the birth date of someone aged 0 to 120`);
  }
  // The page gives a caregiver the participant's own phone, postal code and country (engine/leadBody.ts).
  if (carer?.phone1 !== undefined && normalisePhone(carer.phone1, lead.country) !== lead.phone1) return invalid("caregiver.phone1 is not the lead's phone");
  if (carer?.postalCode !== undefined && normalisePostalCode(carer.postalCode, lead.country) !== lead.postalCode) return invalid("caregiver.postalCode is not the lead's postal code");
  if (carer?.country !== undefined && countryOf(carer.country) !== lead.country) return invalid("caregiver.country is not the lead's country");
  // The doctor as the page stores one: a full name in two parts and a phone of the country, in E.164.
  const obGyn = body.additionalFields?.obGyn;
  if (obGyn && (validateFullName(`${obGyn.firstName} ${obGyn.lastName}`) || normalisePhone(obGyn.phone, lead.country) !== obGyn.phone)) return invalid('additionalFields.obGyn is not a full name and a phone of the country');
  // The one status the page sets (spec §3: the partner screener's opt-out).
  const status = body.additionalFields?.leadSpecialStatus;
  if (status !== undefined && status !== PARTNER_OPT_OUT_STATUS) return invalid(`additionalFields.leadSpecialStatus is not '${PARTNER_OPT_OUT_STATUS}'`);
  // Conditions and studies are ids of ours, never below 1.
  if (body.indications?.some((id) => id < 1)) return invalid('indications holds an id below 1');
  if (body.sourceStudyIds?.some((id) => id < 1) || (body.sourceInfo?.studyId ?? 1) < 1) return invalid('a source study id is below 1');
  const ctScan = body.additionalFields?.ctScanAppointmentDate;
  if (ctScan && ctScan < addDays(ctx.today, -1)) return date('additionalFields.ctScanAppointmentDate is in the past');
  return null;
}

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

/**
 * Trims names, normalises phone (an invalid phone counts as missing) and postal code, drops ethnicity -1; refuses what
 * the page's field rules refuse.
 */
export function checkLead(body: LeadSaveRequest, ctx: LeadCheckContext): { ok: true; lead: NormalisedLead } | { ok: false; problem: LeadProblem } {
  const country = countryOf(body.country);
  const settings = resolveCountry(country ?? 'US');
  const firstName = cleanName(body.firstName);
  const lastName = cleanName(body.lastName);
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
  const problem = fieldProblem(body, { firstName, lastName, phone1, postalCode, country }, ctx);
  if (problem) return { ok: false, problem };
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
      firstName: body.caregiver.firstName === undefined ? undefined : cleanName(body.caregiver.firstName),
      lastName: body.caregiver.lastName === undefined ? undefined : cleanName(body.caregiver.lastName),
      caregiverRelationship: body.caregiver.caregiverRelationship ?? 'Parent',
    };
  }
  return { ok: true, lead };
}
