/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

/**
 * The built-in partner pixel: the partner, the event and the landing-page id only.
 */
export interface PartnerPixelQuery {
  partner: "liveconnect" | "liveintent";
  event: string;
  lp?: string;
}
