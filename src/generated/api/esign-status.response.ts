/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface ESignStatusResponse {
  status: string;
  consentText: string;
  /**
   * Once signed, read by the signing link: the page to return to (the signing page shows it rather than a second signature).
   */
  returnPath?: string;
}
