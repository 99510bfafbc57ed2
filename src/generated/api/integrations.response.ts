/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

/**
 * The third-party scripts and pixel the page loads (null: none, or the built-in default).
 */
export interface IntegrationsResponse {
  tagManagerUrl: string | null;
  chatScriptUrl: string | null;
  partnerPixelUrl: string;
}
