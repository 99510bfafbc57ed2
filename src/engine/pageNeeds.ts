/** What a step, or any step of a campaign, needs from the page, as its fields' kinds declare it (fieldKinds.ts). */
import type { Campaign } from './campaign.ts';
import type { Step } from '../generated/campaign.ts';
import { kindSpec, type PageNeed } from './fieldKinds.ts';

export function stepNeeds(step: Pick<Step, 'fields'> | undefined, need: PageNeed): boolean {
  return step?.fields.some((field) => kindSpec(field.kind).needs?.includes(need)) ?? false;
}

export function campaignNeeds(campaign: Pick<Campaign, 'stepOrder' | 'steps'>, need: PageNeed): boolean {
  return campaign.stepOrder.some((id) => stepNeeds(campaign.steps[id], need));
}
