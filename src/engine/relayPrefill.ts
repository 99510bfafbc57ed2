/** How a prefilled-lead relay's details prefill the candidate (which visits use the relay: relayLink.ts). Pure. */
import type { Candidate } from '../core/candidate.ts';
import { isCountryCode, resolveCountry } from '../core/countries.ts';
import type { Query } from '../core/queryParams.ts';
import type { RelayPatientInfoResponse } from '../generated/api/relay-patient-info.response.ts';
import { prefillCandidate, type ApplyContext } from './applyAnswers.ts';

export type PrePopFields = RelayPatientInfoResponse['prePopFields'];

/**
 * Prefills the candidate with the lead's details, read like prefill parameters: only valid values are taken, and the
 * lead's country (when supported) decides how the postal code, phone and birth date are read. Every field stays editable.
 */
export function prefillFromRelay(candidate: Candidate, fields: PrePopFields, ctx: Omit<ApplyContext, 'country'>): Candidate {
  const country = fields.country?.toUpperCase();
  const located: Candidate = isCountryCode(country) ? { ...candidate, country } : candidate;
  const asQuery: Query = {};
  const put = (key: string, value: string | null) => { if (value) asQuery[key] = value; };
  put('firstName', fields.firstName);
  put('lastName', fields.lastName);
  put('zip', fields.postalCode);
  put('email', fields.email);
  put('phone', fields.phone);
  put('dob', fields.birthDate);
  put('gender', fields.gender);
  return prefillCandidate(located, asQuery, { ...ctx, country: resolveCountry(located.country) });
}
