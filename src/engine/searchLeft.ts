/**
 * A study search left for a study's screener (its card is a link to another campaign): what the search page gives back
 * when the visitor returns to it. A visit moving to another campaign starts afresh, so without this the browser's Back
 * from a study card found the search page empty: no postal code, no conditions, no results.
 */
import type { Candidate } from '../core/candidate.ts';
import type { Campaign } from './campaign.ts';
import type { ConsentRecord } from './consentRecords.ts';

/** What the visitor gave a search page: the place, the conditions, and the agreement an international visitor ticks. */
export type SearchInputs = Pick<Candidate, 'postalCode' | 'country' | 'indicationIds' | 'consentGiven'>;

export interface LeftSearch<Results> {
  /** The study-search campaign searched on. */
  campaign: string;
  inputs: SearchInputs;
  results: Results;
  /** The landing the search page's visit arrived by: a return to it is no new arrival. */
  landing: string | null;
  /**
   * The consents the page gave, waiting for a lead (the agreement an international visitor ticked, with its words): a
   * box given back ticked stands only beside the words it was ticked beside (consentAnswersOnFile).
   */
  consents: ConsentRecord[];
}

/** The search a visit leaves behind as it moves to another campaign: a search made, on the campaign being left. */
export function searchLeft<Results>(state: { campaign: string | null; candidate: Candidate; search: Results | null; landing: string | null; pendingConsents: readonly ConsentRecord[] }): LeftSearch<Results> | null {
  if (state.campaign === null || state.search === null) return null;
  const { postalCode, country, indicationIds, consentGiven } = state.candidate;
  return { campaign: state.campaign, inputs: { postalCode, country, indicationIds, consentGiven }, results: state.search, landing: state.landing, consents: [...state.pendingConsents] };
}

/**
 * What a study search gives back of the search left on it: the page as the visitor left it (what they gave it, and the
 * results it showed) and the landing it arrived by (a new one was recorded for each return from a study card), when
 * they come back to the same search through the browser's Back or Forward. A link back (a screener's "find other
 * studies") gives back no results, as before: they would still list a study the visit has failed meanwhile (what was
 * typed on the page comes back as its draft, src/app/state/stepDraft.ts).
 */
export function searchOnReturn<Results>(left: LeftSearch<Results> | null, campaign: Pick<Campaign, 'name' | 'campaignType'>, throughHistory: boolean): Omit<LeftSearch<Results>, 'campaign'> | null {
  if (left === null || !throughHistory || campaign.campaignType !== 'Study Search' || left.campaign !== campaign.name) return null;
  return { inputs: left.inputs, results: left.results, landing: left.landing, consents: left.consents };
}
