/** Builds the lead-save body (spec §7) from the candidate. */
import type { Candidate } from '../core/candidate.ts';
import { textDigest } from '../core/textDigest.ts';
import type { LeadSaveRequest } from '../generated/api/lead-save.request.ts';
import type { Locale } from './flow.ts';
import type { VisitParams } from './visitParams.ts';
import { MODULE_KINDS } from './fieldKinds.ts';
import type { KindModule, LeadAdditionalField } from './kinds/kindModule.ts';

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

type AdditionalFields = NonNullable<LeadSaveRequest['additionalFields']>;

/** The module kinds' lead fields (kinds/kindModule.ts's leadField), by their answer keys. */
export function leadFieldsOf(kinds: readonly Pick<KindModule, 'answer' | 'leadField'>[]): ReadonlyMap<string, LeadAdditionalField> {
  return new Map(kinds.flatMap((kind) => (kind.answer && kind.leadField ? [[kind.answer, kind.leadField] as const] : [])));
}

const LEAD_FIELDS = leadFieldsOf(MODULE_KINDS);

/** The candidate's answers split into those the lead keeps at their kind's own field and the rest. */
function placedAnswers(given: Candidate['answers']): { placed: Partial<AdditionalFields>; answers: Candidate['answers'] } {
  const placed: Record<string, unknown> = {};
  const answers: Candidate['answers'] = {};
  for (const [key, value] of Object.entries(given)) {
    const field = LEAD_FIELDS.get(key);
    if (field) placed[field] = value;
    else answers[key] = value;
  }
  // The lead-save schema checks each placed value against its kind's choices (types:generate derives it).
  return { placed: placed as Partial<AdditionalFields>, answers };
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
  // A module kind the spec gives a place of its own goes there; the campaign's own questions and the other module
  // kinds go under answers, which the server checks against the campaign named in sourceInfo.
  const { placed, answers } = placedAnswers(candidate.answers);
  if (Object.keys(placed).length) body.additionalFields = { ...body.additionalFields, ...placed };
  if (Object.keys(answers).length) body.answers = answers;
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

/** The same source for every signature: a lead's source does not change within a visit, its answers do. */
const SIGNATURE_SOURCE: LeadSource = { campaign: '', locale: 'en', leadLpParamId: null, studyId: null };

/**
 * A digest of what a save of this candidate stores of the person and their answers: two candidates with the same
 * signature save the same lead. The tab keeps the signature of the last save, to see whether answers changed since.
 */
export function leadSignature(candidate: Candidate): string {
  return textDigest(JSON.stringify(leadSaveBody(candidate, SIGNATURE_SOURCE)));
}
