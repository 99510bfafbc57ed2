/**
 * Which visit the tab left for another campaign's a history entry goes back to. A tab keeps one visit at a time, and a
 * visit of another campaign begins afresh: Back from a study's screener to the search, then Forward, found the screener
 * finished before empty, and sent again it made the visitor a second lead; Back from a result's "Search other trials"
 * found the screener empty too. The visits left are kept (src/app/state/visitsLeft.ts) and given back by the history.
 */

/** A visit the tab left for another campaign's: its id (FlowState.visitId) and its campaign. */
export interface VisitLeft {
  visit: string;
  campaign: string;
}

/** A step arrived at: its campaign, the visit its history entry names (null where it names none), and how it came. */
export interface EntryArrival {
  campaign: string;
  entryVisit: string | null;
  throughHistory: boolean;
}

/**
 * The visit left (the latest first in `left`) that an arrival through the browser's Back or Forward returns to, or null
 * to go on as before (a link or the page's own move is a new arrival, and an entry of the tab's own visit is its own).
 * An entry names the visit that made it: a step's entry its own visit's, but the entry of a campaign's first step names
 * the visit it was moved to from (a link names none), so such an entry returns to the latest visit left of its campaign.
 * An entry that names a visit no longer kept, of no other campaign known to the tab, returns to none.
 */
export function visitToResume(left: readonly VisitLeft[], current: { campaign: string | null; visitId: string }, arrival: EntryArrival): string | null {
  if (!arrival.throughHistory) return null;
  const named = left.find((v) => v.visit === arrival.entryVisit);
  if (named) return named.campaign === arrival.campaign ? named.visit : latestOf(left, arrival.campaign, current);
  if (arrival.entryVisit !== null && arrival.entryVisit !== current.visitId) return null;
  return latestOf(left, arrival.campaign, current);
}

/** The latest visit left of `campaign`, when the tab's visit is another campaign's. */
function latestOf(left: readonly VisitLeft[], campaign: string, current: { campaign: string | null }): string | null {
  if (current.campaign === campaign) return null;
  return left.find((v) => v.campaign === campaign)?.visit ?? null;
}
