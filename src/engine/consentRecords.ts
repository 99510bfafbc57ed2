/**
 * The consents a submitted step gives (spec §4 "Consent", "Saving on leave", "Partner consent"), each with the text
 * the visitor read, and which of them still need storing. Only what the visitor was shown and chose is recorded:
 * a step without a consent field records none, whatever the country.
 */
import type { Field } from './campaign.ts';
import type { StepAnswers } from './validateStep.ts';
import { answerKeyOf, kindSpec } from './fieldKinds.ts';
import { consentStatement, statementText, type PartnerAnswer, type StatementContext } from './consentStatements.ts';
import { partnerConsentGiven, partnerOptedOut } from '../core/eligibility/partnerConsent.ts';
import { CONTACT_BOUND_CONSENTS } from '../core/consentContact.ts';
import { textDigest } from '../core/textDigest.ts';
import { leadSubjectOf } from './leadSubject.ts';

export type ConsentType = 'sms' | 'call' | 'email' | 'clinic' | 'commercial' | 'medicalRecords';

/** The contact consents one consent text covers: calls, texts, email, and sharing with the clinic. */
export const CONTACT_CONSENTS = ['sms', 'call', 'email', 'clinic'] as const satisfies readonly ConsentType[];

export interface ConsentRecord {
  type: ConsentType;
  granted: boolean;
  /** Exactly what the visitor read, in their language. */
  text: string;
  /** The step it was given on. */
  step: string;
  /** Brand-connect extras (spec §7), kept with a commercial consent waiting to be sent again. */
  details?: { isInternational?: boolean; studySiteExternalId?: string };
  /** The phone (consentContactOf) a choice bound to a contact was made beside, while it waits to be sent; never sent. */
  to?: string;
}

/** A record as the server takes it: without the phone it was made beside, which the server takes from the lead. */
export function asSent({ to: _to, ...record }: ConsentRecord): Omit<ConsentRecord, 'to'> {
  return record;
}

/**
 * Whether a choice bound to a contact waits for the next save rather than go to the lead now: the lead holds another
 * person or phone than the page (its change not saved yet), and the server would store the lead's, no longer given.
 * A lead saved before leads kept their contact (none) takes it.
 */
export function waitsForSave(leadContact: string | null | undefined, contact: string | null): boolean {
  return leadContact != null && leadContact !== contact;
}

/**
 * Whether a waiting choice was made beside another phone than the person's now (changed since): it is not sent, as the
 * server would store it with the new phone, which the person was never asked about; the page asks again.
 */
export function madeBesideAnotherContact(record: ConsentRecord, contact: string | null): boolean {
  return record.to !== undefined && contact !== null && record.to !== contact;
}

/**
 * The last choice stored per consent type: a new record is sent only when the choice or the text changes. A choice
 * bound to a contact (brand connect's texts: core/consentContact.ts) names the phone it went with (`to`, a digest).
 */
export type ConsentLedger = Partial<Record<ConsentType, { granted: boolean; text: string; to?: string }>>;

/**
 * The contact a choice bound to one goes with, as the ledger names it: a digest of whom the answers are about (the
 * visitor, or a participant: another person's choice is not theirs; a participant of another birth date is another
 * participant, as engine/leadSubject.ts isAboutPerson has it, whose answers are another lead) and the phone's digits;
 * null without a phone. A corrected name or gender is the same person, and keeps the choice.
 */
export function consentContactOf(candidate: { phone: string | null; caregiver: object | null; birthDate?: string | null; age?: number | null }): string | null {
  const digits = (candidate.phone ?? '').replace(/\D/g, '');
  return digits ? textDigest(`${leadSubjectOf(candidate)}:${digits}:${candidate.birthDate ?? candidate.age ?? ''}`) : null;
}

const contact = (granted: boolean, text: string, step: string): ConsentRecord[] => CONTACT_CONSENTS.map((type) => ({ type, granted, text, step }));

/**
 * The consents the shown fields give with these answers. US visitors consent to contact by going on past the text
 * they were shown; international visitors by ticking its box. Brand connect is sent on each change, and the
 * e-signature's 'yes' is recorded by the signing page, so neither is here.
 */
export function consentsOfStep(stepId: string, shown: readonly Field[], answers: StepAnswers, ctx: StatementContext): ConsentRecord[] {
  const records: ConsentRecord[] = [];
  for (const field of shown) {
    switch (field.kind) {
      case 'GenericConsent': {
        const text = statementText(consentStatement(field, ctx)!);
        if (ctx.region === 'us' || answers.consent === true) records.push(...contact(true, text, stepId));
        break;
      }
      case 'MedicalRecordsConsent':
        // A box left unticked is recorded as not given: the visitor read it and went on without it.
        records.push({ type: 'medicalRecords', granted: answers.healthDataConsent === true, text: statementText(consentStatement(field, ctx)!), step: stepId });
        break;
      case 'HealthDataConsent':
        if (typeof answers.healthDataConsent === 'boolean') {
          records.push({ type: 'medicalRecords', granted: answers.healthDataConsent, text: statementText(consentStatement(field, ctx)!), step: stepId });
        }
        break;
      case 'ESignConsent':
        // A 'yes' is the signature, which the server records with the words signed; a 'no' is a refusal, as on ws16.
        if (answers.healthDataConsent === false) {
          records.push({ type: 'medicalRecords', granted: false, text: statementText(consentStatement(field, ctx)!), step: stepId });
        }
        break;
      case 'PartnerConsent': {
        const answer = (answers.partnerConsent ?? {}) as PartnerAnswer;
        const text = statementText(consentStatement(field, ctx, answer)!);
        // Given only when both answers are yes; a no to either is a refusal; an unfinished answer is neither.
        if (partnerConsentGiven(answer)) records.push(...contact(true, text, stepId));
        else if (partnerOptedOut(answer)) records.push(...contact(false, text, stepId));
        break;
      }
      default:
        break;
    }
  }
  return records;
}

/**
 * Brand connect's record (spec §7): each change of its checkbox is a choice of commercial texts, with the box's label
 * as shown. Null for any other field.
 */
export function commercialConsent(field: Field, ctx: StatementContext, granted: boolean, stepId: string): ConsentRecord | null {
  if (field.kind !== 'BrandConnectConsent') return null;
  return { type: 'commercial', granted, text: statementText(consentStatement(field, ctx)!), step: stepId };
}

/** The records that change what is on file: a repeated submit with the same choice and text stores nothing new. */
export function consentsToStore(records: readonly ConsentRecord[], ledger: ConsentLedger): ConsentRecord[] {
  const latest = new Map<ConsentType, ConsentRecord>();
  for (const r of records) latest.set(r.type, r);
  return [...latest.values()].filter((r) => {
    const last = ledger[r.type];
    return !last || last.granted !== r.granted || last.text !== r.text;
  });
}

/** The ledger after `records` were stored, those bound to a contact with the one (`to`) they went with. */
export function recordStored(ledger: ConsentLedger, records: readonly ConsentRecord[], to: string | null = null): ConsentLedger {
  const next: ConsentLedger = { ...ledger };
  for (const r of records) next[r.type] = CONTACT_BOUND_CONSENTS.includes(r.type) && to !== null ? { granted: r.granted, text: r.text, to } : { granted: r.granted, text: r.text };
  return next;
}

/**
 * The person's consent answers a step may start with: those whose records are on file (`stored`), or waiting to be sent
 * (`pending`), with the words the step shows now. Back to a box ticked in the same language shows it
 * ticked, and going on stores nothing new. One made beside other words (the other language, another campaign's text, a
 * lead update's page) starts unanswered, to be made again beside these: shown ticked, going on stored a grant to words
 * the person never ticked. A box sent at each change (brand connect) sends nothing unless changed: it shows the choice
 * on file (`stored`), whatever its words, as leaving it shown otherwise left the visitor opted in unawares; but not a
 * grant that went with another phone than the person's now (`contact`, consentContactOf). Returns the answers kept and
 * whether a choice was taken away (the page says so).
 */
export function consentAnswersOnFile(stepId: string, fields: readonly Field[], answers: StepAnswers, ctx: StatementContext, stored: ConsentLedger, pending: readonly ConsentRecord[] = [], contact: string | null = null): { answers: StepAnswers; askedAgain: boolean } {
  // Each type's latest choice, on file or waiting for the lead's first save (a search page's agreement).
  const made = recordStored(stored, pending);
  const kept: StepAnswers = { ...answers };
  let askedAgain = false;
  for (const field of fields) {
    const key = answerKeyOf(field);
    // Brand connect unanswered (the participant switched, then back to the lead it was given for) shows the choice on
    // file: shown unticked, a grant stood on file that the person saw none of, and going on kept it.
    if (key && field.kind === 'BrandConnectConsent' && (answers[key] === undefined || answers[key] === null) && stored.commercial && !grantedToAnother(stored.commercial, contact)) {
      kept[key] = stored.commercial.granted;
      continue;
    }
    if (!key || !kindSpec(field.kind).asksConsent || answers[key] === undefined || answers[key] === null) continue;
    // A US visitor's contact consent has no box: going on is the consent, to the words on the page then.
    if (field.kind === 'GenericConsent' && ctx.region === 'us') continue;
    const commercial = commercialConsent(field, ctx, answers[key] === true, stepId);
    // Brand connect's box left unticked, with nothing on file, gave nothing: shown unticked again, nothing was cleared
    // (Next past the untouched box, then Back, said the choices had been cleared).
    if (commercial && !commercial.granted && !stored.commercial) continue;
    if (commercial ? stored.commercial?.granted === commercial.granted && !grantedToAnother(stored.commercial, contact) : consentsToStore(consentsOfStep(stepId, [field], answers, ctx), made).length === 0) continue;
    delete kept[key];
    askedAgain = true;
  }
  return { answers: kept, askedAgain };
}

/**
 * The waiting choices once a step shows its boxes with `shown` answers: brand connect's box shown unticked or
 * unanswered (asked again after a reload, or the phone changed) drops a grant waiting to be sent, which the page no
 * longer shows: going on sent it, and stored a grant beside a box left unticked. A waiting refusal is what it shows.
 */
export function waitingOnceShown(pending: readonly ConsentRecord[], fields: readonly Field[], shown: StepAnswers): readonly ConsentRecord[] {
  const unticked = fields.some((field) => field.kind === 'BrandConnectConsent' && shown[answerKeyOf(field) ?? ''] !== true);
  return unticked && pending.some((r) => r.type === 'commercial' && r.granted) ? pending.filter((r) => !(r.type === 'commercial' && r.granted)) : pending;
}

/**
 * A grant on file that went with another contact than the person's now (the phone changed since): it is no grant to
 * be texted at this one, so the box starts unticked. A refusal, or a choice on file that names no contact, holds.
 */
function grantedToAnother(onFile: { granted: boolean; to?: string }, contact: string | null): boolean {
  return onFile.granted && onFile.to !== undefined && contact !== null && onFile.to !== contact;
}
