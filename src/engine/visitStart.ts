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
  /** The lead the visit saved, if it did. */
  lead: object | null;
  /** The key of a save the visit sent and heard no answer to (a reload while it was on its way): it may have saved the lead. */
  pendingSaveKey: string | null;
}

/** How a step is arrived at: back through the tab's history or not, and whether its link makes the visit a caregiver's. */
export interface Arrival {
  throughHistory: boolean;
  caregiver: boolean;
  /** The page was opened at this step by a link, a typed address or a bookmark (not a reload, Back, or the page's own navigation). */
  openedByLink: boolean;
}

/**
 * A new visit starts with another campaign, and with a completed visit's home (another person on the same device, a
 * new sign-up), except the home reached back through the tab's history while it still holds the person: that is the
 * visitor going back to change an answer (a one-page screener's answers are all on its home), and their change is saved
 * to their lead rather than found gone, then sent as a second lead. The home opened by a link or a typed address once
 * the visit saved its lead starts one too, finished or not: it is a new sign-up, often another person's (a caregiver
 * who screened the participant, then themselves), and going on typed them over the first person's lead, its passed
 * screening included. A reload, Back and the page's own Back go on. So does a link that answers for someone else where
 * the tab's visit did not (cg=1), or the other way round, never: that is another person's sign-up.
 */
export function startsNewVisit(campaign: Campaign, stepId: string, visit: TabVisit, arrival: Arrival): boolean {
  if (visit.campaign !== campaign.name || visit.path.caregiver !== arrival.caregiver) return true;
  if (stepId !== campaign.home) return false;
  // A save sent and never answered may have stored the lead: another sign-up by link is another person's all the same.
  if (arrival.openedByLink && (visit.lead !== null || visit.pendingSaveKey !== null)) return true;
  return visit.completed && !(arrival.throughHistory && visit.candidate.firstName !== null);
}

/**
 * Whether a lead update goes on with the tab's lead (it changes the lead, it does not start another): not when the
 * tab's visit completed and its person is off the device. Nobody on the page is then known to be that lead's person,
 * and another person on the same device typed their details over the first's lead and took on their consents.
 */
export function updatesTabLead(campaign: Pick<Campaign, 'name' | 'campaignType'>, visit: Omit<TabVisit, 'path' | 'lead' | 'pendingSaveKey'>): boolean {
  return campaign.campaignType === 'Lead Update' && visit.campaign !== campaign.name && !(visit.completed && visit.candidate.firstName === null);
}

/**
 * Whether a new visit of a study search takes on the lead of the visit it leaves: 'Find {product}' from a screener's
 * result or thank-you does, so the search leaves out the studies that lead failed. A search opened by a typed address or
 * a link from elsewhere does not: it is often another person's, and one stored its consents on the first person's lead.
 * Nor does a search whose history entry names another visit than the one it leaves (an entry names the visit that moved
 * to it, then the visit it showed, src/app/flow/stepEntry.ts): that is a search visit the tab did not keep, such as one
 * opened by a typed address whose Back came before the page kept it, and taken up afresh by Forward it stored its
 * search's consents on the lead of whichever visit the tab showed last. An entry that names none is the page's own link's
 * (a reload or a return to it before its code ran is told apart by the router, widgets/router.tsx).
 */
export function searchKeepsLead(campaign: Pick<Campaign, 'name' | 'campaignType'>, left: { campaign: string | null; lead: object | null; visitId: string }, arrival: SearchArrival): boolean {
  if (campaign.campaignType !== 'Study Search' || left.campaign === campaign.name || left.lead === null || arrival.openedByLink) return false;
  return arrival.entryVisit === null || arrival.entryVisit === left.visitId;
}

/** A search's arrival, with the visit its history entry names (null where it names none). */
export interface SearchArrival extends Pick<Arrival, 'openedByLink'> {
  entryVisit: string | null;
}
