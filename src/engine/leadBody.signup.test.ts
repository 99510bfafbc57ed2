import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptyCandidate, type Candidate } from '../core/candidate.ts';
import { HEALTH_QUESTIONS, surveyQuestions } from '../core/healthQuestions.ts';
import { caregiverSourceId, leadSaveBody, type LeadSource } from './leadBody.ts';
import { visitParamsFrom } from './visitParams.ts';

const source: LeadSource = { campaign: 's6', locale: 'en', leadLpParamId: 'lp-123', studyId: null };

const participant: Candidate = {
  ...emptyCandidate('US'),
  firstName: 'Kid', lastName: 'Smith', gender: 'male', age: 12, birthDate: '2013-05-01', email: 'parent@example.com',
  phone: '+12125550123', phoneValid: true, postalCode: '10001', postalCodeValid: true, indicationIds: [3],
};

describe('leadSaveBody: caregiver', () => {
  it('adds the caregiver block with names, relationship, source id, contact details and country', () => {
    const candidate: Candidate = { ...participant, caregiver: { firstName: 'Mary Ann', lastName: 'Smith', relationship: 'Parent' } };
    expect(leadSaveBody(candidate, source).caregiver).toEqual({
      firstName: 'Mary Ann', lastName: 'Smith', caregiverRelationship: 'Parent', sourceId: 's6:lp-123',
      phone1: '+12125550123', email: 'parent@example.com', postalCode: '10001', country: 'US',
    });
  });

  it('builds the source id from the campaign and the landing-page parameter id', () => {
    const candidate: Candidate = { ...participant, caregiver: { firstName: 'A', lastName: 'B', relationship: 'Spouse' } };
    expect(leadSaveBody(candidate, { ...source, campaign: 'ws10', leadLpParamId: 'xyz' }).caregiver?.sourceId).toBe('ws10:xyz');
    expect(caregiverSourceId({ ...source, campaign: 'ws10', leadLpParamId: 'xyz' })).toBe('ws10:xyz');
  });

  it("uses the candidate's country for the caregiver", () => {
    const candidate: Candidate = { ...participant, country: 'GB', postalCode: 'SW1A 1AA', caregiver: { firstName: 'A', lastName: 'B', relationship: 'Friend' } };
    const body = leadSaveBody(candidate, source);
    expect(body.caregiver?.country).toBe('GB');
    expect(body.caregiver?.postalCode).toBe('SW1A 1AA');
    expect(body.caregiver?.caregiverRelationship).toBe('Friend');
  });

  it('leaves out caregiver names and contact details that are not known', () => {
    const candidate: Candidate = { ...emptyCandidate('CA'), caregiver: { firstName: null, lastName: null, relationship: 'Caregiver' } };
    expect(leadSaveBody(candidate, source).caregiver).toEqual({ caregiverRelationship: 'Caregiver', sourceId: 's6:lp-123', country: 'CA' });
  });

  it('has no caregiver block without a caregiver', () => {
    expect(leadSaveBody(participant, source).caregiver).toBeUndefined();
  });

  it('property: the caregiver source id is always `${campaign}:${leadLpParamId}`', () => {
    const id = fc.stringMatching(/^[a-z0-9-]{1,20}$/);
    fc.assert(fc.property(id, id, (campaign, leadLpParamId) => {
      const candidate: Candidate = { ...participant, caregiver: { firstName: 'A', lastName: 'B', relationship: 'Parent' } };
      expect(leadSaveBody(candidate, { ...source, campaign, leadLpParamId }).caregiver?.sourceId).toBe(`${campaign}:${leadLpParamId}`);
    }));
  });
});

describe('leadSaveBody: demographics', () => {
  it('sends height, weight and ethnicities', () => {
    const body = leadSaveBody({ ...participant, heightCm: 170.2, weightKg: 68, ethnicities: [1, 6] }, source);
    expect(body.heightCm).toBe(170.2);
    expect(body.weightKg).toBe(68);
    expect(body.ethnicities).toEqual([1, 6]);
  });

  it('leaves them out when not given', () => {
    const body = leadSaveBody(participant, source);
    expect(body.heightCm).toBeUndefined();
    expect(body.weightKg).toBeUndefined();
    expect(body.ethnicities).toBeUndefined();
    expect(body.additionalFields?.surveyQuestions).toBeUndefined();
  });

  it('sends the nine survey questions in the additional fields', () => {
    const survey = surveyQuestions({
      insurance: 'yes', education: 'GED', income: '0-15k', isLGBTQMember: 'no', isVeteran: 'no', mentalHealth: 'no', physicalDisability: 'no',
    });
    const body = leadSaveBody({ ...participant, surveyQuestions: survey }, source);
    expect(body.additionalFields?.surveyQuestions).toEqual(survey);
    expect(body.additionalFields?.surveyQuestions).toHaveLength(9);
    expect(body.additionalFields?.surveyQuestions?.map((q) => q.questionText)).toEqual(HEALTH_QUESTIONS.map((q) => q.text));
  });
});

describe('leadSaveBody: visit parameters', () => {
  const withVisit = (query: Record<string, string>) => leadSaveBody(participant, { ...source, visit: visitParamsFrom(query) });

  it('hc marks a hot call', () => {
    expect(withVisit({ hc: '1' }).additionalFields?.hotCall).toBe(true);
    expect(withVisit({ hc: '' }).additionalFields?.hotCall).toBe(true);
  });

  it('no hot call without hc, or with hc turned off', () => {
    expect(withVisit({}).additionalFields?.hotCall).toBeUndefined();
    expect(withVisit({ hc: '0' }).additionalFields?.hotCall).toBeUndefined();
    expect(withVisit({ hc: 'false' }).additionalFields?.hotCall).toBeUndefined();
  });

  it('tg sets the test group', () => {
    expect(withVisit({ tg: '3' }).sourceInfo?.testGroup).toBe(3);
    expect(withVisit({ tg: '0' }).sourceInfo?.testGroup).toBe(0);
    expect(withVisit({ tg: 'abc' }).sourceInfo?.testGroup).toBeUndefined();
  });

  it('o sets the offer id', () => {
    expect(withVisit({ o: 'offer-77' }).sourceInfo?.offerId).toBe('offer-77');
    expect(withVisit({ o: '  ' }).sourceInfo?.offerId).toBeUndefined();
  });

  it('pgroup sets the participant group id', () => {
    expect(withVisit({ pgroup: '12' }).sourceInfo?.participantGroupId).toBe(12);
    expect(withVisit({ pgroup: 'x' }).sourceInfo?.participantGroupId).toBeUndefined();
  });

  it('studySiteId sets the study site', () => {
    expect(withVisit({ studySiteId: '456' }).sourceInfo?.studySiteId).toBe(456);
    expect(withVisit({ studySiteId: '0' }).sourceInfo?.studySiteId).toBeUndefined();
  });

  it('combines every visit parameter with the campaign source info', () => {
    const body = leadSaveBody(participant, {
      ...source, studyId: 9, visit: visitParamsFrom({ hc: '1', tg: '2', o: 'abc', pgroup: '5', studySiteId: '456' }),
    });
    expect(body.sourceInfo).toEqual({ campaign: 's6', leadLpParamId: 'lp-123', studyId: 9, studySiteId: 456, testGroup: 2, offerId: 'abc', participantGroupId: 5 });
    expect(body.additionalFields).toEqual({ hotCall: true });
  });

  it('keeps hot call and survey questions side by side', () => {
    const survey = surveyQuestions({ physicalDisability: 'yes', disability: 'none' });
    const body = leadSaveBody({ ...participant, surveyQuestions: survey }, { ...source, visit: visitParamsFrom({ hc: '1' }) });
    expect(body.additionalFields).toEqual({ hotCall: true, surveyQuestions: survey });
  });

  it('adds nothing without visit parameters', () => {
    const body = leadSaveBody(participant, { ...source, visit: visitParamsFrom({}) });
    expect(body.sourceInfo).toEqual({ campaign: 's6', leadLpParamId: 'lp-123' });
    expect(body.additionalFields).toBeUndefined();
  });
});
