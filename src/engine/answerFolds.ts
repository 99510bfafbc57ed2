/**
 * How each built-in answer enters the candidate, by answer key (src/engine/fieldKinds.ts's AnswerKey): one entry per
 * key, so a key without its fold does not compile. They apply in this order, each when its key is among the step's
 * answers; the campaign's own questions and module kinds' answers are kept under `answers` (applyAnswers.ts).
 */
import type { Candidate } from '../core/candidate.ts';
import type { CountrySettings } from '../core/countries.ts';
import { parseFullName } from '../core/fullName.ts';
import { normalisePhone } from '../core/phone.ts';
import { normalisePostalCode } from '../core/postal.ts';
import { parseCountryDate } from '../core/dates.ts';
import { ageOn, storableAge } from '../core/age.ts';
import { isGender } from '../core/gender.ts';
import { DEFAULT_CAREGIVER_RELATIONSHIP, isRelationship } from '../core/relationship.ts';
import { heightCmOf, syncHeight, syncWeight, weightKgOf, type HeightValue, type WeightValue } from '../core/units.ts';
import { heardBefore, surveyQuestions, withHeardBefore, type HealthAnswers } from '../core/healthQuestions.ts';
import { PARTNER_OPT_OUT_STATUS, partnerConsentGiven, partnerOptedOut } from '../core/eligibility/partnerConsent.ts';
import { completeOncologyResponse } from '../core/oncologyResponse.ts';
import { completeRiskAssessment } from '../core/riskAssessment.ts';
import { obGynOf, type ObGynAnswer } from '../core/obGyn.ts';
import type { AnswerKey } from './fieldKinds.ts';
import type { StepAnswers } from './validateStep.ts';
import type { PathState } from './ruleContext.ts';

export interface ApplyContext {
  country: CountrySettings;
  today: string;
  path: PathState;
  /** Web screeners store the questionnaire's answer labels instead of keys. */
  answerLabel?: (key: string) => string;
}

/** Writes one answer into `next`; `before` is the candidate as the step found it. */
export type AnswerFold = (next: Candidate, answers: StepAnswers, ctx: ApplyContext, before: Candidate) => void;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const integers = (v: unknown): number[] | null => (Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n)) : null);

/** The caregiver's name and relationship, asked together or apart: one fold for both keys. */
const caregiver: AnswerFold = (next, answers, _ctx, before) => {
  const named = 'caregiverName' in answers;
  const parsed = named ? parseFullName(text(answers.caregiverName)) : null;
  const prior = before.caregiver;
  // Like the participant's name: a new answer replaces the old one, and a single word sets no names.
  next.caregiver = {
    firstName: named ? parsed?.firstName ?? null : prior?.firstName ?? null,
    lastName: named ? parsed?.lastName ?? null : prior?.lastName ?? null,
    relationship: isRelationship(answers.caregiverRelationship) ? answers.caregiverRelationship : prior?.relationship ?? DEFAULT_CAREGIVER_RELATIONSHIP,
  };
};

/** Kept elsewhere: the chosen country sets the step's context before any fold; a booking and the partner's check are work of their own. */
const keptElsewhere: AnswerFold = () => undefined;

export const ANSWER_FOLDS = {
  country: keptElsewhere,
  fullName: (next, answers) => {
    const parsed = parseFullName(text(answers.fullName));
    next.firstName = parsed?.firstName ?? null;
    next.lastName = parsed?.lastName ?? null;
  },
  phone: (next, answers, ctx) => {
    next.phone = normalisePhone(text(answers.phone), ctx.country.alpha2);
    next.phoneValid = next.phone !== null;
  },
  postalCode: (next, answers, ctx, before) => {
    const value = text(answers.postalCode);
    next.postalCode = value ? normalisePostalCode(value, ctx.country.alpha2) : null;
    // The server's verification holds for the code it verified only.
    if (value !== (before.postalCode ?? '')) next.postalCodeValid = false;
  },
  email: (next, answers) => { next.email = text(answers.email) || null; },
  birthDate: (next, answers, ctx) => {
    const iso = parseCountryDate(text(answers.birthDate), ctx.country);
    next.birthDate = iso;
    next.age = iso ? storableAge(ageOn(iso, ctx.today)) : null;
  },
  age: (next, answers) => { next.age = storableAge(Number(answers.age)); },
  gender: (next, answers) => { if (isGender(answers.gender)) next.gender = answers.gender; },
  diagnosis: (next, answers, ctx) => {
    next.indicationIds = answers.diagnosis === true && ctx.path.indicationId !== null ? [ctx.path.indicationId] : [];
  },
  indicationIds: (next, answers) => { next.indicationIds = integers(answers.indicationIds) ?? next.indicationIds; },
  consent: (next, answers) => { next.consentGiven = answers.consent === true; },
  caregiverName: caregiver,
  caregiverRelationship: caregiver,
  height: (next, answers) => {
    if (!answers.height) return;
    next.heightCm = heightCmOf(answers.height as HeightValue);
    next.heightEntered = next.heightCm === null ? null : syncHeight(answers.height as HeightValue);
  },
  weight: (next, answers) => {
    if (!answers.weight) return;
    next.weightKg = weightKgOf(answers.weight as WeightValue);
    next.weightEntered = next.weightKg === null ? null : syncWeight(answers.weight as WeightValue);
  },
  ethnicities: (next, answers) => { next.ethnicities = integers(answers.ethnicities) ?? next.ethnicities; },
  healthDataConsent: (next, answers) => { if (typeof answers.healthDataConsent === 'boolean') next.medicalRecordsConsent = answers.healthDataConsent; },
  commercialConsent: (next, answers) => { next.commercialConsent = answers.commercialConsent === true; },
  participant: (next, answers, _ctx, before) => {
    if (answers.participant !== 'myself' && answers.participant !== 'someone_else') return;
    // Another participant than before: the consent choices given for the first are not the new one's (ws17's signing
    // choice made as Myself was taken as the participant's, who was never asked), unless given with this answer.
    if (before.participant !== null && before.participant !== answers.participant) {
      if (!('healthDataConsent' in answers)) next.medicalRecordsConsent = null;
      if (!('commercialConsent' in answers)) next.commercialConsent = null;
    }
    // Choosing 'someone else' makes the visitor the participant's caregiver; choosing 'myself' clears it.
    next.participant = answers.participant;
    next.caregiver = answers.participant === 'someone_else'
      ? { firstName: next.caregiver?.firstName ?? null, lastName: next.caregiver?.lastName ?? null, relationship: 'Caregiver' }
      : null;
  },
  caregiverBirthDate: (next, answers, ctx) => { next.caregiverBirthDate = parseCountryDate(text(answers.caregiverBirthDate), ctx.country); },
  partnerConsent: (next, answers) => {
    const c = answers.partnerConsent as { connect?: string; transfer?: string } | undefined;
    next.leadSpecialStatus = partnerOptedOut(c) ? PARTNER_OPT_OUT_STATUS : null;
    next.consentGiven = partnerConsentGiven(c);
  },
  ctScanDate: (next, answers, ctx) => {
    // A typed date later than today is stored as a date only; otherwise it is cleared (spec §4).
    const iso = parseCountryDate(text(answers.ctScanDate), ctx.country);
    next.ctScanAppointmentDate = iso && iso > ctx.today ? iso : null;
  },
  oncologyResponse: (next, answers) => { next.oncologyResponse = completeOncologyResponse(answers.oncologyResponse); },
  riskAssessment: (next, answers) => { next.riskAssessment = completeRiskAssessment(answers.riskAssessment); },
  obGyn: (next, answers, ctx) => { next.obGyn = obGynOf(answers.obGyn as ObGynAnswer | undefined, ctx.country.alpha2); },
  criteria: (next, answers) => {
    if (answers.criteria && typeof answers.criteria === 'object') next.criteriaAnswers = answers.criteria as Record<number, number[]>;
  },
  healthAnswers: (next, answers, ctx, before) => {
    if (!answers.healthAnswers) return;
    // Kept as chosen too, for the form to show on Back: the survey's entries may hold labels, and a question's answer
    // that follows from another (the kind of disability) is not one the visitor chose.
    next.healthAnswers = { ...(answers.healthAnswers as Record<string, string>) };
    next.surveyQuestions = surveyQuestions(withHeardBefore(answers.healthAnswers as HealthAnswers, heardBefore(before.answers)), ctx.answerLabel);
  },
  booking: keptElsewhere,
  partnerCheck: keptElsewhere,
} satisfies Record<AnswerKey, AnswerFold>;
