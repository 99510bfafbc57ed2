/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface ESignStartResponse {
  customerURL: string;
}
