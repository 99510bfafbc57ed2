/**
 * A screening from what the visitor gave: the age from the birth date on `today` (or the age given), then the
 * verdict and whether the campaign counts it as passed. The server judges with it, and the persona runner's demo
 * world replays it, so a persona's verdict is the product's.
 */
import { ageOn, storableAge } from '../age.ts';
import { evaluate, qualifies, type QualifiedBy, type ScoredCriterion, type ScreeningInput, type Verdict } from './verdict.ts';
import type { Criterion } from './criteria.ts';

export interface ScreeningAnswers extends Omit<ScreeningInput, 'age'> {
  /** What the campaign counts as qualified. */
  qualifiedBy: QualifiedBy;
  birthDate: string | null;
  age: number | null;
  /** YYYY-MM-DD: the day the age is reckoned on. */
  today: string;
}

export function screenAnswers(input: ScreeningAnswers): { verdict: Verdict; passed: boolean } {
  const { qualifiedBy, birthDate, today, ...rest } = input;
  const age = birthDate ? storableAge(ageOn(birthDate, today)) : input.age;
  const verdict = evaluate({ ...rest, age });
  return { verdict, passed: qualifies(qualifiedBy, verdict) };
}

/** Criteria as the browser gets them: which answers qualify stays on the server. */
export function publicCriteria(criteria: readonly ScoredCriterion[]): Criterion[] {
  return criteria.map((c) => ({ ...c, responses: c.responses.map(({ qualifies: _q, ...r }) => r) }));
}
