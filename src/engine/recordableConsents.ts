/**
 * Every consent record a step can give: for each region, caregiver wording and answer its consent fields take, what
 * consentsOfStep records, and brand connect's record either way. The server stores a consent only when it is one of
 * these, so its type and choice are ones its words ask for: the contact wording is never stored as a medical-records
 * grant, nor the partner question a patient said no to (its first question alone) as a grant.
 */
import type { Campaign } from './campaign.ts';
import type { StepAnswers } from './validateStep.ts';
import { commercialConsent, consentsOfStep, type ConsentRecord } from './consentRecords.ts';
import { CONSENT_REGIONS, type StatementContext } from './consentStatements.ts';
import type { ConsentRegion } from './consentWording.ts';

/**
 * The answers a step's consent fields take, each combined with the others: the contact box ticked or not, health data
 * shared or not, and the partner's answers as far as they go (a no to connecting ends them).
 */
const CONSENT_ANSWERS: StepAnswers[] = [true, false].flatMap((consent) => [true, false].flatMap((healthDataConsent) =>
  [{ connect: 'no' }, { connect: 'yes' }, { connect: 'yes', transfer: 'no' }, { connect: 'yes', transfer: 'yes' }].map((partnerConsent) => ({ consent, healthDataConsent, partnerConsent }))));

/** What identifies a record: its type, its choice and its words (not the step, which the caller already chose). */
export const recordKey = (record: Pick<ConsentRecord, 'type' | 'granted' | 'text'>): string => `${record.type}\u0000${record.granted}\u0000${record.text}`;

/**
 * The keys (recordKey) of every record `stepId` of `campaign` can give in the context's brand and language, to
 * visitors of `regions` (both unless named).
 */
export function recordableConsents(campaign: Campaign, stepId: string, ctx: Omit<StatementContext, 'campaign' | 'region' | 'caregiver'>, regions: readonly ConsentRegion[] = CONSENT_REGIONS): Set<string> {
  const keys = new Set<string>();
  const fields = campaign.steps[stepId]?.fields ?? [];
  for (const region of regions) {
    for (const caregiver of [false, true]) {
      const statementCtx: StatementContext = { ...ctx, campaign, region, caregiver };
      for (const answers of CONSENT_ANSWERS) for (const record of consentsOfStep(stepId, fields, answers, statementCtx)) keys.add(recordKey(record));
      for (const field of fields) {
        for (const granted of [true, false]) {
          const record = commercialConsent(field, statementCtx, granted, stepId);
          if (record) keys.add(recordKey(record));
        }
      }
    }
  }
  return keys;
}

/**
 * The records among `pending` this page can send: words its campaign's step shows in its language to the visitor's
 * region, as the server takes them. A choice made on another page (before a language switch, in another campaign) is
 * not: the server refused it at every save (CONSENT_TEXT_UNKNOWN), for ever; nor one made before the visitor's country
 * changed to one of the other region (CONSENT_TEXT_NOT_FOR_LEAD). It is asked again where it is shown
 * (consentAnswersOnFile).
 */
export function sendableHere(pending: readonly ConsentRecord[], campaign: Campaign, ctx: Omit<StatementContext, 'campaign' | 'caregiver'>): ConsentRecord[] {
  const byStep = new Map<string, Set<string>>();
  return pending.filter((record) => {
    const keys = byStep.get(record.step) ?? recordableConsents(campaign, record.step, ctx, [ctx.region]);
    byStep.set(record.step, keys);
    return keys.has(recordKey(record));
  });
}
