/** Can call now: the request's country and postal code resolved and verified as elsewhere, then the pure rule. */
import type { CanCallNowRequest } from '../../generated/api/can-call-now.request.ts';
import { canCallNow } from '../../core/callNow.ts';
import { resolveCountry } from '../../core/countries.ts';
import { verifyPostalCode } from './postalVerification.ts';

/** `warn` receives the spec's unknown-country warning (an unknown country is taken as the US). */
export function callNow(req: CanCallNowRequest, now: Date, warn: (msg: string) => void): boolean {
  const country = resolveCountry(req.country, warn).alpha2;
  const postalCodeValid = req.postalCode !== undefined && verifyPostalCode(req.postalCode, country);
  return canCallNow({ indicationIds: req.indicationIds, country, postalCodeValid, now });
}
