/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface StudySearchResponse {
  /**
   * false for an invalid postal code (the results are then empty)
   */
  valid: boolean;
  studies: StudyCard[];
  nearbyStudies: StudyCard[];
  searchedPostalCode: string;
}
/**
 * This interface was referenced by `StudySearchResponse`'s JSON-Schema
 * via the `definition` "card".
 */
export interface StudyCard {
  id: number;
  title: string;
  description: string;
  /**
   * Miles to the nearest site, to one decimal; null where our postal directory cannot place the visitor (a study recruiting across the country).
   */
  distance: number | null;
  compensation: number | null;
  indicationIds: number[];
  indicationNames: string[];
  webScreenerUrl: string | null;
  healthyVolunteer: boolean;
}
