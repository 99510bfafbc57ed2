/** Builds the lead-save body (spec §7) from the candidate. */
import type { Candidate } from '../core/candidate.ts';
import type { LeadSaveRequest } from '../generated/api/lead-save.request.ts';
import type { Locale } from './flow.ts';
import type { VisitParams } from './visitParams.ts';

export interface LeadSource {
  campaign: string;
  locale: Locale;
  leadLpParamId: string | null;
  studyId: number | null;
  /** Query-parameter facts of the visit (hot call, test group, offer, study site); absent in older callers. */
  visit?: VisitParams;
}

/** A caregiver's lead carries its source: the visit it came from. */
export function caregiverSourceId(source: LeadSource): string {
  return `${source.campaign}:${source.leadLpParamId ?? 'direct'}`;
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
  const visit = source.visit;
  if (visit?.studySiteId) body.sourceInfo = { ...body.sourceInfo, studySiteId: visit.studySiteId };
  if (visit?.testGroup !== null && visit?.testGroup !== undefined) body.sourceInfo = { ...body.sourceInfo, testGroup: visit.testGroup };
  if (visit?.offerId) body.sourceInfo = { ...body.sourceInfo, offerId: visit.offerId };
  if (visit?.participantGroupId) body.sourceInfo = { ...body.sourceInfo, participantGroupId: visit.participantGroupId };
  if (visit?.hotCall) body.additionalFields = { ...body.additionalFields, hotCall: true };
  if (candidate.referringGroup) body.additionalFields = { ...body.additionalFields, referringGroup: candidate.referringGroup as NonNullable<NonNullable<LeadSaveRequest['additionalFields']>['referringGroup']> };
  if (candidate.ctScanAppointmentDate) body.additionalFields = { ...body.additionalFields, ctScanAppointmentDate: candidate.ctScanAppointmentDate };
  if (candidate.leadSpecialStatus) body.additionalFields = { ...body.additionalFields, leadSpecialStatus: candidate.leadSpecialStatus };
  if (candidate.adSecurity) body.additionalFields = { ...body.additionalFields, adSecurityPlatformResponse: candidate.adSecurity };
  if (candidate.heightCm !== null) body.heightCm = candidate.heightCm;
  if (candidate.weightKg !== null) body.weightKg = candidate.weightKg;
  if (candidate.ethnicities.length) body.ethnicities = candidate.ethnicities as NonNullable<LeadSaveRequest['ethnicities']>;
  if (candidate.oncologyResponse) body.additionalFields = { ...body.additionalFields, oncologyResponse: candidate.oncologyResponse };
  if (candidate.riskAssessment) body.additionalFields = { ...body.additionalFields, riskAssessment: candidate.riskAssessment };
  if (candidate.obGyn) body.additionalFields = { ...body.additionalFields, obGyn: candidate.obGyn };
  if (candidate.surveyQuestions.length) body.additionalFields = { ...body.additionalFields, surveyQuestions: candidate.surveyQuestions };
  // The campaign's own questions: the server checks each against the campaign named in sourceInfo.
  if (Object.keys(candidate.answers).length) body.answers = { ...candidate.answers };
  if (candidate.caregiver) {
    body.caregiver = {
      caregiverRelationship: candidate.caregiver.relationship,
      sourceId: caregiverSourceId(source),
      country: candidate.country,
    };
    if (candidate.caregiver.firstName) body.caregiver.firstName = candidate.caregiver.firstName;
    if (candidate.caregiver.lastName) body.caregiver.lastName = candidate.caregiver.lastName;
    if (candidate.phone) body.caregiver.phone1 = candidate.phone;
    if (candidate.email) body.caregiver.email = candidate.email;
    if (candidate.postalCode) body.caregiver.postalCode = candidate.postalCode;
    if (candidate.caregiverBirthDate) body.caregiver.dateOfBirth = candidate.caregiverBirthDate;
  }
  return body;
}
