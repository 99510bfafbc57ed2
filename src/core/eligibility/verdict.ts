/**
 * Qualification (spec §4): fully qualified when age, site, gender, BMI and criteria all qualify and the candidate is
 * not already matched; bio-qualified on age, gender and BMI alone. Every failed check leaves a reason code.
 */
import { ageWithinBounds } from '../age.ts';
import { bmi } from '../bmi.ts';
import { applicableCriteria, type CriteriaAnswers, type Criterion, type CriterionResponse } from './criteria.ts';

export interface ScoredResponse extends CriterionResponse {
  qualifies: boolean;
}

export interface ScoredCriterion extends Omit<Criterion, 'responses'> {
  responses: ScoredResponse[];
}

export interface StudyRules {
  minAge: number | null;
  maxAge: number | null;
  gender: 'any' | 'male' | 'female';
  minBmi: number | null;
  maxBmi: number | null;
}

export interface ScreeningInput {
  study: StudyRules;
  criteria: readonly ScoredCriterion[];
  answers: CriteriaAnswers;
  age: number | null;
  gender: string | null;
  heightCm: number | null;
  weightKg: number | null;
  siteFound: boolean;
  alreadyMatched: boolean;
  /**
   * Reasons the campaign's own questions screen the person out (src/engine/questions.ts, disqualifyingAnswerReasons):
   * they count with the study's criteria.
   */
  answerReasons?: readonly ReasonCode[];
}

export type ReasonCode = string;

export interface Verdict {
  fullyQualified: boolean;
  bioQualified: boolean;
  criteriaQualified: boolean;
  siteFound: boolean;
  bmi: number | null;
  reasons: ReasonCode[];
}

/** A single-choice criterion qualifies by its chosen response; a multi-select when something is ticked and all ticks qualify. */
export function criterionQualifies(criterion: ScoredCriterion, chosen: readonly number[]): boolean {
  const picked = criterion.responses.filter((r) => chosen.includes(r.id));
  if (picked.length === 0) return false;
  return picked.every((r) => r.qualifies);
}

function ageReasons(age: number | null, study: StudyRules): ReasonCode[] {
  if (study.minAge === null && study.maxAge === null) return [];
  if (age === null || !Number.isFinite(age)) return ['age_missing'];
  if (!ageWithinBounds(age, study.minAge, study.maxAge)) return [study.minAge !== null && age < study.minAge ? 'age_below_min' : 'age_above_max'];
  return [];
}

function genderReasons(gender: string | null, study: StudyRules): ReasonCode[] {
  if (study.gender === 'any') return [];
  return gender === study.gender ? [] : ['gender_mismatch'];
}

function bmiReasons(value: number | null, study: StudyRules): ReasonCode[] {
  if (study.minBmi === null && study.maxBmi === null) return [];
  if (value === null || Number.isNaN(value)) return ['bmi_missing'];
  if (study.minBmi !== null && value < study.minBmi) return ['bmi_below_min'];
  if (study.maxBmi !== null && value > study.maxBmi) return ['bmi_above_max'];
  return [];
}

function criteriaReasons(criteria: readonly ScoredCriterion[], answers: CriteriaAnswers, gender: string | null): ReasonCode[] {
  return applicableCriteria(criteria, gender).flatMap((c) => {
    const chosen = answers[c.id] ?? [];
    if (chosen.length === 0) return [`criterion_${c.id}_unanswered`];
    return criterionQualifies(c, chosen) ? [] : [`criterion_${c.id}_disqualifying`];
  });
}

export function evaluate(input: ScreeningInput): Verdict {
  const value = input.heightCm !== null && input.weightKg !== null ? bmi(input.weightKg, input.heightCm) : null;
  const bio = [...ageReasons(input.age, input.study), ...genderReasons(input.gender, input.study), ...bmiReasons(value, input.study)];
  const criteria = [...criteriaReasons(input.criteria, input.answers, input.gender), ...(input.answerReasons ?? [])];
  const site = input.siteFound ? [] : ['no_site'];
  const matched = input.alreadyMatched ? ['already_matched'] : [];
  const reasons = [...bio, ...site, ...criteria, ...matched];
  return {
    fullyQualified: reasons.length === 0,
    bioQualified: bio.length === 0,
    criteriaQualified: criteria.length === 0,
    siteFound: input.siteFound,
    bmi: value === null || Number.isNaN(value) ? null : value,
    reasons,
  };
}

/** What a campaign counts as qualified (its `qualifiedBy`): full qualification, or the study's questions alone. */
export type QualifiedBy = 'full' | 'criteria';

export function qualifies(qualifiedBy: QualifiedBy, verdict: Verdict): boolean {
  return qualifiedBy === 'criteria' ? verdict.criteriaQualified : verdict.fullyQualified;
}

/**
 * The rule a screening is judged by when two campaigns have a say (the one screening and the one its lead signed up
 * in): criteria alone only when both count criteria alone, else full qualification.
 */
export function stricterQualifiedBy(screening: QualifiedBy, lead: QualifiedBy | null): QualifiedBy {
  return screening === 'criteria' && (lead === null || lead === 'criteria') ? 'criteria' : 'full';
}

export type ResultView = 'congratulations' | 'alreadyMatched' | 'disqualified' | 'noSite';

/**
 * Qualified and not a simulation: congratulations. Qualified but for a match already made (this phone pre-qualified
 * for this study before, so the visit is not fully qualified and books nothing): already matched, never told they did
 * not qualify. Else disqualified (site available, or simulation) or no available site.
 */
export function resultView(qualifiedBy: QualifiedBy, verdict: Verdict, isSimulation: boolean): ResultView {
  if (isSimulation) return 'disqualified';
  if (qualifies(qualifiedBy, verdict)) return 'congratulations';
  // Not qualified, so at least one reason stands.
  if (verdict.reasons.every((reason) => reason === 'already_matched')) return 'alreadyMatched';
  return verdict.siteFound ? 'disqualified' : 'noSite';
}
