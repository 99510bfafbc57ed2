/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

/**
 * The platform's response list and transaction id, kept on the candidate and sent in the lead's additionalFields.
 */
export interface AdSecurityClickResponse {
  responses: string[];
  transactionId: string;
}
