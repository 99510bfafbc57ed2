/**
 * What campaigns:check says about a field's `rules`: each must judge the kind of answer the field gives, mean
 * something (a pattern that compiles, bounds in order) and, for matchesField, name an answer asked on the same step.
 */
import type { Field } from '../campaign.ts';
import { isFieldKind, kindSpec } from '../fieldKinds.ts';
import { compilePattern, ruleAppliesTo, runRule, type RuleContext } from './ruleCatalogue.ts';
import { resolveCountry } from '../../core/countries.ts';
import type { ValidationRule } from '../../generated/campaign.ts';
import { isoDate } from '../../core/dates.ts';
import { AGE_OPTION_MAX, AGE_OPTION_MIN, ageOptions } from '../../core/age.ts';
import { SHORT_TEXT_MAX_LENGTH } from '../questions.ts';

export interface RuleProblem {
  /** JSON pointer below the field. */
  at: string;
  message: string;
}

/** An ISO date that exists (the schema's pattern lets '2026-02-31' through). */
function isCalendarDate(iso: string): boolean {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return isoDate(y, m, d) === iso;
}

function boundsProblem(rule: ValidationRule): string | null {
  switch (rule.rule) {
    case 'pattern': return compilePattern(rule.pattern) ? null : `pattern '${rule.pattern}' is not a valid regular expression`;
    case 'length':
    case 'ageRange':
      if (rule.min === undefined && rule.max === undefined) return `rule '${rule.rule}' needs 'min' or 'max'`;
      return rule.min !== undefined && rule.max !== undefined && rule.min > rule.max ? `'min' (${rule.min}) is above 'max' (${rule.max})` : null;
    case 'dateRange': {
      if (rule.notBefore === undefined && rule.notAfter === undefined) return "rule 'dateRange' needs 'notBefore' or 'notAfter'";
      const bad = [rule.notBefore, rule.notAfter].find((b) => b !== undefined && b !== 'today' && !isCalendarDate(b));
      if (bad) return `'${bad}' is not a date`;
      // Two fixed dates out of order; one from today to a fixed end is judged on the day (dateRangeGoneBy).
      const both = rule.notBefore !== undefined && rule.notAfter !== undefined && rule.notBefore !== 'today' && rule.notAfter !== 'today';
      return both && (rule.notBefore as string) > (rule.notAfter as string) ? `'notBefore' (${rule.notBefore}) is after 'notAfter' (${rule.notAfter})` : null;
    }
    default: return null;
  }
}

/**
 * The answers a choice field offers, where they are known: its options, its kind's choices, or the values its kind's
 * own oneOf takes (Gender's male, female and other). Null for a field whose answers are free.
 */
function offeredAnswers(field: Field): ReadonlyArray<string | number> | null {
  if (field.options) return field.options.map((option) => option.value);
  const spec = kindSpec(field.kind);
  if (spec.choices) return spec.choices;
  const own = (spec.rules ?? []).find((rule) => rule.rule === 'oneOf');
  return own?.rule === 'oneOf' ? own.values : null;
}

/** The ages probed: every whole age a person can have, and past it. */
const AGES = Array.from({ length: 151 }, (_, age) => age);
const AGE_CONTEXT: RuleContext = { country: resolveCountry('US'), today: '2026-01-01', answers: {} };

/**
 * Whether some whole age passes the rules together with the field's kind's own rules on ages (BirthDate takes 0 to
 * 120) and, for Age, among the ages its list offers (18 to 101): a campaign's rules can only narrow the kind's, and
 * ones outside it let no answer through.
 */
function someAgePasses(rules: readonly ValidationRule[], field: Field): boolean {
  // Age's own rule (1 to 119) is wider than the ages its list offers, which are what is probed for it.
  const own = (kindSpec(field.kind).rules ?? []).filter((r) => r.rule === 'ageRange');
  return (answersAnAge(field) ? ageOptions() : AGES).some((age) => [...rules, ...own].every((r) => runRule(r, age, AGE_CONTEXT) === null));
}

/** What the kind takes, as the message names it. */
function agesTaken(field: Field): string {
  return answersAnAge(field) ? `one ${field.kind} offers (${AGE_OPTION_MIN} to ${AGE_OPTION_MAX})` : `one ${field.kind} takes`;
}

const NO_ANSWER = 'no answer could pass, and the step could not be left';

/**
 * A question's own settings and its rules that no answer meets together: more options asked for than it offers, a
 * shortest answer longer than its longest, numbers whose bounds (its own, and an age range on them) leave none.
 */
function settingsProblems(field: Field): RuleProblem[] {
  const rules = field.rules ?? [];
  const problems: RuleProblem[] = [];
  rules.forEach((rule, i) => {
    const offered = field.options?.length ?? (isFieldKind(field.kind) ? kindSpec(field.kind).mostChosen : undefined);
    if (rule.rule === 'atLeastOne' && offered !== undefined && (rule.min ?? 1) > offered) {
      const together = field.options ? 'the field offers' : `${field.kind} lets a visitor tick together`;
      problems.push({ at: `/rules/${i}/min`, message: `asks for at least ${rule.min} options of the ${offered} ${together}: ${NO_ANSWER}` });
    }
    if (rule.rule === 'length' && field.kind === 'ShortText' && rule.min !== undefined && rule.min > (field.maxLength ?? SHORT_TEXT_MAX_LENGTH)) {
      problems.push({ at: `/rules/${i}/min`, message: `asks for at least ${rule.min} characters where the field takes at most ${field.maxLength ?? SHORT_TEXT_MAX_LENGTH} (maxLength): ${NO_ANSWER}` });
    }
  });
  // Age ranges alone that leave no age are said by the age check; here the field's own bounds are in it.
  if (field.kind === 'Number' && (field.min !== undefined || field.max !== undefined)) {
    const ranges = rules.flatMap((rule, i) => (rule.rule === 'ageRange' ? [{ rule, i }] : []));
    const lowest = Math.max(field.min ?? -Infinity, ...ranges.map(({ rule }) => rule.min ?? -Infinity));
    const highest = Math.min(field.max ?? Infinity, ...ranges.map(({ rule }) => rule.max ?? Infinity));
    const none = field.integer ? Math.ceil(lowest) > Math.floor(highest) : lowest > highest;
    // Bounds out of order alone are said where they are (the schema's min and max, the rule's own).
    const each = [field.min === undefined || field.max === undefined || field.min <= field.max, ...ranges.map(({ rule }) => !boundsProblem(rule))].every(Boolean);
    if (none && each) {
      const last = ranges.at(-1);
      problems.push({ at: last ? `/rules/${last.i}` : '/max', message: `no ${field.integer ? 'whole ' : ''}number is from ${lowest} to ${highest}, the bounds of the field${ranges.length ? ' and its age ranges' : ''} together: ${NO_ANSWER}` });
    }
  }
  return problems;
}

/** Whether the field's answer is an age itself (Age), not a date an age is reckoned from. */
function answersAnAge(field: Field): boolean {
  return (kindSpec(field.kind).rules ?? []).some((r) => r.rule === 'age');
}

type AgeBound = Extract<ValidationRule, { rule: 'ageRange' | 'oneOf' }>;

/** The field's rules that bound the age it gives: its age ranges, and a list of answers where the answer is the age. */
function boundsTheAge(rule: ValidationRule, field: Field): rule is AgeBound {
  return rule.rule === 'ageRange' || (rule.rule === 'oneOf' && answersAnAge(field));
}

function agesOf(rule: AgeBound): string {
  return rule.rule === 'oneOf' ? `one of ${rule.values.join(', ')}` : `${rule.min ?? 0} to ${rule.max ?? 'any'}`;
}

/**
 * A date range from today whose fixed end has gone by: no date passes it now or ever, and the step cannot be left.
 * 'today' moves on, so only this order of the two is for good.
 */
function dateRangeGoneBy(rule: ValidationRule, today: string): string | null {
  if (rule.rule !== 'dateRange' || rule.notBefore !== 'today' || rule.notAfter === undefined || rule.notAfter === 'today') return null;
  return rule.notAfter < today ? `no date passes: 'notBefore' is today and 'notAfter' (${rule.notAfter}) has gone by, so the step could never be left` : null;
}

/** The problems of a field's rules; `today` (ISO) judges a date range from today. */
export function fieldRuleProblems(field: Field, answersOnStep: ReadonlySet<string>, today: string): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const spec = kindSpec(field.kind);
  (field.rules ?? []).forEach((rule, i) => {
    const at = `/rules/${i}`;
    if (!spec.shape) { problems.push({ at, message: `a ${field.kind} field holds no answer for rule '${rule.rule}' to judge` }); return; }
    const shapes = ruleAppliesTo(rule);
    if (!shapes.includes(spec.shape)) { problems.push({ at: `${at}/rule`, message: `rule '${rule.rule}' judges a ${shapes.join(' or ')} answer; ${field.kind} gives a ${spec.shape}` }); return; }
    const bounds = boundsProblem(rule) ?? dateRangeGoneBy(rule, today);
    if (bounds) problems.push({ at, message: bounds });
    else if (boundsTheAge(rule, field) && !someAgePasses([rule], field)) problems.push({ at, message: `no age ${rule.rule === 'oneOf' ? `among ${rule.values.join(', ')}` : `from ${agesOf(rule)}`} is ${agesTaken(field)}: ${NO_ANSWER}` });
    if (rule.rule === 'oneOf') {
      const offered = offeredAnswers(field);
      const never = offered ? rule.values.filter((value) => !offered.includes(value)) : [];
      if (offered && never.length) {
        const passing = offered.filter((value) => rule.values.includes(value));
        problems.push({ at: `${at}/values`, message: `${never.map((v) => `'${v}'`).join(', ')} ${never.length === 1 ? 'is not an answer' : 'are not answers'} ${field.kind} offers (${offered.join(', ')})${passing.length ? '' : ': no answer could pass, and the step could not be left'}` });
      }
    }
    if (rule.rule === 'matchesField') {
      if (rule.answer === spec.answer) problems.push({ at: `${at}/answer`, message: `a field cannot match its own answer '${rule.answer}'` });
      else if (!answersOnStep.has(rule.answer)) problems.push({ at: `${at}/answer`, message: `matches '${rule.answer}', which no field on the same step answers (its answers: ${[...answersOnStep].join(', ')})` });
    }
  });
  // Each bound possible alone, none together: said once, at the last of them (one alone passes, as it was kept).
  const bounds = (field.rules ?? []).flatMap((rule, i) => (spec.shape && ruleAppliesTo(rule).includes(spec.shape) && boundsTheAge(rule, field) && !boundsProblem(rule) && someAgePasses([rule], field) ? [{ rule, i }] : []));
  const last = bounds.at(-1);
  if (last && !someAgePasses(bounds.map((r) => r.rule), field)) {
    problems.push({ at: `/rules/${last.i}`, message: `no age passes this field's age rules together (${bounds.map(({ rule }) => agesOf(rule)).join('; ')}): ${NO_ANSWER}` });
  }
  return [...problems, ...settingsProblems(field)];
}
