/** Can call now: the request's country and postal code resolved and verified as elsewhere, then the pure rule. */
import type { CanCallNowRequest } from '../../generated/api/can-call-now.request.ts';
import { canCallNow } from '../../core/callNow.ts';
import { resolveCountry } from '../../core/countries.ts';
import type { Queryable } from '../db/database.ts';
import { placeOfProvenLead } from '../db/repositories/leads.ts';
import { verifyPostalCode } from './postalVerification.ts';
import { hashToken } from './tokenHash.ts';

/**
 * `warn` receives the spec's unknown-country warning (an unknown country is taken as the US). Without a postal code,
 * a lead proven by its token gives its stored postal code and country: a finished visit keeps neither on the device,
 * and a page reloaded while its check was on the way had no other way to ask again. An unproven lead gives nothing.
 */
export async function callNow(db: Queryable, req: CanCallNowRequest, leadToken: string | null, now: Date, warn: (msg: string) => void): Promise<boolean> {
  const place = req.postalCode === undefined && req.leadId && leadToken ? await placeOfProvenLead(db, req.leadId, hashToken(leadToken)) : null;
  const country = resolveCountry(place?.country ?? req.country, warn).alpha2;
  const postalCode = place?.postalCode ?? req.postalCode;
  const postalCodeValid = postalCode !== undefined && verifyPostalCode(postalCode, country);
  return canCallNow({ indicationIds: req.indicationIds, country, postalCodeValid, now });
}
