/**
 * The validation rules of spec §5, by name. A field kind lists the rules its answers obey (fieldKinds.ts) and a
 * campaign field may add more (`rules` in the campaign); both name them from this one registry, so a rule the
 * campaign names but the code lacks fails to compile here and fails campaigns:check there.
 *
 * A rule judges an answer that was given: whether an answer must be given is the field's `required`, decided
 * before any rule runs (validateStep.ts).
 */
import type { ValidationCode, ValidationRule } from '../../generated/campaign.ts';
import type { CountrySettings } from '../../core/countries.ts';
import { isIsoDate, parseCountryDate } from '../../core/dates.ts';
import { ageOn, isValidAge } from '../../core/age.ts';
import { validateFullName } from '../../core/fullName.ts';
import { validatePhone } from '../../core/phone.ts';
import { validatePostalPattern } from '../../core/postal.ts';
import { validateEmail } from '../../core/email.ts';
import { heightProblem, weightProblem, type HeightValue, type WeightValue } from '../../core/units.ts';
import { invalidHealthAnswers, type HealthAnswers } from '../../core/healthQuestions.ts';
import { obGynError, type ObGynAnswer } from '../../core/obGyn.ts';
import { unansweredCriteria, type CriteriaAnswers, type Criterion } from '../../core/eligibility/criteria.ts';

export type { ValidationCode, ValidationRule };

/** What a rule may read besides the answer. */
export interface RuleContext {
  country: CountrySettings;
  /** ISO date of today in the visitor's calendar. */
  today: string;
  /** Every answer of the step, for rules that compare two answers. */
  answers: Readonly<Record<string, unknown>>;
  /** The study's criteria, for the criteria rule (absent until loaded). */
  criteria?: readonly Criterion[];
  /** The answer is a date box's YYYY-MM-DD; otherwise dates are typed in the country's format. */
  isoDates?: boolean;
}

/** The kind of value a rule can judge; campaigns:check refuses a rule on an answer of another kind. */
export type AnswerShape = 'text' | 'date' | 'number' | 'list' | 'choice' | 'other';

/** A kind's own rules (not offered to campaigns, which use the generic ones above them). */
export type KindRule =
  | { rule: 'fullName'; message?: ValidationCode }
  | { rule: 'age'; message?: ValidationCode }
  | { rule: 'height'; message?: ValidationCode }
  | { rule: 'weight'; message?: ValidationCode }
  | { rule: 'healthAnswers'; message?: ValidationCode }
  | { rule: 'criteriaAnswered'; message?: ValidationCode }
  | { rule: 'obGyn'; message?: ValidationCode }
  // Question kinds' own rules, from the question's configuration (questions.ts).
  | { rule: 'offeredOptions'; values: readonly string[]; message?: ValidationCode }
  | { rule: 'numberBetween'; min?: number; max?: number; integer?: boolean; message?: ValidationCode }
  | { rule: 'isoDate'; message?: ValidationCode };

export type RuleRef = ValidationRule | KindRule;
export type RuleName = RuleRef['rule'];

interface RuleDefinition<R extends RuleRef> {
  /** The shapes of answer the rule judges. */
  appliesTo: readonly AnswerShape[];
  /** Judges the answer even when none was given, whatever `required` says (the criteria: spec §5 'each applicable criterion needs an answer'). */
  judgesMissing?: boolean;
  check(value: unknown, rule: R, ctx: RuleContext): ValidationCode | null;
}

type Registry = { [N in RuleName]: RuleDefinition<Extract<RuleRef, { rule: N }>> };

const asText = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** 'today' or an ISO date, as an ISO date. */
const boundDate = (bound: string, today: string): string => (bound === 'today' ? today : bound);

/** The visitor's answer as an ISO date: typed dates are judged in the country's format, a date box's as it gives them. */
function isoOf(value: unknown, ctx: RuleContext): string | null {
  const text = asText(value);
  if (ctx.isoDates) return isIsoDate(text) ? text : null;
  return parseCountryDate(text, ctx.country);
}

/** A compiled `pattern`, anchored to the whole answer; an invalid pattern never matches (campaigns:check reports it). */
export function compilePattern(pattern: string): RegExp | null {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u');
  } catch {
    return null;
  }
}

export const ruleCatalogue: Registry = {
  pattern: {
    appliesTo: ['text'],
    check: (value, rule) => (compilePattern(rule.pattern)?.test(asText(value)) ? null : 'invalidFormat'),
  },
  length: {
    appliesTo: ['text'],
    check: (value, rule) => {
      const length = [...asText(value)].length;
      if (rule.min !== undefined && length < rule.min) return 'tooShort';
      if (rule.max !== undefined && length > rule.max) return 'tooLong';
      return null;
    },
  },
  dateRange: {
    appliesTo: ['date'],
    check: (value, rule, ctx) => {
      const iso = isoOf(value, ctx);
      if (!iso) return 'invalidDate';
      // The catalogue's wording: a date before today asks for 'a date in the future', one after today for 'the present or
      // past'. A fixed bound has no words of its own ('in the future' refused 1999 where 2000 on was asked for): a date
      // past it is not one the field takes, unless the campaign's `message` says more.
      const outside = (bound: string | undefined, code: 'dateInFuture' | 'dateInPast') => (bound === 'today' ? code : 'invalidDate');
      if (rule.notBefore !== undefined && iso < boundDate(rule.notBefore, ctx.today)) return outside(rule.notBefore, 'dateInFuture');
      if (rule.notAfter !== undefined && iso > boundDate(rule.notAfter, ctx.today)) return outside(rule.notAfter, 'dateInPast');
      return null;
    },
  },
  ageRange: {
    appliesTo: ['date', 'number'],
    check: (value, rule, ctx) => {
      let age: number;
      if (typeof value === 'number') age = value;
      else {
        const iso = isoOf(value, ctx);
        if (!iso) return 'invalidDate';
        age = ageOn(iso, ctx.today);
      }
      if (rule.min !== undefined && age < rule.min) return 'ageOutOfRange';
      if (rule.max !== undefined && age > rule.max) return 'ageOutOfRange';
      return null;
    },
  },
  phoneForCountry: { appliesTo: ['text'], check: (value, _rule, ctx) => validatePhone(asText(value), ctx.country.alpha2) },
  postalForCountry: { appliesTo: ['text'], check: (value, _rule, ctx) => validatePostalPattern(asText(value), ctx.country.alpha2) },
  email: { appliesTo: ['text'], check: (value) => validateEmail(asText(value), true) },
  matchesField: {
    appliesTo: ['text', 'date', 'number', 'choice'],
    check: (value, rule, ctx) => (asText(value) === asText(ctx.answers[rule.answer]) ? null : 'notMatching'),
  },
  atLeastOne: {
    appliesTo: ['list'],
    // More than one asked for says how many (messageValues.ts gives the count): 'at least one' read wrong beside seven ticked.
    check: (value, rule) => (Array.isArray(value) && value.length >= (rule.min ?? 1) ? null : (rule.min ?? 1) > 1 ? 'selectAtLeast' : 'selectOption'),
  },
  oneOf: {
    appliesTo: ['text', 'choice', 'number'],
    check: (value, rule) => (rule.values.includes(value as string | number) ? null : 'selectOneOption'),
  },
  fullName: { appliesTo: ['text'], check: (value) => validateFullName(asText(value)) },
  age: { appliesTo: ['number'], check: (value) => (isValidAge(Number(value)) ? null : 'invalidAge') },
  height: {
    appliesTo: ['other'],
    check: (value) => heightProblem(value as HeightValue),
  },
  weight: {
    appliesTo: ['other'],
    check: (value) => weightProblem(value as WeightValue),
  },
  criteriaAnswered: {
    appliesTo: ['other'],
    judgesMissing: true,
    // Which criteria apply depends on the gender given on the same step. The page holds Finish until the questions have
    // come, so a step judged without them is one whose questions could not be loaded: nothing is unanswered then.
    check: (value, _rule, ctx) => {
      if (!ctx.criteria) return 'questionsUnavailable';
      const gender = typeof ctx.answers.gender === 'string' ? ctx.answers.gender : null;
      return unansweredCriteria(ctx.criteria, (value ?? {}) as CriteriaAnswers, gender).length ? 'questionUnanswered' : null;
    },
  },
  offeredOptions: {
    appliesTo: ['choice', 'list'],
    check: (value, rule) => {
      const chosen = Array.isArray(value) ? value : [value];
      return chosen.every((item) => typeof item === 'string' && rule.values.includes(item)) ? null : 'selectOneOption';
    },
  },
  numberBetween: {
    appliesTo: ['number'],
    check: (value, rule) => {
      if (typeof value !== 'number' || !Number.isFinite(value) || (rule.integer && !Number.isInteger(value))) return 'invalidNumber';
      // The message names the bounds (messageValues.ts): 'the range asked for' named a range the page never showed.
      const outside = (rule.min !== undefined && value < rule.min) || (rule.max !== undefined && value > rule.max);
      if (!outside) return null;
      if (rule.min !== undefined && rule.max !== undefined) return 'numberOutOfRange';
      return rule.min !== undefined ? 'numberBelowMin' : 'numberAboveMax';
    },
  },
  isoDate: {
    appliesTo: ['date'],
    check: (value) => (typeof value === 'string' && isIsoDate(value) ? null : 'invalidDate'),
  },
  obGyn: { appliesTo: ['other'], check: (value, _rule, ctx) => obGynError(value as ObGynAnswer, ctx.country.alpha2) },
  healthAnswers: { appliesTo: ['other'], check: (value) => (invalidHealthAnswers(value as HealthAnswers).length ? 'questionUnanswered' : null) },
};

/** Runs one named rule; its `message`, when the campaign gives one, replaces the rule's own. */
export function runRule(rule: RuleRef, value: unknown, ctx: RuleContext): ValidationCode | null {
  const definition = ruleCatalogue[rule.rule] as RuleDefinition<RuleRef>;
  const code = definition.check(value, rule, ctx);
  return code && rule.message ? rule.message : code;
}

export function judgesMissing(rule: RuleRef): boolean {
  return ruleCatalogue[rule.rule].judgesMissing === true;
}

/** The shapes of answer a rule judges. */
export function ruleAppliesTo(rule: RuleRef): readonly AnswerShape[] {
  return ruleCatalogue[rule.rule].appliesTo;
}

export const RULE_NAMES = Object.keys(ruleCatalogue) as RuleName[];
