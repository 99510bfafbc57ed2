/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

/**
 * Known parameters are typed; other query parameters of the visit are accepted and ignored.
 */
export interface InitialPayloadQuery {
  signup: string;
  language?: "en" | "es";
  indicationId?: number;
  studyId?: number;
  pGroupId?: number;
  indicationNameOverrideId?: number;
  country?: string;
  cid?: string;
  tg?: number;
}
