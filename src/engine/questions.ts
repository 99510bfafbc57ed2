/**
 * Question kinds: SingleChoice, MultiChoice, YesNo, Number, Date and ShortText, configured wholly in the campaign
 * (its answer key, words, options and bounds), so a new question needs no code. Their answers are stored with the
 * lead under the campaign's answer key; the server checks each against the campaign's own question
 * (questionAnswerProblem), with the same rules the page ran (questionRules).
 */
import type { Field, AnswerCondition } from '../generated/campaign.ts';
import type { Campaign } from './campaign.ts';
import type { Candidate } from '../core/candidate.ts';
import { runRule, type RuleRef } from './validation/ruleCatalogue.ts';
import { resolveCountry, type CountrySettings } from '../core/countries.ts';
import { answerKeyOf, BUILT_IN_ANSWER_KEYS, kindSpec } from './fieldKinds.ts';
import { answerTypeCheck, type AnswerSchema } from './answerTypeCheck.ts';

export const QUESTION_KINDS = ['SingleChoice', 'MultiChoice', 'YesNo', 'Number', 'Date', 'ShortText'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** What a question's answer is: a choice's value, several values, yes or no, a number, an ISO date or text. */
export type QuestionAnswer = Candidate['answers'][string];

export const SHORT_TEXT_MAX_LENGTH = 200;

export function isQuestionKind(kind: string): kind is QuestionKind {
  return (QUESTION_KINDS as readonly string[]).includes(kind);
}

const optionValues = (field: Field): string[] => (field.options ?? []).map((option) => option.value);

/** The rules a question's answer meets, from its own configuration: an offered option, a number in its bounds, a real date, text not too long. */
export function questionRules(field: Field): RuleRef[] {
  switch (field.kind as QuestionKind) {
    case 'SingleChoice':
    case 'MultiChoice': return [{ rule: 'offeredOptions', values: optionValues(field) }];
    case 'Number': return [{ rule: 'numberBetween', ...(field.min === undefined ? {} : { min: field.min }), ...(field.max === undefined ? {} : { max: field.max }), ...(field.integer ? { integer: true } : {}) }];
    case 'Date': return [{ rule: 'isoDate' }];
    case 'ShortText': return [{ rule: 'length', max: field.maxLength ?? SHORT_TEXT_MAX_LENGTH }];
    default: return [];
  }
}

/**
 * The campaign's fields whose answers go with the lead's answers, by answer key: its questions and its module kinds'
 * fields (a key answers one field in a campaign; campaigns:check makes sure).
 */
export function campaignQuestions(campaign: Campaign): Map<string, Field> {
  const questions = new Map<string, Field>();
  for (const id of campaign.stepOrder) {
    for (const field of campaign.steps[id]?.fields ?? []) {
      const key = answerKeyOf(field);
      if (key && !BUILT_IN_ANSWER_KEYS.has(key)) questions.set(key, field);
    }
  }
  return questions;
}

/**
 * The answers that still count: those of questions shown on the answers given. A question shown on an earlier answer
 * (visibleWhen) keeps no answer once that answer changes, so a hidden question can neither screen anyone out nor be
 * stored. Answers to keys that are not questions are left to the caller's check.
 */
export function shownQuestionAnswers<T>(questions: ReadonlyMap<string, Field>, answers: Readonly<Record<string, T>>): Record<string, T> {
  const kept: Record<string, T> = { ...answers };
  // Removal can hide a question whose condition names the removed one, so repeat until nothing changes.
  for (let changed = true; changed;) {
    changed = false;
    for (const key of Object.keys(kept)) {
      const condition = questions.get(key)?.visibleWhen;
      if (typeof condition === 'object' && !answerConditionHolds(condition, kept[condition.answer])) {
        delete kept[key];
        changed = true;
      }
    }
  }
  return kept;
}

/**
 * The answers without those that only confirm another (a field with a matchesField rule, "type your e-mail again"): the
 * page checked they match, and kept, they held the same personal data twice, a copy that erasing the lead's own left.
 */
export function withoutConfirmations<T>(questions: ReadonlyMap<string, Field>, answers: Readonly<Record<string, T>>): Record<string, T> {
  const confirms = (key: string) => (questions.get(key)?.rules ?? []).some((rule) => rule.rule === 'matchesField');
  return Object.fromEntries(Object.entries(answers).filter(([key]) => !confirms(key)));
}

/** The answers among `answers` to the campaign's own questions that are shown (a visit may carry others from an earlier flow). */
export function answersToCampaign(campaign: Campaign, answers: Readonly<Record<string, unknown>>): Record<string, QuestionAnswer> {
  const questions = campaignQuestions(campaign);
  const own = Object.fromEntries(Object.entries(answers).filter(([key]) => questions.has(key))) as Record<string, QuestionAnswer>;
  return shownQuestionAnswers(questions, own);
}

/** A question's answer as stored: trimmed text, a list of text, yes or no, a finite number; null for no answer. */
export function storableAnswer(value: unknown): QuestionAnswer | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) {
    const items = value.filter((item): item is string => typeof item === 'string');
    return items.length ? items : null;
  }
  return null;
}

/** Whether a condition on a question's answer holds: the answer is one of `in` (for several choices: any chosen is). */
export function answerConditionHolds(condition: AnswerCondition, answer: unknown): boolean {
  const wanted: readonly unknown[] = condition.in;
  if (Array.isArray(answer)) return answer.some((item) => wanted.includes(item));
  // `in` holds strings, numbers and booleans only, so no answer at all never matches.
  return wanted.includes(answer);
}

/**
 * The reasons a campaign's questions screen a person out: for each question with `disqualifyWhen` (in the campaign's
 * order), `answer_KEY_disqualifying` when its answer is one of those values. A question not answered (hidden, or
 * optional and skipped) gives no reason: only an answer the person gave can screen them out.
 */
export function disqualifyingAnswerReasons(questions: ReadonlyMap<string, Field>, answers: Readonly<Record<string, unknown>>): string[] {
  const reasons: string[] = [];
  for (const [key, question] of questions) {
    if (!question.disqualifyWhen || !Object.prototype.hasOwnProperty.call(answers, key)) continue;
    const answer = storableAnswer(answers[key]);
    if (answer !== null && answerConditionHolds({ answer: key, in: question.disqualifyWhen.in }, answer)) reasons.push(`answer_${key}_disqualifying`);
  }
  return reasons;
}

/** Why the server refuses a lead's question answers: a question the campaign does not ask, or an answer it does not take. */
export interface QuestionAnswerProblem {
  code: 'ANSWER_NOT_ASKED' | 'ANSWER_NOT_OFFERED';
  message: string;
}

/** What the server judges a question's own rules by: the person's country, and each date somewhere on Earth now. */
export interface AnswerJudge {
  country: CountrySettings;
  /** The page judged by the visitor's date, which is one of these (dates.ts datesOnEarthNow). */
  todays: readonly string[];
}

/**
 * Checks a lead's answers against the campaign's own questions, with the rules the page ran (an offered option, a
 * number in its bounds, a real date, text not too long, and the rules the campaign gives the question), so no script
 * can store an answer the campaign never takes. The campaign's rules are judged on the questions shown, as the page
 * judges them, on the person's country and on any date somewhere on Earth now (the visitor's is one of them); not
 * `matchesField`, whose other answer (an e-mail typed twice) the server does not hold beside it.
 */
export function questionAnswerProblem(questions: ReadonlyMap<string, Field> | undefined, answers: Readonly<Record<string, unknown>>, campaignName: string, judge: AnswerJudge): QuestionAnswerProblem | null {
  const shown = questions ? shownQuestionAnswers(questions, answers) : {};
  for (const [key, given] of Object.entries(answers)) {
    const question = questions?.get(key);
    if (!question) return { code: 'ANSWER_NOT_ASKED', message: `Campaign '${campaignName}' asks no question answered '${key}'` };
    const value = storableAnswer(given);
    const spec = kindSpec(question.kind);
    const rules = [...(spec.rules ?? []), ...(isQuestionKind(question.kind) ? questionRules(question) : [])];
    const own = Object.prototype.hasOwnProperty.call(shown, key) ? (question.rules ?? []).filter((rule) => rule.rule !== 'matchesField') : [];
    const fails = value === null || !answerTypeCheck(spec.schema as AnswerSchema)(value)
      || rules.some((rule) => runRule(rule, value, NO_CONTEXT) !== null)
      || own.some((rule) => judge.todays.every((today) => runRule(rule, value, { country: judge.country, today, answers, isoDates: true }) !== null));
    if (fails) return { code: 'ANSWER_NOT_OFFERED', message: `${JSON.stringify(given)} is not an answer campaign '${campaignName}' takes for '${key}'` };
  }
  return null;
}

/** The question rules read only the answer; a context is still the rules' common signature. */
const NO_CONTEXT = { country: resolveCountry('US'), today: '2000-01-01', answers: {} };
