/**
 * The prefilled-lead relay (spec §7): someone already known (an existing lead) gets a temporary link; its slug reads
 * the lead's details to prefill a screener, sends the screening result back, and updates the lead's indications.
 * Every message answers null when the relay answers 401: the link is unknown, expired, or (for a write) already used.
 */
import type { RelayPatientInfoResponse } from '../../../generated/api/relay-patient-info.response.ts';

/** The lead's details the screener is prefilled with (personal data: sent only to the holder of the slug). */
export type PatientInfo = RelayPatientInfoResponse['prePopFields'];

/** The server's own verdict on a screening, as stored by POST /api/screenings (never a verdict a browser sent). */
export interface RelayScreeningResult {
  screeningId: string;
  studyId: number;
  campaign: string;
  passed: boolean;
  fullyQualified: boolean;
  criteriaQualified: boolean;
  bioQualified: boolean;
  siteId: number | null;
  reasons: string[];
  screenedAt: string;
}

export interface RelaySite {
  id: number;
  ssExtId: string;
  /** Miles; null where the built-in directory cannot place the visitor or the site (siteSearch.ts). */
  distance: number | null;
}

export interface RelayAccepted {
  accepted: true;
}

export interface RelayAdapter {
  /** temp_links/{slug}/patient_info */
  patientInfo(slug: string): Promise<PatientInfo | null>;
  /** subjects/subreg/screening */
  submitScreening(slug: string, result: RelayScreeningResult): Promise<RelayAccepted | null>;
  /** subjects/subreg/indications (slug and indications) */
  updateIndications(slug: string, indicationIds: number[]): Promise<RelayAccepted | null>;
  /** temp_links/{slug}/study/{studyId}/sites */
  studySites(slug: string, studyId: number): Promise<RelaySite[] | null>;
}
