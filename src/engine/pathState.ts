/** Path state from the visit's query parameters and campaign (cg, sd/skipDiag, g, indicationIds[]). */
import type { Campaign } from './campaign.ts';
import type { PathState } from './ruleContext.ts';
import { flagSet, indicationIdsFrom, toSearch, type Query } from '../core/queryParams.ts';

export function pathStateFrom(campaign: Campaign, query: Query, payloadIndicationId: number | null): PathState {
  const fromQuery = indicationIdsFrom(toSearch(query))[0] ?? null;
  return {
    indicationId: fromQuery ?? payloadIndicationId,
    skipDiagnosis: flagSet(query, 'sd', 'skipDiag'),
    genderRequired: flagSet(query, 'g'),
    // A campaign that says either way overrides the link: s15 has no caregiver, even with cg=1. An adult-caregiver
    // campaign asks on its page who the participant is, and 'Someone else' makes the visit a caregiver's: a link's cg
    // labelled the fields the participant's beside 'Myself' chosen.
    caregiver: campaign.caregiverType === 'adult' ? false : campaign.hasCaregiver ?? flagSet(query, 'cg'),
    caregiverType: campaign.caregiverType,
  };
}
