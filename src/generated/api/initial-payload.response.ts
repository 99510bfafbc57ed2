/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface InitialPayload {
  indication: IndicationRef | null;
  country: string | null;
  study: StudySummary | null;
  featuredStudy: StudySummary | null;
  indicationOverride?: IndicationRef | null;
  leadLpParamId: string;
  leadLpParamsStudyIds: number[];
  enableRecording: boolean;
  participantGroup: {
    id: number;
  } | null;
  analytics: {
    cid: string | null;
    testGroup: number | null;
  };
  /**
   * The visitor's postal code as the CDN in front of the server reads it (GEO_HEADERS), or null.
   */
  postalCode: string | null;
  /**
   * The visitor's region (state, province) as the CDN reads it, or null.
   */
  region: string | null;
  /**
   * The visitor's approximate coordinates as the CDN reads them, or null.
   */
  latlong: null | {
    lat: number;
    lng: number;
  };
  /**
   * The page the visitor came from (origin and path), or null.
   */
  referrerUrl: string | null;
}
/**
 * This interface was referenced by `InitialPayload`'s JSON-Schema
 * via the `definition` "indicationRef".
 */
export interface IndicationRef {
  id: number;
  name: string;
}
/**
 * This interface was referenced by `InitialPayload`'s JSON-Schema
 * via the `definition` "studySummary".
 */
export interface StudySummary {
  id: number;
  externalId: string;
  title: string;
  description: string;
  isSimulation: boolean;
  minAge: number | null;
  maxAge: number | null;
  gender: "any" | "male" | "female";
  patientCompensationAmount?: number | null;
  indicationIds: number[];
  associatedIndications: IndicationRef[];
  /**
   * A special study: the large congratulations banner and call number.
   */
  special: boolean;
  oncology: boolean;
  ctScanAppointment: boolean;
  /**
   * The screener asks the exposure-risk questions (work from home, contact with others, public transport).
   */
  showRiskAssessment: boolean;
  secondaryScreening: boolean;
}
