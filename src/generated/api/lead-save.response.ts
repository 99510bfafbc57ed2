/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface LeadSaveResponse {
  id: string;
  /**
   * Secret that lets this browser update or add consents to the lead it created.
   */
  updateToken: string;
}
