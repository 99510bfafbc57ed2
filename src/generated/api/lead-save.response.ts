/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface LeadSaveResponse {
  id: string;
  /**
   * Secret that lets this browser update or add consents to the lead it created.
   */
  updateToken: string;
  /**
   * With `withScreening` only: the server's verdict on the saved lead's answers, or null when none could be given (the browser then asks POST /api/screenings, whose answer says why).
   */
  screening?: ScreeningResponse | null;
}
export interface ScreeningResponse {
  screeningId: string | null;
  passed: boolean;
  fullyQualified: boolean;
  bioQualified: boolean;
  criteriaQualified: boolean;
  siteFound: boolean;
  siteId: number | null;
  ssExtId: string | null;
  reasons: string[];
  view: "congratulations" | "alreadyMatched" | "disqualified" | "noSite";
}
