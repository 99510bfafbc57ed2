/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

/**
 * The conversion after the lead is saved, matched to its click by the transaction id.
 */
export interface AdSecurityConversionRequest {
  studyId: number;
  utmSource: string;
  campaign: string;
  transactionId: string;
}
