/**
 * Validates a step's answers (spec §5). Each field's answer is first required or not (the field's `required`, else
 * its kind's default); a given answer then meets its kind's rules and the campaign's `rules`, named from the one
 * catalogue (validation/ruleCatalogue.ts). Returns one error code per failing answer.
 */
import type { Field } from './campaign.ts';
import { answerKeyOf, kindSpec, type AnswerKey } from './fieldKinds.ts';
import { isQuestionKind, questionRules } from './questions.ts';
import type { CountrySettings } from '../core/countries.ts';
import type { Criterion } from '../core/eligibility/criteria.ts';
import { judgesMissing, runRule, type RuleContext, type RuleRef, type ValidationCode } from './validation/ruleCatalogue.ts';

export type { ValidationCode };
/** A step's answers by answer key: the product's own kinds' keys, and the campaign's questions' keys. */
export type StepAnswers = Partial<Record<AnswerKey, unknown>> & Record<string, unknown>;
export type StepErrors = Partial<Record<AnswerKey, ValidationCode>> & Record<string, ValidationCode>;

export interface ValidationContext {
  country: CountrySettings;
  /** ISO date of today in the visitor's calendar. */
  today: string;
  /** The study's criteria, for a StudyCriteria field (absent until loaded). */
  criteria?: readonly Criterion[];
}

/** Nothing, blank text or an empty list. */
function given(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return !(Array.isArray(value) && value.length === 0);
}

/** The rules a field's answer meets: its kind's (a question's from its own options and bounds), then the campaign's. */
export function fieldRules(field: Field): readonly RuleRef[] {
  return [...(kindSpec(field.kind).rules ?? []), ...(isQuestionKind(field.kind) ? questionRules(field) : []), ...(field.rules ?? [])];
}

export function isRequired(field: Field, country: CountrySettings): boolean {
  const spec = kindSpec(field.kind);
  return (field.required ?? spec.requiredByDefault) && (spec.requiredWhere?.({ country }) ?? true);
}

function validateAnswer(field: Field, value: unknown, pageCtx: RuleContext): ValidationCode | null {
  const spec = kindSpec(field.kind);
  const ctx = spec.isoDates ? { ...pageCtx, isoDates: true } : pageCtx;
  const rules = fieldRules(field);
  if (!(spec.answered ?? given)(value)) {
    const judge = rules.find(judgesMissing);
    if (judge) return runRule(judge, value, ctx);
    return isRequired(field, ctx.country) ? spec.missingCode ?? 'required' : null;
  }
  for (const rule of rules) {
    const code = runRule(rule, value, ctx);
    if (code) return code;
  }
  return null;
}

export function validateStep(fields: readonly Field[], answers: StepAnswers, ctx: ValidationContext): StepErrors {
  const errors: StepErrors = {};
  const ruleContext: RuleContext = { ...ctx, answers };
  for (const field of fields) {
    const key = answerKeyOf(field);
    if (!key) continue;
    const code = validateAnswer(field, answers[key], ruleContext);
    if (code) errors[key] = code;
  }
  return errors;
}
