/** Lead save with the rules of spec §5, an update token per lead, and idempotent retries. */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { LeadSaveRequest } from '../../generated/api/lead-save.request.ts';
import type { LeadSaveResponse } from '../../generated/api/lead-save.response.ts';
import type { ConsentSendRequest } from '../../generated/api/consent-send.request.ts';
import { checkLead } from '../../core/leadRules.ts';
import { insertLead, insertLeadClaimed, updateLead, leadTokenMatches, insertConsents, insertConsentsForOwner, saveSurvey } from '../db/repositories/leads.ts';
import type { SurveySaveRequest } from '../../generated/api/survey-save.request.ts';
import { once, onceInOneStatement, type Idempotency } from './idempotent.ts';
import { hashToken } from './tokenHash.ts';
import {
  InvalidLeadError, InvalidLeadDateError, LeadNoCountryError, CaregiverSourceError, LeadNotFoundError, ConsentTextUnknownError,
} from '../errors.ts';
import type { ConsentCatalogue } from '../../engine/node/consentCatalogue.ts';

function checked(body: LeadSaveRequest) {
  const result = checkLead(body);
  if (result.ok) return result.lead;
  const p = result.problem;
  if (p.code === 'INVALID_LEAD') {
    const err = new InvalidLeadError(p.missing.join(', ')) as Error & { missing?: string[] };
    err.missing = p.missing;
    throw err;
  }
  if (p.code === 'LEAD_NO_COUNTRY') throw new LeadNoCountryError();
  if (p.code === 'INVALID_LEAD_DATE') throw new InvalidLeadDateError(p.message);
  throw new CaregiverSourceError();
}

const newUpdateToken = () => randomBytes(24).toString('base64url');

/** One statement in the common case: the lead, and its idempotency key with the response (see onceInOneStatement). */
export async function createLead(db: Database, body: LeadSaveRequest, idempotency: Idempotency | null): Promise<LeadSaveResponse> {
  const lead = checked(body);
  const created = { id: randomUUID(), updateToken: newUpdateToken() };
  return onceInOneStatement(db, 'lead:create', idempotency, body, created,
    async (claim) => {
      if (claim) return insertLeadClaimed(db, created.id, lead, hashToken(created.updateToken), claim);
      await insertLead(db, lead, hashToken(created.updateToken), created.id);
      return true;
    },
    async (tx) => {
      const updateToken = newUpdateToken();
      const id = await insertLead(tx, lead, hashToken(updateToken));
      return { id, updateToken };
    });
}

export async function changeLead(db: Database, id: string, token: string, body: LeadSaveRequest, idempotency: Idempotency | null): Promise<LeadSaveResponse> {
  const lead = checked(body);
  return once(db, `lead:update:${id}`, idempotency, body, async (tx) => {
    if (!(await updateLead(tx, id, hashToken(token), lead))) throw new LeadNotFoundError();
    return { id, updateToken: token };
  });
}

/**
 * Appends the visitor's consents. Each text must be one the campaign shows on that step in that language, so a
 * record never holds words nobody was shown.
 */
export async function addConsents(db: Database, catalogue: ConsentCatalogue, id: string, token: string, body: ConsentSendRequest, idempotency: Idempotency | null): Promise<{ stored: number }> {
  for (const c of body.consents) if (!catalogue.shows(body.campaign, c.step, body.locale, c.text)) throw new ConsentTextUnknownError(body.campaign, c.step);
  const meta = { locale: body.locale, campaign: body.campaign };
  return onceInOneStatement(db, `consent:${id}`, idempotency, body, { stored: body.consents.length },
    (claim) => insertConsentsForOwner(db, id, hashToken(token), body.consents, meta, claim),
    async (tx) => {
      if (!(await leadTokenMatches(tx, id, hashToken(token)))) throw new LeadNotFoundError();
      return { stored: await insertConsents(tx, id, body.consents, meta) };
    });
}

export async function addSurvey(db: Database, id: string, token: string, body: SurveySaveRequest, idempotency: Idempotency | null): Promise<{ id: string; updateToken: string }> {
  return once(db, `survey:${id}`, idempotency, body, async (tx) => {
    if (!(await saveSurvey(tx, id, hashToken(token), body))) throw new LeadNotFoundError();
    return { id, updateToken: token };
  });
}
