/** What rules may look at: the candidate, the visit's path state and the study. Pure data, no I/O. */
import type { Candidate } from '../core/candidate.ts';
import type { CountrySettings } from '../core/countries.ts';
import type { Criterion } from '../core/eligibility/criteria.ts';

export interface PathState {
  /** Indication preselected by the path (`indicationIds[]`, the study's, or the payload's). */
  indicationId: number | null;
  skipDiagnosis: boolean;
  genderRequired: boolean;
  caregiver: boolean;
  /** The campaign's caregiver type: an adult caregiver first says who the participant is. */
  caregiverType?: 'adult' | 'parent_child' | null;
}

export interface StudyBounds {
  id: number;
  minAge: number | null;
  maxAge: number | null;
  isSimulation: boolean;
  oncology?: boolean;
  ctScanAppointment?: boolean;
  /** The study asks the exposure-risk questions. */
  showRiskAssessment?: boolean;
  /** The gender the study takes; absent is read as any. */
  gender?: 'any' | 'male' | 'female';
  /** The study screens further with a coordinator (its minimal screener applies). */
  secondaryScreening?: boolean;
}

export interface RuleContext {
  candidate: Candidate;
  path: PathState;
  country: CountrySettings;
  study: StudyBounds | null;
  /** The current step's answers so far: a field may depend on another field of the same step. */
  answers?: Record<string, unknown>;
  /** The server's verdict on this visit's screening, once there is one. */
  screening?: { passed: boolean; fullyQualified?: boolean } | null;
  /** A booking is stored on this device for the visit's study. */
  booked?: boolean;
  /** Site scheduling is enabled for the nearest study site. */
  siteSchedulingEnabled?: boolean;
  /** A study search has been made on this page (ss7 then shows results instead of its form). */
  searched?: boolean;
  /** The page is 768 px wide or less. */
  narrowViewport?: boolean;
  /** ISO date of today in the visitor's calendar: an age follows from a birth date typed on the step. */
  today?: string;
  /** The study's criteria as the page has them; null or absent until loaded. */
  criteria?: readonly Criterion[] | null;
}
