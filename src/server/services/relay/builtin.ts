/**
 * The built-in relay: temporary links stored in our own database (migration 013), made by `npm run links:create`.
 * Reads (patient info, sites) work until the link expires; each write (screening, indications) works once, so a
 * leaked or replayed link can change the lead at most once per kind, and the visit's two writes never collide.
 */
import type { Database } from '../../db/database.ts';
import { addLeadIndications, appendLeadScreening, claimLinkWrite, knownIndications, liveLinkLead } from '../../db/repositories/tempLinks.ts';
import { resolveCountry } from '../../../core/countries.ts';
import { nearbySites } from '../siteSearch.ts';
import type { RelayAdapter } from './adapter.ts';
import { hashToken } from '../tokenHash.ts';

/** `log` receives failures (error level), `warn` what is only logged (spec §8: warning level). */
export function builtInRelay(db: Database, now: () => Date, log: (msg: string, ctx: object) => void, warn: (msg: string, ctx: object) => void = () => undefined): RelayAdapter {
  return {
    async patientInfo(slug) {
      const lead = await liveLinkLead(db, hashToken(slug), now());
      if (!lead) return null;
      return {
        firstName: lead.firstName, lastName: lead.lastName, phone: lead.phone, email: lead.email, postalCode: lead.postalCode,
        country: lead.country, birthDate: lead.birthDate, gender: lead.gender,
      };
    },

    async submitScreening(slug, result) {
      return db.transaction(async (tx) => {
        const leadId = await claimLinkWrite(tx, hashToken(slug), 'screening', now(), result.studyId);
        if (!leadId) return null;
        await appendLeadScreening(tx, leadId, {
          studyId: result.studyId, passed: result.passed, fullyQualified: result.fullyQualified, screeningId: result.screeningId,
          campaign: result.campaign, reasons: result.reasons, screenedAt: result.screenedAt, via: 'relay',
        });
        return { accepted: true as const };
      });
    },

    async updateIndications(slug, indicationIds) {
      // A write that would add nothing (no condition chosen, or none we know) leaves the link's one update for a later
      // one: a visitor who left the step with nothing ticked, then came back and ticked a condition, could not add it.
      if (!(await knownIndications(db, indicationIds)).length) return (await liveLinkLead(db, hashToken(slug), now())) ? { accepted: true as const } : null;
      return db.transaction(async (tx) => {
        const leadId = await claimLinkWrite(tx, hashToken(slug), 'indications', now());
        if (!leadId) return null;
        await addLeadIndications(tx, leadId, indicationIds);
        return { accepted: true as const };
      });
    },

    async studySites(slug, studyId) {
      const lead = await liveLinkLead(db, hashToken(slug), now());
      // A link made for a study answers for that study only.
      if (!lead || (lead.studyId !== null && lead.studyId !== studyId)) return null;
      const country = resolveCountry(lead.country, (msg) => warn(msg, { studyId })).alpha2;
      return nearbySites(db, studyId, lead.postalCode, country, log);
    },
  };
}
