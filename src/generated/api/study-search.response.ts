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
  distance: number;
  compensation: number | null;
  indicationIds: number[];
  indicationNames: string[];
  webScreenerUrl: string | null;
  healthyVolunteer: boolean;
}
