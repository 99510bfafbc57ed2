/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface SiteSchedulingStatusResponse {
  enabled: boolean;
}
