/** Lead save with the rules of spec §5, an update token per lead, and idempotent retries. */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { LeadSaveRequest } from '../../generated/api/lead-save.request.ts';
import type { LeadSaveResponse } from '../../generated/api/lead-save.response.ts';
import type { ConsentSendRequest } from '../../generated/api/consent-send.request.ts';
import { checkLead, type LeadCheckContext, type NormalisedLead } from '../../core/leadRules.ts';
import { todayIso } from '../../core/dates.ts';
import { isSamePerson } from '../../core/samePerson.ts';
import { withContact, type ConsentContact } from '../../core/consentContact.ts';
import { surveyProblem, type SurveyEntry } from '../../core/healthQuestions.ts';
import en from '../../../locales/en/translation.json' with { type: 'json' };
import { verifyPostalCode } from './postalVerification.ts';
import { campaignQuestions, shownQuestionAnswers, withoutConfirmations } from '../../engine/questions.ts';
import { assertQuestionAnswers } from './questionAnswers.ts';
import type { Campaign } from '../../engine/campaign.ts';
import type { Field } from '../../generated/campaign.ts';
import { insertNewLead } from './newLeadBatches.ts';
import { insertLead, updateLead, updateLeadInOneStatement, placeOfProvenLead, personOfProvenLead, changesUnderKey, changedUnder, insertConsents, insertConsentsForOwner, saveSurvey, saveSurveyInOneStatement, type ConsentsGiven } from '../db/repositories/leads.ts';
import type { SurveySaveRequest } from '../../generated/api/survey-save.request.ts';
import { keyOfChange, KeyUsedBefore, onceInOneStatement, type Idempotency } from './idempotent.ts';
import { hashToken } from './tokenHash.ts';
import {
  InvalidLeadError, InvalidLeadDateError, InvalidLeadFieldError, AnswerNotOfferedError, LeadNoCountryError, CaregiverSourceError, LeadNotFoundError, ConsentTextUnknownError, ConsentNotForLeadError, ConsentNotRecordedError, ConsentRepeatedError, IdempotencyMismatchError,
} from '../errors.ts';
import type { ConsentCatalogue } from '../../engine/node/consentCatalogue.ts';
import { consentRegion, type ConsentRegion } from '../../engine/consentWording.ts';
import { CONSENT_REGIONS } from '../../engine/consentStatements.ts';
import { COUNTRY_CODES, resolveCountry } from '../../core/countries.ts';

/** Each campaign's own questions by answer key, for checking a lead's answers (questions.ts). */
export type CampaignQuestions = ReadonlyMap<string, ReadonlyMap<string, Field>>;

export function questionsOfCampaigns(campaigns: ReadonlyMap<string, Campaign>): CampaignQuestions {
  return new Map([...campaigns].map(([name, campaign]) => [name, campaignQuestions(campaign)]));
}

/** A lead's question answers, once each is one its campaign asks and takes, go with its additional fields. */
function withAnswers(lead: NormalisedLead, questions: CampaignQuestions, now: Date): NormalisedLead {
  const { answers, ...rest } = lead;
  if (!answers || !Object.keys(answers).length) return rest;
  const campaign = lead.sourceInfo?.campaign ?? '';
  const asked = questions.get(campaign);
  assertQuestionAnswers(asked, answers, campaign, { country: resolveCountry(lead.country), now });
  // An answer to a question its earlier answer now hides is not kept, nor one that only confirmed another.
  const kept = withoutConfirmations(asked ?? new Map(), shownQuestionAnswers(asked ?? new Map(), answers));
  return { ...rest, additionalFields: { ...rest.additionalFields, answers: kept } as NonNullable<NormalisedLead['additionalFields']> };
}

/** The lead rules' view of the server: its date, and the postal directory the page's postal check asks. */
const leadCheckContext = (now: Date): LeadCheckContext => ({ today: todayIso(now), postalKnown: verifyPostalCode });

/** The questionnaire's answers as the web screeners store them: their English labels. */
const englishAnswer = (answer: string): string => (en.healthQuestions.a as Record<string, string>)[answer] ?? answer;

/** A survey surveyQuestions could not have given (a question twice, in other words, an answer it does not take) stores nothing. */
function assertSurvey(entries: readonly SurveyEntry[] | undefined): void {
  const problem = entries ? surveyProblem(entries, englishAnswer) : null;
  if (problem) throw new AnswerNotOfferedError(problem);
}

function checked(body: LeadSaveRequest, questions: CampaignQuestions, now: Date) {
  assertSurvey(body.additionalFields?.surveyQuestions);
  const result = checkLead(body, leadCheckContext(now));
  if (result.ok) return withAnswers(result.lead, questions, now);
  const p = result.problem;
  if (p.code === 'INVALID_LEAD') {
    const err = new InvalidLeadError(p.missing.join(', ')) as Error & { missing?: string[] };
    err.missing = p.missing;
    throw err;
  }
  if (p.code === 'LEAD_NO_COUNTRY') throw new LeadNoCountryError();
  if (p.code === 'INVALID_LEAD_DATE') throw new InvalidLeadDateError(p.message);
  if (p.code === 'INVALID_LEAD_FIELD') throw new InvalidLeadFieldError(p.message);
  throw new CaregiverSourceError();
}

const newUpdateToken = () => randomBytes(24).toString('base64url');

/** Visitors of a region, answering for themselves or as a caregiver for the participant. */
interface ConsentVisitor {
  region: ConsentRegion;
  caregiver: boolean;
}

const CONSENT_VISITORS: readonly ConsentVisitor[] = CONSENT_REGIONS.flatMap((region) => [false, true].map((caregiver) => ({ region, caregiver })));

/** The consents a request gives, and the visitors who are shown every one of their words on the site asked. */
interface ConsentsShown extends ConsentsGiven {
  visitors: ConsentVisitor[];
}

/**
 * The consents a request gives, once each text is found to be one the campaign shows on that step in that language
 * on this site (ConsentCatalogue.siteOf), so a record never holds words nobody was shown; with the visitors they are
 * all shown to, which the lead must be one of: the implied US wording is never the consent of an Australian, who
 * must tick a box, and a caregiver's words (the participant's records) never the consent of a lead with no caregiver.
 */
function shownConsents(catalogue: ConsentCatalogue, given: ConsentSendRequest, hostname: string): ConsentsShown {
  const site = catalogue.siteOf(hostname);
  const types = new Set<string>();
  const seenBy = (c: ConsentSendRequest['consents'][number], visitor: ConsentVisitor) => catalogue.showsTo(given.campaign, c.step, given.locale, c.text, { ...visitor, brand: site });
  // Shown to the visitor with this type and choice: the second medical-records type is never the page's.
  const shownIn = (c: ConsentSendRequest['consents'][number], visitor: ConsentVisitor) => c.type !== 'medicalRecordsPartner'
    && seenBy(c, visitor)
    && catalogue.records(given.campaign, c.step, given.locale, { type: c.type, granted: c.granted, text: c.text }, { region: visitor.region, brand: site });
  for (const c of given.consents) {
    if (!catalogue.shows(given.campaign, c.step, given.locale, c.text)) throw new ConsentTextUnknownError(given.campaign, c.step);
    if (!CONSENT_VISITORS.some((visitor) => seenBy(c, visitor))) throw new ConsentNotForLeadError(given.campaign, c.step);
    // The type and the choice must be ones those words ask for, and only brand connect carries details (spec §7).
    if (!CONSENT_VISITORS.some((visitor) => shownIn(c, visitor))) {
      throw new ConsentNotRecordedError(given.campaign, `a ${c.type} consent ${c.granted ? 'given' : 'refused'}`, c.step);
    }
    if (c.details && c.type !== 'commercial') throw new ConsentNotRecordedError(given.campaign, `details with a ${c.type} consent`, c.step);
    // Two choices of one type in one request would leave the record with no way to tell which is current.
    if (types.has(c.type)) throw new ConsentRepeatedError(c.type);
    types.add(c.type);
  }
  const visitors = CONSENT_VISITORS.filter((visitor) => given.consents.every((c) => shownIn(c, visitor)));
  // Words of both regions, or a caregiver's beside a participant's own, in one request: no visitor was shown them all.
  if (!visitors.length) throw new ConsentNotForLeadError(given.campaign, given.consents[0].step);
  return { rows: given.consents, meta: { locale: given.locale, campaign: given.campaign }, visitors };
}

/** Whether a lead of `country`, with a caregiver or not, is one of the visitors. */
const isOneOf = (visitors: readonly ConsentVisitor[], country: string, caregiver: boolean): boolean => {
  const region = consentRegion(resolveCountry(country));
  return visitors.some((visitor) => visitor.region === region && visitor.caregiver === caregiver);
};

/** The consents, once they are ones shown to the lead: visitors of its country, answering as it was (a caregiver or not). */
function shownToLead(consents: ConsentsShown, lead: { country: string; caregiver: boolean } & ConsentContact, campaign: string): ConsentsGiven {
  if (!isOneOf(consents.visitors, lead.country, lead.caregiver)) throw new ConsentNotForLeadError(campaign, consents.rows[0]?.step ?? '');
  return { rows: withContact(consents.rows, lead), meta: consents.meta };
}

/** The lead as the consents given with it see it: its country, whether a caregiver answers, and its contact. */
const consentLeadOf = (lead: NormalisedLead) => ({ country: lead.country, caregiver: lead.caregiver != null, phone: lead.phone1, postalCode: lead.postalCode });

/**
 * A new lead, with the consents given on the pages it leaves when the body carries them: one statement in the common
 * case, which also claims the idempotency key with the response (see onceInOneStatement); the lead and its consents
 * are stored together or not at all.
 */
export async function createLead(db: Database, catalogue: ConsentCatalogue, questions: CampaignQuestions, body: LeadSaveRequest, idempotency: Idempotency | null, now: Date, hostname: string): Promise<LeadSaveResponse> {
  const lead = checked(body, questions, now);
  const consents = body.withConsents ? shownToLead(shownConsents(catalogue, body.withConsents, hostname), consentLeadOf(lead), body.withConsents.campaign) : null;
  const created = { id: randomUUID(), updateToken: newUpdateToken() };
  try {
    return await onceInOneStatement(db, 'lead:create', idempotency, body, created,
      (claim) => insertNewLead(db, { id: created.id, lead, tokenHash: hashToken(created.updateToken), claim, consents }),
      async (tx) => {
        const updateToken = newUpdateToken();
        const id = await insertLead(tx, lead, hashToken(updateToken));
        if (consents) await insertConsents(tx, id, consents.rows, consents.meta);
        return { id, updateToken };
      }, 'taken');
  } catch (err) {
    if (!(err instanceof KeyUsedBefore) || !idempotency) throw err;
    // The page's key is the lead it is making. Its first request again is answered as it was, unless a change has been
    // made under the key since (the first answers chosen again after a change: they are the latest). Other answers
    // from the page that sent it (its answer lost to a reload) change that lead when they are about the same person
    // (core/samePerson.ts); another person's answers are refused: they are a lead of their own.
    const first = err.firstResponse as LeadSaveResponse;
    // The latest request again (a retry of an answer lost) is answered as it was: the first, or the last change.
    const changesBefore = await changesUnderKey(db, first.id, idempotency.key);
    const latest = changesBefore === 0 ? err.sameRequest : await changedUnder(db, first.id, keyOfChange(idempotency.key, body, changesBefore - 1));
    if (latest) return first;
    const person = await personOfProvenLead(db, first.id, hashToken(first.updateToken));
    const incoming = { phone: lead.phone1, firstName: lead.firstName, lastName: lead.lastName, caregiver: lead.caregiver != null, birthDate: lead.dateOfBirth ?? null, age: lead.age ?? null, gender: lead.gender ?? null };
    if (!person || !isSamePerson(person, incoming)) throw new IdempotencyMismatchError();
    return changeLead(db, catalogue, questions, first.id, first.updateToken, body, { ...idempotency, key: keyOfChange(idempotency.key, body, changesBefore) }, now, hostname);
  }
}

/**
 * What a change's Idempotency-Key stands for: the body and the token it came with (hashed). A retry with the key and
 * another token is another request (422), never the first one's answer: that answer holds the lead's real token.
 */
const withToken = (body: unknown, token: string) => ({ body, tokenHash: hashToken(token) });

/**
 * Changes a lead whose update token matches, and stores the consents the body carries with it: in one statement in the
 * common case (a new key, the right token), where a transaction took five or six round trips; anything else goes the
 * general way, in a transaction, with the same outcome.
 */
export async function changeLead(db: Database, catalogue: ConsentCatalogue, questions: CampaignQuestions, id: string, token: string, body: LeadSaveRequest, idempotency: Idempotency | null, now: Date, hostname: string): Promise<LeadSaveResponse> {
  const lead = checked(body, questions, now);
  const consents = body.withConsents ? shownToLead(shownConsents(catalogue, body.withConsents, hostname), consentLeadOf(lead), body.withConsents.campaign) : null;
  return onceInOneStatement(db, `lead:update:${id}`, idempotency, withToken(body, token), { id, updateToken: token },
    (claim) => updateLeadInOneStatement(db, id, hashToken(token), lead, claim, consents, now),
    async (tx) => {
      if (!(await updateLead(tx, id, hashToken(token), lead, now))) throw new LeadNotFoundError();
      if (consents) await insertConsents(tx, id, consents.rows, consents.meta);
      return { id, updateToken: token };
    });
}

/**
 * Appends the visitor's consents to a lead whose update token matches and whose country's visitors are shown their
 * words: in one statement in the common case; anything else goes the general way, which tells which it was.
 */
export async function addConsents(db: Database, catalogue: ConsentCatalogue, id: string, token: string, body: ConsentSendRequest, idempotency: Idempotency | null, hostname: string): Promise<{ stored: number }> {
  const shown = shownConsents(catalogue, body, hostname);
  const { rows, meta } = shown;
  const countriesOf = (caregiver: boolean) => COUNTRY_CODES.filter((code) => isOneOf(shown.visitors, code, caregiver));
  return onceInOneStatement(db, `consent:${id}`, idempotency, withToken(body, token), { stored: rows.length },
    (claim) => insertConsentsForOwner(db, id, hashToken(token), { self: countriesOf(false), caregiver: countriesOf(true) }, rows, meta, claim),
    async (tx) => {
      const place = await placeOfProvenLead(tx, id, hashToken(token));
      if (!place) throw new LeadNotFoundError();
      const given = shownToLead(shown, place, body.campaign);
      return { stored: await insertConsents(tx, id, given.rows, meta) };
    });
}

/** Stores the health survey on a lead whose update token matches: in one statement in the common case, as a change is. */
export async function addSurvey(db: Database, id: string, token: string, body: SurveySaveRequest, idempotency: Idempotency | null): Promise<{ id: string; updateToken: string }> {
  assertSurvey(body.surveyQuestions);
  return onceInOneStatement(db, `survey:${id}`, idempotency, withToken(body, token), { id, updateToken: token },
    (claim) => saveSurveyInOneStatement(db, id, hashToken(token), body, claim),
    async (tx) => {
      if (!(await saveSurvey(tx, id, hashToken(token), body))) throw new LeadNotFoundError();
      return { id, updateToken: token };
    });
}
