/**
 * The postal code the CDN places the visitor in (initial payload) starts the postal code field when the visitor has
 * given none and it is well formed for their country; they can change it like any answer. It is not verified until
 * the step is submitted, as a typed code is.
 */
import type { Candidate } from '../core/candidate.ts';
import { normalisePostalCode, validatePostalPattern } from '../core/postal.ts';

export function withLocatedPostalCode(candidate: Candidate, payload: { postalCode: string | null; country: string | null }): Candidate {
  const code = payload.postalCode;
  if (candidate.postalCode || !code || (payload.country !== null && payload.country !== candidate.country)) return candidate;
  return validatePostalPattern(code, candidate.country) ? candidate : { ...candidate, postalCode: normalisePostalCode(code, candidate.country), postalCodeValid: false };
}
