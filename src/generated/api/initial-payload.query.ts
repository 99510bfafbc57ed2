/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

/**
 * Known parameters are typed; other query parameters of the visit are accepted and ignored.
 */
export interface InitialPayloadQuery {
  signup: string;
  /**
   * The landing this visit already has (its leadLpParamId), given back when it is one of this signup's, so a reload is not a landing of its own.
   */
  landingId?: string;
  language?: "en" | "es";
  indicationId?: number;
  studyId?: number;
  pGroupId?: number;
  indicationNameOverrideId?: number;
  country?: string;
  cid?: string;
  tg?: number;
  /**
   * The page the visitor came from: origin and path only (src/core/referrer.ts).
   */
  referrer?: string;
}
