/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface RouterLogRequest {
  /**
   * The campaign, by name: one this server runs.
   */
  signup: string;
  study_external_id?: string | null;
  to: string;
  from: string;
  query?: PublicQuery;
  path: string;
  /**
   * The visit's landing (the initial payload's leadLpParamId).
   */
  leadLpParamId?: string;
}
/**
 * Query parameters without personal data (prefill parameters are removed by the browser).
 */
export interface PublicQuery {
  [k: string]: string | undefined;
}
