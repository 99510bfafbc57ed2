/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface StudySearchRequest {
  postalCode: string;
  country: string;
  query?: string;
  /**
   * @maxItems 50
   */
  indicationIds?: number[];
  realtime?: boolean;
  nt?: boolean;
  locale?: "en" | "es";
  /**
   * Studies this visitor failed, as the browser knows them (anonymous searches).
   *
   * @maxItems 100
   */
  failedStudyIds?: number[];
  /**
   * The visitor's lead, with its x-lead-token header: studies its stored screenings failed are left out too.
   */
  leadId?: string;
}
