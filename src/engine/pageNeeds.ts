/** What a step, or any step of a campaign, needs from the page, as its fields' kinds declare it (fieldKinds.ts). */
import type { Campaign } from './campaign.ts';
import type { Step } from '../generated/campaign.ts';
import { kindSpec, type PageNeed } from './fieldKinds.ts';
import type { SubmitWork } from './submitPlan.ts';

export function stepNeeds(step: Pick<Step, 'fields'> | undefined, need: PageNeed): boolean {
  return step?.fields.some((field) => kindSpec(field.kind).needs?.includes(need)) ?? false;
}

export function campaignNeeds(campaign: Pick<Campaign, 'stepOrder' | 'steps'>, need: PageNeed): boolean {
  return campaign.stepOrder.some((id) => stepNeeds(campaign.steps[id], need));
}

/**
 * Whether leaving a step should ask for the coordinators' slots now: its work screens the visitor, and the campaign has
 * a coordinators' calendar the screening may lead to, which then shows them with its first frame.
 */
export function asksSlotsBesideScreening(campaign: Pick<Campaign, 'stepOrder' | 'steps'>, work: readonly SubmitWork[]): boolean {
  return work.some((w) => w.kind === 'saveAndScreen' || w.kind === 'screen') && campaignNeeds(campaign, 'secondaryScreeningSlots');
}

/**
 * Whether a step, while on screen, asks the coordinators' slots ahead: leaving it screens the visitor (a search page
 * never screens), and the campaign has a coordinators' calendar the screening may lead to.
 */
export function asksSlotsAhead(campaign: Pick<Campaign, 'stepOrder' | 'steps'>, stepId: string): boolean {
  const meta = campaign.steps[stepId]?.meta;
  return meta?.screen === true && !meta.search && campaignNeeds(campaign, 'secondaryScreeningSlots');
}

/**
 * Whether a step's offers load as it shows: a page without a search (ss8) loads them at once; a search page (ss7) with
 * its search, or with the search it shows already (a refresh, or Back from a study's card, gives the results back).
 */
export function loadsOffersOnArrival(step: Pick<Step, 'fields' | 'meta'>, searchShown: boolean): boolean {
  return stepNeeds(step, 'offers') && (step.meta?.search !== true || searchShown);
}
