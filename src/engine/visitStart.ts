/** Whether a step's arrival starts a new visit of its campaign, or goes on with the tab's. */
import type { Campaign } from './campaign.ts';

export interface TabVisit {
  campaign: string | null;
  completed: boolean;
  /** Whether the tab still holds the person (a reload after the finish takes them off the device). */
  holdsPerson: boolean;
}

/**
 * A new visit starts with another campaign, and with a completed visit's home (another person on the same device, a
 * new sign-up), except the home reached back through the tab's history while it still holds the person: that is the
 * visitor going back to change an answer (a one-page screener's answers are all on its home), and their change is saved
 * to their lead rather than found gone, then sent as a second lead.
 */
export function startsNewVisit(campaign: Campaign, stepId: string, visit: TabVisit, throughHistory: boolean): boolean {
  if (visit.campaign !== campaign.name) return true;
  return visit.completed && stepId === campaign.home && !(throughHistory && visit.holdsPerson);
}
