import { describe, expect, it } from 'vitest';
import { emptyCandidate, type Candidate } from '../core/candidate.ts';
import { leadFieldsOf, leadSaveBody, leadSignature, type LeadSource } from './leadBody.ts';
import { MODULE_KINDS } from './fieldKinds.ts';

const source: LeadSource = { campaign: 's6', locale: 'en', leadLpParamId: null, studyId: null };

const full: Candidate = {
  ...emptyCandidate('US'),
  firstName: 'Jane', lastName: 'Doe', gender: 'female', age: 35, birthDate: '1990-03-15', email: 'jane@example.com',
  phone: '+12125550123', phoneValid: true, postalCode: '10001', postalCodeValid: true, indicationIds: [3, 4],
};

describe('leadSaveBody', () => {
  it('maps the candidate onto the lead-save body', () => {
    expect(leadSaveBody(full, source)).toEqual({
      country: 'US', preferredLanguage: 'en', indications: [3, 4], sourceInfo: { campaign: 's6' },
      firstName: 'Jane', lastName: 'Doe', phone1: '+12125550123', email: 'jane@example.com', postalCode: '10001',
      gender: 'female', dateOfBirth: '1990-03-15', age: 35,
    });
  });

  it('leaves out fields the candidate has not given', () => {
    expect(leadSaveBody(emptyCandidate('GB'), { ...source, locale: 'es' })).toEqual({
      country: 'GB', preferredLanguage: 'es', indications: [], sourceInfo: { campaign: 's6' },
    });
  });

  it('adds the landing-page parameter id to the source info', () => {
    expect(leadSaveBody(full, { ...source, leadLpParamId: 'lp-9' }).sourceInfo).toEqual({ campaign: 's6', leadLpParamId: 'lp-9' });
  });

  it('adds the study to the source study ids and source info', () => {
    const body = leadSaveBody(full, { ...source, studyId: 77, leadLpParamId: 'lp-9' });
    expect(body.sourceStudyIds).toEqual([77]);
    expect(body.sourceInfo).toEqual({ campaign: 's6', leadLpParamId: 'lp-9', studyId: 77 });
  });

  it('has no source study ids without a study', () => {
    expect(leadSaveBody(full, source).sourceStudyIds).toBeUndefined();
  });

  it('sends the ad-security platform answer in additionalFields', () => {
    const adSecurity = { responses: ['builtin', 'click_accepted'], transactionId: 'tx-1' };
    expect(leadSaveBody({ ...full, adSecurity }, source).additionalFields).toEqual({ adSecurityPlatformResponse: adSecurity });
    expect(leadSaveBody(full, source).additionalFields).toBeUndefined();
  });
});

describe('leadSaveBody: cancer questions, exposure risk and OB/GYN', () => {
  it('sends each under additionalFields once the candidate has it, and nothing of them before', () => {
    const oncologyResponse = { cancerType: 'lung', cancerStage: 'stage2', treatmentStatus: 'notStarted' } as const;
    const riskAssessment = { wfh: 'yes', interactivity: 'no', publicTrans: 'prefer_not_to_answer' } as const;
    const obGyn = { firstName: 'Ruth', lastName: 'Ortega', phone: '+17135550110' };
    const body = leadSaveBody({ ...emptyCandidate('US'), oncologyResponse, riskAssessment, obGyn }, source);
    expect(body.additionalFields).toEqual({ oncologyResponse, riskAssessment, obGyn });
    expect(leadSaveBody(emptyCandidate('US'), source).additionalFields).toBeUndefined();
  });

  it("keeps a module kind's answer at the lead field the spec gives it (how they heard: additionalFields.referringGroup), the others under answers", () => {
    const body = leadSaveBody({ ...emptyCandidate('US'), ctScanAppointmentDate: '2027-01-02', answers: { referringGroup: 'doctor', smokingStatus: 'former' } }, source);
    expect(body.additionalFields).toEqual({ ctScanAppointmentDate: '2027-01-02', referringGroup: 'doctor' });
    expect(body.answers).toEqual({ smokingStatus: 'former' });
    const onlyPlaced = leadSaveBody({ ...emptyCandidate('US'), answers: { referringGroup: 'social' } }, source);
    expect(onlyPlaced.additionalFields).toEqual({ referringGroup: 'social' });
    expect(onlyPlaced.answers).toBeUndefined();
  });

  it('a module kind has a lead field of its own only when it names one and holds an answer', () => {
    expect([...leadFieldsOf([
      { answer: 'referringGroup', leadField: 'referringGroup' },
      { answer: 'smokingStatus' },
      { answer: null, leadField: 'obGyn' },
    ])]).toEqual([['referringGroup', 'referringGroup']]);
  });

  it("keeps the partner opt-out status and the caregiver's own birth date with the lead", () => {
    const body = leadSaveBody({ ...emptyCandidate('US'), leadSpecialStatus: 'partner_opt_out', caregiverBirthDate: '1961-02-03', caregiver: { firstName: 'Ann', lastName: 'Lee', relationship: 'Parent' } }, source);
    expect(body.additionalFields).toEqual({ leadSpecialStatus: 'partner_opt_out' });
    expect(body.caregiver).toMatchObject({ firstName: 'Ann', lastName: 'Lee', caregiverRelationship: 'Parent', dateOfBirth: '1961-02-03' });
    const withoutBirthDate = leadSaveBody({ ...emptyCandidate('US'), caregiver: { firstName: 'Ann', lastName: 'Lee', relationship: 'Parent' } }, source).caregiver;
    expect(withoutBirthDate?.dateOfBirth).toBeUndefined();
    // A visit without a landing-page id is the campaign's direct traffic.
    expect(withoutBirthDate?.sourceId).toBe('s6:direct');
  });

  it('no two module kinds claim the same lead field, and each claims one the spec gives a visitor\'s answer', () => {
    const claimed = MODULE_KINDS.flatMap((kind) => (kind.leadField ? [kind.leadField] : []));
    expect(claimed).toContain('referringGroup');
    expect(new Set(claimed).size).toBe(claimed.length);
  });
});

describe('leadSignature', () => {
  it('is the same for candidates that save the same lead, and differs when a saved field differs', () => {
    expect(leadSignature({ ...full })).toBe(leadSignature(full));
    expect(leadSignature({ ...full, firstName: 'Janet' })).not.toBe(leadSignature(full));
    expect(leadSignature({ ...full, indicationIds: [3] })).not.toBe(leadSignature(full));
    expect(leadSignature({ ...full, answers: { q1: 'yes' } })).not.toBe(leadSignature(full));
    expect(leadSignature({ ...full, caregiver: { firstName: 'Ann', lastName: 'Doe', relationship: 'Parent' } })).not.toBe(leadSignature(full));
  });

  it('reads nothing the save does not store (what a check found is not the lead)', () => {
    expect(leadSignature({ ...full, postalCodeValid: false, phoneValid: false })).toBe(leadSignature(full));
  });
});
