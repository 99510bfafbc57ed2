/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

/**
 * A click on a flagged page, tracked with the study and the traffic source only (no personal data).
 */
export interface AdSecurityClickRequest {
  studyId: number;
  utmSource: string;
  campaign: string;
}
