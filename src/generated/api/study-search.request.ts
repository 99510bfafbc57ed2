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
   * @maxItems 100
   */
  failedStudyIds?: number[];
}
