/** The prefilled-lead relay in the flow: which campaigns use it, and how a lead's details prefill the candidate. Pure. */
import type { Candidate } from '../core/candidate.ts';
import { isCountryCode, resolveCountry } from '../core/countries.ts';
import type { Query } from '../core/queryParams.ts';
import type { RelayPatientInfoResponse } from '../generated/api/relay-patient-info.response.ts';
import type { Campaign } from './campaign.ts';
import { prefillCandidate, type ApplyContext } from './applyAnswers.ts';
import { isSlug } from '../core/relaySlug.ts';

export type PrePopFields = RelayPatientInfoResponse['prePopFields'];

/** A campaign uses the relay when one of its steps says so; elsewhere a `slug` is ignored (and still kept out of URLs). */
export function usesRelay(campaign: Campaign): boolean {
  return Object.values(campaign.steps).some((s) => s.meta?.relayPrefill || s.meta?.relayScreening || s.meta?.relayIndications);
}

/** The link's slug, when the query carries one that can be a slug at all. */
export function slugFrom(query: Query): string | null {
  const slug = query.slug?.trim();
  return slug && isSlug(slug) ? slug : null;
}

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
