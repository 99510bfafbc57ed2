/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

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
