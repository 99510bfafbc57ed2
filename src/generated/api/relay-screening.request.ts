/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

/**
 * Sends the stored verdict of a screening (POST /api/screenings answered its id) to the lead of a temporary link.
 */
export interface RelayScreeningRequest {
  slug: string;
  screeningId: string;
}
