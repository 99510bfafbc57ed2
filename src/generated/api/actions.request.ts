/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface ActionsRequest {
  /**
   * The campaign, by name: one this server runs.
   */
  signup: string;
  routePath: string;
  screener?: {
    hasQuestions?: boolean;
  };
  /**
   * @maxItems 20
   */
  actions: string[];
  query?: PublicQuery;
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
