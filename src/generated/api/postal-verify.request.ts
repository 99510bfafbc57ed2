/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface PostalVerifyRequest {
  postalCode: string;
  /**
   * alpha-3 country code
   */
  country: string;
}
