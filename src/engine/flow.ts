/** The flow model: pure functions from a campaign and a context to steps, progress, nav and URLs. */
import type { Campaign, Field, Step } from './campaign.ts';
import type { RuleContext } from './ruleContext.ts';
import type { Copy } from './catalogueText.ts';
import { rules, isRuleName } from './rules/index.ts';
import { toSearch, type Query } from '../core/queryParams.ts';

import { LOCALES, type Locale } from '../core/locale.ts';
import { answerConditionHolds } from './questions.ts';

export { LOCALES, localeHref, type Locale } from '../core/locale.ts';

export function stepIdByPath(campaign: Campaign, path: string | undefined): string | null {
  if (!path) return null;
  return campaign.stepOrder.find((id) => campaign.steps[id]?.path === path) ?? null;
}

export function stepOf(campaign: Campaign, stepId: string): Step {
  const step = campaign.steps[stepId];
  if (!step) throw new Error(`campaign ${campaign.name} has no step ${stepId}`);
  return step;
}

/**
 * Whether a step cannot be shown without the visit's study: a web screener's (meta.requireStudy), and any booking step,
 * whose calendar books a call or visit for the study (without one it waited for its times for ever).
 */
export function needsStudy(step: Step): boolean {
  return step.meta?.requireStudy === true || step.meta?.book !== undefined;
}

/**
 * Whether a visit may be shown a booking step's calendar: its saved lead passed the study's screening, which is what the
 * server books for (403 SCREENING_REQUIRED otherwise). A calendar opened without one (in a new tab, from a link kept)
 * offered times that every Book refused; such a visitor answers the screener first. Any other step may be shown.
 */
export function mayBook(step: Step, visit: { lead: object | null; screening: { passed: boolean } | null }): boolean {
  return step.meta?.book === undefined || (visit.lead !== null && visit.screening?.passed === true);
}

/** Next step: fixed, or computed by a named navigation rule; with no `next`, the campaign home. */
export function nextStepId(campaign: Campaign, stepId: string, ctx: RuleContext): string {
  const next = stepOf(campaign, stepId).next;
  if (next === undefined) return campaign.home;
  if (typeof next === 'string') return next;
  if (!isRuleName(next.rule)) throw new Error(`unknown rule ${next.rule}`);
  const rule = rules[next.rule];
  if (rule.kind !== 'navigation') throw new Error(`rule ${next.rule} is not a navigation rule`);
  return stepOfOutcome(next, rule.decide(ctx));
}

/** The step a navigation rule's outcome leads to: the step's `next.to` mapping, else the step named like the outcome. */
export function stepOfOutcome(next: { to?: Record<string, string | undefined> }, outcome: string): string {
  return next.to?.[outcome] ?? outcome;
}

export interface Progress {
  visible: boolean;
  current: number;
  total: number;
}

/** Position among the steps that show progress, in document order. */
export function progressOf(campaign: Campaign, stepId: string): Progress {
  const counted = campaign.stepOrder.filter((id) => campaign.steps[id]?.showProgress !== false);
  const index = counted.indexOf(stepId);
  return { visible: index >= 0, current: index + 1, total: counted.length };
}

export interface Nav {
  back: boolean;
  next: boolean;
  nextLabel: Copy;
  /** The label of the button that leaves the step as it is, when the step has one. */
  finishLabel: Copy | null;
}

export function navOf(campaign: Campaign, stepId: string): Nav {
  const step = stepOf(campaign, stepId);
  const isHome = stepId === campaign.home;
  return {
    back: !isHome && step.nav?.back !== false,
    next: step.nav?.next !== false,
    nextLabel: step.nav?.nextLabel ?? 'nav.next',
    finishLabel: step.nav?.finishLabel ?? null,
  };
}

/** Going back is detected when the target step was already finished. */
export function isGoingBack(targetStepId: string, finishedSteps: readonly string[]): boolean {
  return finishedSteps.includes(targetStepId);
}

/**
 * Leaving a step flagged `saveSubject` saves the lead, except when going back (spec §4) with nothing changed since the
 * last save: a change made on the way back is not lost.
 */
export function shouldSaveOnLeave(campaign: Campaign, stepId: string, targetStepId: string, finishedSteps: readonly string[], changedSinceSave: boolean): boolean {
  return stepOf(campaign, stepId).saveSubject === true && (changedSinceSave || !isGoingBack(targetStepId, finishedSteps));
}

/** Fields whose visibility rule or answer condition (if any) holds. */
export function visibleFields(step: Step, ctx: RuleContext): Field[] {
  return step.fields.filter((field) => {
    if (!field.visibleWhen) return true;
    if (typeof field.visibleWhen === 'object') return answerConditionHolds(field.visibleWhen, questionAnswer(ctx, field.visibleWhen.answer));
    if (!isRuleName(field.visibleWhen)) return false;
    const rule = rules[field.visibleWhen];
    return rule.kind === 'visibility' ? rule.holds(ctx) : false;
  });
}

/** A question's answer as the rules see it: as given on this step, else as the candidate holds it from an earlier one. */
function questionAnswer(ctx: RuleContext, key: string): unknown {
  // A visit stored before questions existed has no answers yet.
  return ctx.answers && key in ctx.answers ? ctx.answers[key] : ctx.candidate.answers?.[key];
}

/** `/signup/[LOCALE/]FLOW/STEP?query`: the locale segment only when not English. */
export function stepUrl(locale: Locale, flow: string, stepPath: string, query: Query): string {
  const prefix = locale === 'en' ? '/signup/' : `/signup/${locale}/`;
  return `${prefix}${flow}/${stepPath}${toSearch(query)}`;
}

/** The same page in another language: swaps or removes the locale segment, keeping path and query. */
export interface ParsedRoute {
  locale: Locale;
  flow: string | null;
  stepPath: string | null;
}

/** Reads `/signup/[LOCALE/]FLOW/STEP`. */
export function parseRoute(pathname: string): ParsedRoute {
  const parts = pathname.replace(/^\/signup\/?/, '').split('/').filter(Boolean);
  let locale: Locale = 'en';
  if (parts[0] && (LOCALES as readonly string[]).includes(parts[0])) locale = parts.shift() as Locale;
  return { locale, flow: parts[0] ?? null, stepPath: parts[1] ?? null };
}

/** Flow names accepted in `?s=`: 's6' or the legacy bare number '6'. */
export function flowNameFrom(value: string | undefined, known: (name: string) => boolean): string | null {
  if (!value) return null;
  const v = value.trim().toLowerCase();
  if (known(v)) return v;
  if (/^\d+$/.test(v) && known(`s${v}`)) return `s${v}`;
  return null;
}
