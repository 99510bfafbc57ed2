/** Folds a step's answers (and prefill parameters) into the candidate. Pure. */
import type { Candidate } from '../core/candidate.ts';
import type { CountrySettings } from '../core/countries.ts';
import { parseFullName } from '../core/fullName.ts';
import { normalisePhone } from '../core/phone.ts';
import { normalisePostalCode, validatePostalPattern } from '../core/postal.ts';
import { validateEmail } from '../core/email.ts';
import { parseCountryDate, validateBirthDate } from '../core/dates.ts';
import { ageOn, isValidAge, storableAge } from '../core/age.ts';
import { isGender } from '../core/gender.ts';
import type { Query } from '../core/queryParams.ts';
import type { StepAnswers } from './validateStep.ts';
import type { PathState } from './ruleContext.ts';
import { isCountryCode, resolveCountry } from '../core/countries.ts';
import { DEFAULT_CAREGIVER_RELATIONSHIP, isRelationship } from '../core/relationship.ts';
import { heightCmOf, syncHeight, syncWeight, weightKgOf, type HeightValue, type WeightValue } from '../core/units.ts';
import { surveyQuestions, type HealthAnswers } from '../core/healthQuestions.ts';
import { PARTNER_OPT_OUT_STATUS, partnerConsentGiven, partnerOptedOut } from '../core/eligibility/partnerConsent.ts';
import { completeOncologyResponse } from '../core/oncologyResponse.ts';
import { completeRiskAssessment } from '../core/riskAssessment.ts';
import { obGynOf, type ObGynAnswer } from '../core/obGyn.ts';
import { BUILT_IN_ANSWER_KEYS } from './fieldKinds.ts';
import { storableAnswer } from './questions.ts';

export interface ApplyContext {
  country: CountrySettings;
  today: string;
  path: PathState;
  /** Web screeners store the questionnaire's answer labels instead of keys. */
  answerLabel?: (key: string) => string;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

export function applyAnswers(candidate: Candidate, answers: StepAnswers, given: ApplyContext): Candidate {
  const next: Candidate = { ...candidate };
  // A country chosen on this step governs how this step's postal code, phone and dates are read.
  let ctx = given;
  if (isCountryCode(answers.country)) {
    next.country = answers.country;
    ctx = { ...given, country: resolveCountry(answers.country) };
  }
  if ('fullName' in answers) {
    const parsed = parseFullName(text(answers.fullName));
    next.firstName = parsed?.firstName ?? null;
    next.lastName = parsed?.lastName ?? null;
  }
  if ('phone' in answers) {
    next.phone = normalisePhone(text(answers.phone), ctx.country.alpha2);
    next.phoneValid = next.phone !== null;
  }
  if ('postalCode' in answers) {
    const value = text(answers.postalCode);
    const changed = value !== (candidate.postalCode ?? '');
    next.postalCode = value ? normalisePostalCode(value, ctx.country.alpha2) : null;
    if (changed) next.postalCodeValid = false;
  }
  if ('email' in answers) next.email = text(answers.email) || null;
  if ('birthDate' in answers) {
    const iso = parseCountryDate(text(answers.birthDate), ctx.country);
    next.birthDate = iso;
    next.age = iso ? storableAge(ageOn(iso, ctx.today)) : null;
  }
  if ('age' in answers) {
    const age = Number(answers.age);
    next.age = storableAge(age);
  }
  if ('gender' in answers && isGender(answers.gender)) next.gender = answers.gender;
  if ('diagnosis' in answers) {
    next.indicationIds = answers.diagnosis === true && ctx.path.indicationId !== null ? [ctx.path.indicationId] : [];
  }
  if ('indicationIds' in answers && Array.isArray(answers.indicationIds)) {
    next.indicationIds = answers.indicationIds.filter((n): n is number => Number.isInteger(n));
  }
  if ('consent' in answers) next.consentGiven = answers.consent === true;
  if ('caregiverName' in answers || 'caregiverRelationship' in answers) {
    const parsed = 'caregiverName' in answers ? parseFullName(text(answers.caregiverName)) : null;
    const prior = candidate.caregiver;
    // Like the participant's name: a new answer replaces the old one, and a single word sets no names.
    const named = 'caregiverName' in answers;
    next.caregiver = {
      firstName: named ? parsed?.firstName ?? null : prior?.firstName ?? null,
      lastName: named ? parsed?.lastName ?? null : prior?.lastName ?? null,
      relationship: isRelationship(answers.caregiverRelationship) ? answers.caregiverRelationship : prior?.relationship ?? DEFAULT_CAREGIVER_RELATIONSHIP,
    };
  }
  if ('height' in answers && answers.height) {
    next.heightCm = heightCmOf(answers.height as HeightValue);
    next.heightEntered = next.heightCm === null ? null : syncHeight(answers.height as HeightValue);
  }
  if ('weight' in answers && answers.weight) {
    next.weightKg = weightKgOf(answers.weight as WeightValue);
    next.weightEntered = next.weightKg === null ? null : syncWeight(answers.weight as WeightValue);
  }
  if ('ethnicities' in answers && Array.isArray(answers.ethnicities)) next.ethnicities = answers.ethnicities.filter((n): n is number => Number.isInteger(n));
  if ('healthDataConsent' in answers && typeof answers.healthDataConsent === 'boolean') next.medicalRecordsConsent = answers.healthDataConsent;
  if ('commercialConsent' in answers) next.commercialConsent = answers.commercialConsent === true;
  if ('referringGroup' in answers) next.referringGroup = text(answers.referringGroup) || null;
  if (answers.participant === 'myself' || answers.participant === 'someone_else') {
    // Choosing 'someone else' makes the visitor the participant's caregiver; choosing 'myself' clears it.
    next.participant = answers.participant;
    next.caregiver = answers.participant === 'someone_else'
      ? { firstName: next.caregiver?.firstName ?? null, lastName: next.caregiver?.lastName ?? null, relationship: 'Caregiver' }
      : null;
  }
  if ('caregiverBirthDate' in answers) next.caregiverBirthDate = parseCountryDate(text(answers.caregiverBirthDate), ctx.country);
  if ('partnerConsent' in answers) {
    const c = answers.partnerConsent as { connect?: string; transfer?: string } | undefined;
    next.leadSpecialStatus = partnerOptedOut(c) ? PARTNER_OPT_OUT_STATUS : null;
    next.consentGiven = partnerConsentGiven(c);
  }
  if ('ctScanDate' in answers) {
    // A typed date later than today is stored as a date only; otherwise it is cleared (spec §4).
    const iso = parseCountryDate(text(answers.ctScanDate), ctx.country);
    next.ctScanAppointmentDate = iso && iso > ctx.today ? iso : null;
  }
  if ('oncologyResponse' in answers) next.oncologyResponse = completeOncologyResponse(answers.oncologyResponse);
  if ('riskAssessment' in answers) next.riskAssessment = completeRiskAssessment(answers.riskAssessment);
  if ('obGyn' in answers) next.obGyn = obGynOf(answers.obGyn as ObGynAnswer | undefined, ctx.country.alpha2);
  if ('criteria' in answers && answers.criteria && typeof answers.criteria === 'object') next.criteriaAnswers = answers.criteria as Record<number, number[]>;
  if ('healthAnswers' in answers && answers.healthAnswers) next.surveyQuestions = surveyQuestions(answers.healthAnswers as HealthAnswers, ctx.answerLabel);
  return foldQuestionAnswers(next, answers);
}

/** The campaign's questions' answers (any key that is not a built-in answer): kept as given, cleared when taken back. */
function foldQuestionAnswers(candidate: Candidate, answers: StepAnswers): Candidate {
  const keys = Object.keys(answers).filter((key) => !BUILT_IN_ANSWER_KEYS.has(key));
  if (!keys.length) return candidate;
  const folded = { ...candidate.answers };
  for (const key of keys) {
    const value = storableAnswer(answers[key]);
    if (value === null) delete folded[key];
    else folded[key] = value;
  }
  return { ...candidate, answers: folded };
}

/** Prefill from `zip, firstName, lastName, age, email, phone, dob, gender`; only valid values are taken. */
export function prefillCandidate(candidate: Candidate, query: Query, ctx: ApplyContext): Candidate {
  const next: Candidate = { ...candidate };
  const country = ctx.country;
  // `postal` (ss8) and `zip` both prefill the postal code.
  const postal = query.zip ?? query.postal;
  if (postal && !validatePostalPattern(postal, country.alpha2)) next.postalCode = normalisePostalCode(postal, country.alpha2);
  if (query.firstName?.trim()) next.firstName = query.firstName.trim().slice(0, 100);
  if (query.lastName?.trim()) next.lastName = query.lastName.trim().slice(0, 100);
  if (query.email && !validateEmail(query.email, true)) next.email = query.email.trim();
  if (query.phone) {
    const phone = normalisePhone(query.phone, country.alpha2);
    if (phone) { next.phone = phone; next.phoneValid = true; }
  }
  if (query.dob) {
    const iso = /^\d{4}-\d{2}-\d{2}$/.test(query.dob) ? query.dob : parseCountryDate(query.dob, country);
    if (iso && !validateBirthDate(iso.split('-').join('/'), { ...country, dateOrder: 'YMD', dateSeparator: '/' }, ctx.today)) {
      next.birthDate = iso;
      next.age = storableAge(ageOn(iso, ctx.today));
    }
  }
  if (query.age && isValidAge(Number(query.age)) && !next.birthDate) next.age = storableAge(Number(query.age));
  if (query.gender && isGender(query.gender.toLowerCase())) next.gender = query.gender.toLowerCase() as Candidate['gender'];
  return next;
}
