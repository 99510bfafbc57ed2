/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface RouterLogRequest {
  signup: string;
  study_external_id?: string | null;
  to: string;
  from: string;
  query?: PublicQuery;
  path: string;
  leadLpParamId?: string;
}
/**
 * Query parameters without personal data (prefill parameters are removed by the browser).
 */
export interface PublicQuery {
  [k: string]: string | undefined;
}
