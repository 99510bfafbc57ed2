/** Builds the lead-save body (spec §7) from the candidate. */
import type { Candidate } from '../core/candidate.ts';
import type { LeadSaveRequest } from '../generated/api/lead-save.request.ts';
import type { Locale } from './flow.ts';

export interface LeadSource {
  campaign: string;
  locale: Locale;
  leadLpParamId: string | null;
  studyId: number | null;
}

export function leadSaveBody(candidate: Candidate, source: LeadSource): LeadSaveRequest {
  const body: LeadSaveRequest = {
    country: candidate.country,
    preferredLanguage: source.locale,
    indications: candidate.indicationIds,
    sourceInfo: { campaign: source.campaign },
  };
  if (candidate.firstName) body.firstName = candidate.firstName;
  if (candidate.lastName) body.lastName = candidate.lastName;
  if (candidate.phone) body.phone1 = candidate.phone;
  if (candidate.email) body.email = candidate.email;
  if (candidate.postalCode) body.postalCode = candidate.postalCode;
  if (candidate.gender) body.gender = candidate.gender;
  if (candidate.birthDate) body.dateOfBirth = candidate.birthDate;
  if (candidate.age !== null) body.age = candidate.age;
  if (source.leadLpParamId) body.sourceInfo = { ...body.sourceInfo, leadLpParamId: source.leadLpParamId };
  if (source.studyId !== null) {
    body.sourceStudyIds = [source.studyId];
    body.sourceInfo = { ...body.sourceInfo, studyId: source.studyId };
  }
  return body;
}
