/** Whether a step's arrival starts a new visit of its campaign, or goes on with the tab's. */
import type { Campaign } from './campaign.ts';
import type { Candidate } from '../core/candidate.ts';

export interface TabVisit {
  campaign: string | null;
  completed: boolean;
  /** The tab's person: a lead is saved only with a name (spec §5), so a completed visit without one no longer holds them (a reload after the finish takes them off the device). */
  candidate: Pick<Candidate, 'firstName'>;
}

/**
 * A new visit starts with another campaign, and with a completed visit's home (another person on the same device, a
 * new sign-up), except the home reached back through the tab's history while it still holds the person: that is the
 * visitor going back to change an answer (a one-page screener's answers are all on its home), and their change is saved
 * to their lead rather than found gone, then sent as a second lead.
 */
export function startsNewVisit(campaign: Campaign, stepId: string, visit: TabVisit, throughHistory: boolean): boolean {
  if (visit.campaign !== campaign.name) return true;
  return visit.completed && stepId === campaign.home && !(throughHistory && visit.candidate.firstName !== null);
}

/**
 * Whether a lead update goes on with the tab's lead (it changes the lead, it does not start another): not when the
 * tab's visit completed and its person is off the device. Nobody on the page is then known to be that lead's person,
 * and another person on the same device typed their details over the first's lead and took on their consents.
 */
export function updatesTabLead(campaign: Pick<Campaign, 'name' | 'campaignType'>, visit: TabVisit): boolean {
  return campaign.campaignType === 'Lead Update' && visit.campaign !== campaign.name && !(visit.completed && visit.candidate.firstName === null);
}
