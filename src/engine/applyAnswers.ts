/** Folds a step's answers (and prefill parameters) into the candidate, by each answer's fold (answerFolds.ts). Pure. */
import { DEFAULT_CAREGIVER_RELATIONSHIP } from '../core/relationship.ts';
import type { Candidate } from '../core/candidate.ts';
import { normalisePhone } from '../core/phone.ts';
import { normalisePostalCode, validatePostalPattern } from '../core/postal.ts';
import { validateEmail } from '../core/email.ts';
import { parseCountryDate, validateBirthDate } from '../core/dates.ts';
import { ageOn, isValidAge, storableAge } from '../core/age.ts';
import { isGender } from '../core/gender.ts';
import type { Query } from '../core/queryParams.ts';
import type { StepAnswers } from './validateStep.ts';
import { isCountryCode, resolveCountry } from '../core/countries.ts';
import { answerKeyOf, BUILT_IN_ANSWER_KEYS } from './fieldKinds.ts';
import type { Field } from './campaign.ts';
import { ANSWER_FOLDS, type AnswerFold, type ApplyContext } from './answerFolds.ts';
import { storableAnswer } from './questions.ts';

export type { ApplyContext };

export function applyAnswers(candidate: Candidate, answers: StepAnswers, given: ApplyContext): Candidate {
  const next: Candidate = { ...candidate };
  // A country chosen on this step governs how this step's postal code, phone and dates are read.
  let ctx = given;
  if (isCountryCode(answers.country)) {
    next.country = answers.country;
    ctx = { ...given, country: resolveCountry(answers.country) };
  }
  // Each fold once, in the table's order, when one of its keys was answered (the caregiver's covers two keys).
  const applied = new Set<AnswerFold>();
  for (const [key, fold] of Object.entries(ANSWER_FOLDS) as Array<[string, AnswerFold]>) {
    if (!(key in answers) || applied.has(fold)) continue;
    applied.add(fold);
    fold(next, answers, ctx, candidate);
  }
  return foldQuestionAnswers(next, answers);
}

/**
 * The candidate without its answers to the step's questions that the step no longer shows: a follow-up hidden by a
 * changed answer (ws23's cigarettes a day, once the visitor is a former smoker) was kept, and the lead saved with
 * "former smoker, 20 a day". A question shown beside it under the same answer keeps it. Built-in answers have folds of
 * their own.
 */
export function withoutHiddenAnswers(candidate: Candidate, stepFields: readonly Field[], shown: readonly Field[]): Candidate {
  const shownKeys = new Set(shown.map(answerKeyOf));
  const hidden = stepFields.map(answerKeyOf)
    .filter((key): key is string => key !== null && !shownKeys.has(key) && !BUILT_IN_ANSWER_KEYS.has(key) && key in candidate.answers);
  if (!hidden.length) return candidate;
  const answers = { ...candidate.answers };
  for (const key of hidden) delete answers[key];
  return { ...candidate, answers };
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
/**
 * A caregiver's visit (the campaign's `hasCaregiver`, or the link's `cg`) is about the participant from its start: its
 * candidate holds a caregiver before any caregiver field is answered, so its save says a caregiver answers and the
 * caregiver's consent words are ones the lead takes. In a campaign that asks no caregiver field, the lead was saved as
 * the participant's own, and the server refused every consent the page had shown (none was stored).
 */
export function withCaregiverOfVisit(candidate: Candidate, caregiverVisit: boolean): Candidate {
  if (!caregiverVisit || candidate.caregiver !== null) return candidate;
  return { ...candidate, caregiver: { firstName: null, lastName: null, relationship: DEFAULT_CAREGIVER_RELATIONSHIP } };
}

export function prefillCandidate(candidate: Candidate, query: Query, ctx: Pick<ApplyContext, 'country' | 'today'>): Candidate {
  const next: Candidate = { ...candidate };
  const country = ctx.country;
  // `postal` (ss8) and `zip` both prefill the postal code, but never over one the visit has checked: a link's code of the
  // right shape may be a place that does not exist (00000), and the save then refused the visitor on a step with no
  // postal code to correct.
  const postal = query.zip ?? query.postal;
  if (postal && !candidate.postalCodeValid && !validatePostalPattern(postal, country.alpha2)) next.postalCode = normalisePostalCode(postal, country.alpha2);
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
