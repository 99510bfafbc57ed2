/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface CanCallNowRequest {
  /**
   * @maxItems 200
   */
  indicationIds: number[];
  country: string;
  postalCode?: string;
}
