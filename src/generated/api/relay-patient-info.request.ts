/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

/**
 * The slug of a temporary link, in the body so it stays out of URLs and access logs.
 */
export interface RelayPatientInfoRequest {
  slug: string;
}
