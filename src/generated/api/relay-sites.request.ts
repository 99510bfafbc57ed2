/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

/**
 * A study's sites near the lead of a temporary link.
 */
export interface RelaySitesRequest {
  slug: string;
  studyId: number;
}
