/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

/**
 * An error the browser reports (spec §7 'Error reporting'): severity, message and non-personal context.
 */
export interface ClientErrorRequest {
  severity: "fatal" | "error" | "warning" | "info";
  message: string;
  code?: string;
  stack?: string;
  /**
   * Small facts about the failure (an API call's route and status, a study-site id), as text; never personal data.
   */
  details?: {
    [k: string]: string | null | undefined;
  };
  context: {
    /**
     * The campaign (flow name) of the visit.
     */
    campaign: string | null;
    /**
     * The campaign's flow type.
     */
    flow: string | null;
    /**
     * The page's path (no query string).
     */
    page: string;
    /**
     * The visit's step trail, as step paths, oldest first.
     *
     * @maxItems 50
     */
    pageHistory: string[];
    query: PublicQuery;
    /**
     * The lead landing-page parameter id of the visit.
     */
    leadLpParamId: string | null;
    locale?: "en" | "es";
    userAgent?: string;
  };
}
/**
 * Query parameters without personal data (prefill parameters are removed by the browser).
 */
export interface PublicQuery {
  [k: string]: string | undefined;
}
