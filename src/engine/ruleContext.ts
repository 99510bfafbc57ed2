/** What rules may look at: the candidate, the visit's path state and the study. Pure data, no I/O. */
import type { Candidate } from '../core/candidate.ts';
import type { CountrySettings } from '../core/countries.ts';

export interface PathState {
  /** Indication preselected by the path (`indicationIds[]`, the study's, or the payload's). */
  indicationId: number | null;
  skipDiagnosis: boolean;
  genderRequired: boolean;
  caregiver: boolean;
}

export interface StudyBounds {
  id: number;
  minAge: number | null;
  maxAge: number | null;
  isSimulation: boolean;
}

export interface RuleContext {
  candidate: Candidate;
  path: PathState;
  country: CountrySettings;
  study: StudyBounds | null;
}
