/** Study criteria as the visitor answers them (spec §3 "Criterion", §4 "Criteria"). Pure; no qualification here. */
export type QuestionType = 'select_one' | 'yes_no_unsure' | 'select_multiple';
export type Position = 'A' | 'B' | 'C' | 'D' | 'E';

export interface CriterionResponse {
  id: number;
  text: string;
  position: Position;
  /** A multi-select's response that stands alone ("None of these"): ticking it unticks the others, and they it. */
  exclusive?: boolean;
}

export interface Criterion {
  id: number;
  questionId: number;
  question: string;
  hint: string | null;
  questionType: QuestionType;
  gender: 'male' | 'female' | null;
  responses: CriterionResponse[];
}

/** Chosen response ids per criterion id. */
export type CriteriaAnswers = Record<number, number[]>;

/** Yes/no/unsure answers sit at positions A (yes), B (no) and C (unsure). */
export const YES_NO_UNSURE: Readonly<Record<'yes' | 'no' | 'unsure', Position>> = { yes: 'A', no: 'B', unsure: 'C' };

/** Gender-specific criteria apply only to that gender (and to nobody whose gender is unknown yet). */
export function applicableCriteria<C extends Criterion>(criteria: readonly C[], gender: string | null): C[] {
  return criteria.filter((c) => c.gender === null || c.gender === gender);
}

/**
 * Answering a single-choice criterion checks the chosen response and unchecks the others; a multi-select tick toggles.
 * A multi-select's exclusive response ("None of these") is never ticked beside another: ticked, it stands alone, and
 * ticking another unticks it. Both ticked had said two contradictory things, and the verdict took the disqualifying one.
 */
export function answerCriterion(answers: CriteriaAnswers, criterion: Criterion, responseId: number): CriteriaAnswers {
  const response = criterion.responses.find((r) => r.id === responseId);
  if (!response) throw new Error(`${responseId} is not a valid response`);
  const current = answers[criterion.id] ?? [];
  if (criterion.questionType !== 'select_multiple') return { ...answers, [criterion.id]: [responseId] };
  if (current.includes(responseId)) return { ...answers, [criterion.id]: current.filter((id) => id !== responseId) };
  const exclusive = new Set(criterion.responses.filter((r) => r.exclusive).map((r) => r.id));
  const others = response.exclusive ? [] : current.filter((id) => !exclusive.has(id));
  return { ...answers, [criterion.id]: [...others, responseId] };
}

/**
 * What is wrong with a screening's answer to one criterion, as the server refuses it; null when nothing is. The page
 * cannot send such an answer (answerCriterion): a response the criterion does not offer, one given twice, more than
 * one on a single-choice question, or an exclusive response beside another, which would have said two contradictory
 * things. No response at all is an answer left out, which the verdict counts as unanswered.
 */
export function criterionAnswerProblem(criterion: Criterion, responseIds: readonly number[]): string | null {
  const unknown = responseIds.find((id) => !criterion.responses.some((r) => r.id === id));
  if (unknown !== undefined) return `${unknown} is not a valid response to criterion ${criterion.id}`;
  const twice = responseIds.find((id, i) => responseIds.indexOf(id) !== i);
  if (twice !== undefined) return `Response ${twice} is given twice for criterion ${criterion.id}`;
  if (criterion.questionType !== 'select_multiple' && responseIds.length > 1) return `Criterion ${criterion.id} takes one response`;
  const alone = criterion.responses.find((r) => r.exclusive && responseIds.includes(r.id));
  if (alone && responseIds.length > 1) return `Response ${alone.id} ("${alone.text}") to criterion ${criterion.id} stands alone: it cannot be chosen beside another`;
  return null;
}

/**
 * The first criterion a screening answers more than once, or null. The page sends one answer per criterion; with two,
 * one would be dropped unseen, and which one would decide the verdict.
 */
export function criterionAnsweredTwice(answers: ReadonlyArray<{ criterionId: number }>): number | null {
  const seen = new Set<number>();
  for (const { criterionId } of answers) {
    if (seen.has(criterionId)) return criterionId;
    seen.add(criterionId);
  }
  return null;
}

/** Answers a yes/no/unsure criterion by its button; any other answer is not a valid response. */
export function answerYesNoUnsure(answers: CriteriaAnswers, criterion: Criterion, choice: string): CriteriaAnswers {
  const position = (YES_NO_UNSURE as Record<string, Position | undefined>)[choice];
  const response = position && criterion.questionType === 'yes_no_unsure' ? criterion.responses.find((r) => r.position === position) : undefined;
  if (!response) throw new Error(`${choice} is not a valid response`);
  return answerCriterion(answers, criterion, response.id);
}

/** A criterion is answered once a response is chosen (multi-select: at least one, re-checked on every tick). */
export function isAnswered(criterion: Criterion, answers: CriteriaAnswers): boolean {
  const chosen = answers[criterion.id] ?? [];
  return chosen.length > 0 && chosen.every((id) => criterion.responses.some((r) => r.id === id));
}

/**
 * The answers kept with a screening: those to criteria that apply to the candidate's gender. A question the candidate
 * was not asked (the pregnancy question of a candidate who changed to male) keeps no answer, and an answer to a
 * criterion the study does not have is ignored (spec §8).
 */
export function answersToApplicable(criteria: readonly Criterion[], answers: CriteriaAnswers, gender: string | null): CriteriaAnswers {
  return Object.fromEntries(applicableCriteria(criteria, gender).filter((c) => answers[c.id] !== undefined).map((c) => [c.id, answers[c.id]!]));
}

/** Applicable criteria without an answer. */
export function unansweredCriteria(criteria: readonly Criterion[], answers: CriteriaAnswers, gender: string | null): Criterion[] {
  return applicableCriteria(criteria, gender).filter((c) => !isAnswered(c, answers));
}
