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
 * The visit left that an arrival through the browser's Back or Forward returns to: the one its history entry names
 * (each step's entry names the visit it showed, src/app/flow/stepEntry.ts), when the tab keeps it and it is of
 * the step's campaign; else null, to go on as before. A link or the page's own move is a new arrival; an entry naming
 * no visit kept is not taken for any other visit of its campaign (two screeners of one campaign, for two studies, are
 * two people's as often as one's). Never the visit the tab shows (`shown`): one kept as left while a page of the tab
 * was loaded anew is older than the same visit given back by the browser's back-forward cache and gone on since, and
 * taking it up went back to its old step without the lead saved since (a second lead once the steps were done again).
 */
export function visitToResume(left: readonly VisitLeft[], arrival: EntryArrival, shown: string): string | null {
  if (!arrival.throughHistory || arrival.entryVisit === shown) return null;
  return left.find((v) => v.visit === arrival.entryVisit && v.campaign === arrival.campaign)?.visit ?? null;
}
