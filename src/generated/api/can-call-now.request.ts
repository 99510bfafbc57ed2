/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface CanCallNowRequest {
  /**
   * @maxItems 200
   */
  indicationIds: number[];
  country: string;
  postalCode?: string;
  /**
   * The visitor's lead, with its x-lead-token header: without a postalCode, the lead's stored postal code and country are checked (a finished visit keeps neither on the device).
   */
  leadId?: string;
}
