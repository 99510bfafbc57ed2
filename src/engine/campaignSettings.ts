/** What a campaign's page-level settings decide, one function each, so the page and its tests read the same rule. */
import type { Campaign, Field } from './campaign.ts';
import { stepOf } from './flow.ts';
import { kindSpec } from './fieldKinds.ts';

/**
 * What shows below a step: the campaign's `homeExtras` on its first step, when the visit's payload has what it shows
 * (a featured study, or the visit's own study); nothing elsewhere.
 */
export function homeExtra(campaign: Campaign, stepId: string, payload: { featuredStudy?: unknown; study?: unknown } | null): 'featuredStudy' | 'studyDetails' | null {
  if (stepId !== campaign.home || !payload) return null;
  if (campaign.homeExtras === 'featuredStudy' && payload.featuredStudy) return 'featuredStudy';
  if (campaign.homeExtras === 'studyDetails' && payload.study) return 'studyDetails';
  return null;
}

/** Whether a search from this step adds the healthy-volunteer condition: the campaign says so, or a field of the step does. */
export function searchesWithHealthyVolunteers(campaign: Campaign, stepId: string): boolean {
  return campaign.searchWithHealthyVolunteers || stepOf(campaign, stepId).fields.some((f) => kindSpec(f.kind).searchesWithHealthyVolunteers === true);
}

/** The answers a partner check needs (its field's `requires`) that the step's validation finds missing or wrong. */
export function answersMissingForCheck(field: Field, stepErrors: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(stepErrors).filter((answer) => field.requires?.includes(answer));
}
