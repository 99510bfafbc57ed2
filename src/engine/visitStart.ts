/** Whether a step's arrival starts a new visit of its campaign, or goes on with the tab's. */
import type { Campaign } from './campaign.ts';
import type { Candidate } from '../core/candidate.ts';
import type { PathState } from './ruleContext.ts';

export interface TabVisit {
  campaign: string | null;
  completed: boolean;
  /** The tab's person: a lead is saved only with a name (spec §5), so a completed visit without one no longer holds them (a reload after the finish takes them off the device). */
  candidate: Pick<Candidate, 'firstName'>;
  /** Whether the tab's visit is a caregiver's, answering for the participant, by its link (cg) or its campaign. */
  path: Pick<PathState, 'caregiver'>;
}

/** How a step is arrived at: back through the tab's history or not, and whether its link makes the visit a caregiver's. */
export interface Arrival {
  throughHistory: boolean;
  caregiver: boolean;
}

/**
 * A new visit starts with another campaign, and with a completed visit's home (another person on the same device, a
 * new sign-up), except the home reached back through the tab's history while it still holds the person: that is the
 * visitor going back to change an answer (a one-page screener's answers are all on its home), and their change is saved
 * to their lead rather than found gone, then sent as a second lead. A link that answers for someone else where the
 * tab's visit did not (cg=1), or the other way round, starts one too: it is another person's sign-up, and going on
 * typed them over the first person's lead, with a caregiver no page of the new visit asked about.
 */
export function startsNewVisit(campaign: Campaign, stepId: string, visit: TabVisit, arrival: Arrival): boolean {
  if (visit.campaign !== campaign.name || visit.path.caregiver !== arrival.caregiver) return true;
  return visit.completed && stepId === campaign.home && !(arrival.throughHistory && visit.candidate.firstName !== null);
}

/**
 * Whether a lead update goes on with the tab's lead (it changes the lead, it does not start another): not when the
 * tab's visit completed and its person is off the device. Nobody on the page is then known to be that lead's person,
 * and another person on the same device typed their details over the first's lead and took on their consents.
 */
export function updatesTabLead(campaign: Pick<Campaign, 'name' | 'campaignType'>, visit: Omit<TabVisit, 'path'>): boolean {
  return campaign.campaignType === 'Lead Update' && visit.campaign !== campaign.name && !(visit.completed && visit.candidate.firstName === null);
}
