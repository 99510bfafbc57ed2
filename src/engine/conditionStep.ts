/** A step that asks about the visit's condition, opened by a visit that has none. */
import type { Campaign } from './campaign.ts';
import { kindSpec } from './fieldKinds.ts';
import { stepOf, stepUrl, type Locale } from './flow.ts';
import { pathStateFrom } from './pathState.ts';
import { visitParamsFrom } from './visitParams.ts';
import type { Query } from '../core/queryParams.ts';

/**
 * Where a step that asks about the visit's condition goes when the visit has none (its address typed or kept in the
 * tab's history by a visit whose link named one): the step after it, as the campaign's own navigation does for such a
 * visit (s6's afterEmail). Shown, it asked "Have you been diagnosed with ?" and stored an answer about nothing.
 * `payloadCondition` is the condition of the visit's payload: undefined until the payload is in, when a study named by
 * the link or the campaign may still bring one. Null when the step may show. A step whose next is decided by a rule
 * goes to the home, as no rule can be asked without the visit's answers.
 */
export function stepWithoutCondition(campaign: Campaign, stepId: string, locale: Locale, query: Query, payloadCondition: number | null | undefined): string | null {
  const step = stepOf(campaign, stepId);
  if (!step.fields.some((field) => kindSpec(field.kind).asksAboutCondition === true)) return null;
  if (pathStateFrom(campaign, query, payloadCondition ?? null).indicationId !== null) return null;
  if (payloadCondition === undefined && (visitParamsFrom(query).studyId ?? campaign.studyId) !== null) return null;
  const next = typeof step.next === 'string' ? step.next : campaign.home;
  return stepUrl(locale, campaign.name, stepOf(campaign, next).path, query);
}
