/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

/**
 * Query parameters without personal data (prefill parameters are removed by the browser).
 */
export interface PublicQuery {
  [k: string]: string | undefined;
}
