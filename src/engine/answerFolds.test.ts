import { describe, expect, it } from 'vitest';
import { emptyCandidate } from '../core/candidate.ts';
import { COUNTRIES } from '../core/countries.ts';
import { ANSWER_FOLDS } from './answerFolds.ts';
import { applyAnswers, type ApplyContext } from './applyAnswers.ts';
import { BUILT_IN_ANSWER_KEYS } from './fieldKinds.ts';

const ctx: ApplyContext = { country: COUNTRIES.US, today: '2026-03-02', path: { indicationId: 42, skipDiagnosis: false, genderRequired: false, caregiver: false } };
const fresh = () => emptyCandidate('US');

describe('ANSWER_FOLDS', () => {
  it('has a fold for exactly the built-in kinds\' answer keys', () => {
    expect(Object.keys(ANSWER_FOLDS).sort()).toEqual([...BUILT_IN_ANSWER_KEYS].sort());
  });

  it('reads the caregiver\'s name and relationship once, together', () => {
    const both = applyAnswers(fresh(), { caregiverName: 'Jo Bloggs', caregiverRelationship: 'Parent' }, ctx);
    expect(both.caregiver).toEqual({ firstName: 'Jo', lastName: 'Bloggs', relationship: 'Parent' });
    const relationshipOnly = applyAnswers(both, { caregiverRelationship: 'Spouse' }, ctx);
    expect(relationshipOnly.caregiver).toEqual({ firstName: 'Jo', lastName: 'Bloggs', relationship: 'Spouse' });
    const nameOnly = applyAnswers(relationshipOnly, { caregiverName: 'Sam Lee' }, ctx);
    expect(nameOnly.caregiver).toEqual({ firstName: 'Sam', lastName: 'Lee', relationship: 'Spouse' });
  });

  it("clears the consent choices given for another participant, unless given with the new one's answer", () => {
    const asMyself = applyAnswers(fresh(), { participant: 'myself', healthDataConsent: true, commercialConsent: true }, ctx);
    expect([asMyself.medicalRecordsConsent, asMyself.commercialConsent]).toEqual([true, true]);
    const switched = applyAnswers(asMyself, { participant: 'someone_else' }, ctx);
    expect([switched.medicalRecordsConsent, switched.commercialConsent]).toEqual([null, null]);
    // Given beside the new choice (ws21's box on the same page), they are the new participant's.
    const together = applyAnswers(asMyself, { participant: 'someone_else', healthDataConsent: false, commercialConsent: false }, ctx);
    expect([together.medicalRecordsConsent, together.commercialConsent]).toEqual([false, false]);
    // The same participant again, or the first choice of one, keeps them.
    expect(applyAnswers(asMyself, { participant: 'myself' }, ctx).medicalRecordsConsent).toBe(true);
    expect(applyAnswers({ ...fresh(), medicalRecordsConsent: true }, { participant: 'someone_else' }, ctx).medicalRecordsConsent).toBe(true);
    expect(applyAnswers(switched, { participant: 'myself', commercialConsent: true }, ctx)).toMatchObject({ medicalRecordsConsent: null, commercialConsent: true });
  });

  it('applies the participant after the caregiver, and the partner consent after the contact consent', () => {
    const caregiverStep = applyAnswers(fresh(), { caregiverName: 'Jo Bloggs', caregiverRelationship: 'Parent', participant: 'someone_else' }, ctx);
    expect(caregiverStep.caregiver).toEqual({ firstName: 'Jo', lastName: 'Bloggs', relationship: 'Caregiver' });
    expect(applyAnswers(fresh(), { caregiverName: 'Jo Bloggs', participant: 'myself' }, ctx).caregiver).toBeNull();
    expect(applyAnswers(fresh(), { participant: 'someone_else' }, ctx).caregiver).toEqual({ firstName: null, lastName: null, relationship: 'Caregiver' });
    const partner = applyAnswers(fresh(), { consent: true, partnerConsent: { connect: 'no' } }, ctx);
    expect(partner).toMatchObject({ consentGiven: false, leadSpecialStatus: expect.any(String) });
    expect(applyAnswers(fresh(), { consent: true, partnerConsent: { connect: 'yes', transfer: 'yes' } }, ctx)).toMatchObject({ consentGiven: true, leadSpecialStatus: null });
  });

  it('reads the step\'s phone, postal code and dates in the country chosen on the same step', () => {
    const gb = applyAnswers(fresh(), { country: 'GB', phone: '020 7946 0018', postalCode: 'sw1a 1aa', birthDate: '31/12/1980' }, ctx);
    expect(gb).toMatchObject({ country: 'GB', phone: '+442079460018', phoneValid: true, postalCode: 'SW1A 1AA', birthDate: '1980-12-31' });
  });

  it('changes nothing for a booking, the partner check or an unchosen participant', () => {
    const before = fresh();
    expect(applyAnswers(before, { booking: { slotId: 'a:1' }, partnerCheck: 1, participant: 'nobody' }, ctx)).toEqual(before);
  });

  it('keeps each consent only as the choice it is', () => {
    expect(applyAnswers(fresh(), { healthDataConsent: false }, ctx).medicalRecordsConsent).toBe(false);
    expect(applyAnswers(fresh(), { healthDataConsent: true }, ctx).medicalRecordsConsent).toBe(true);
    // Not yet answered (the box shown empty): nothing is recorded.
    expect(applyAnswers(fresh(), { healthDataConsent: undefined }, ctx).medicalRecordsConsent).toBeNull();
    expect(applyAnswers(fresh(), { commercialConsent: true }, ctx).commercialConsent).toBe(true);
    expect(applyAnswers(fresh(), { commercialConsent: 'yes' }, ctx).commercialConsent).toBe(false);
    expect(applyAnswers(fresh(), { commercialConsent: undefined }, ctx).commercialConsent).toBe(false);
  });

  it('keeps how they heard of us (a module kind) trimmed with the answers, and no answer as none', () => {
    expect(applyAnswers(fresh(), { referringGroup: ' social ' }, ctx).answers).toEqual({ referringGroup: 'social' });
    expect(applyAnswers({ ...fresh(), answers: { referringGroup: 'doctor' } }, { referringGroup: '  ' }, ctx).answers).toEqual({});
    expect(applyAnswers(fresh(), { referringGroup: { group: 'social' } }, ctx).answers).toEqual({});
  });

  it('reads the caregiver\'s birth date in the country\'s order, and keeps only a CT scan date after today', () => {
    expect(applyAnswers(fresh(), { caregiverBirthDate: '04/12/1960' }, ctx).caregiverBirthDate).toBe('1960-04-12');
    expect(applyAnswers(fresh(), { caregiverBirthDate: '13/40/1960' }, ctx).caregiverBirthDate).toBeNull();
    expect(applyAnswers(fresh(), { ctScanDate: '03/03/2026' }, ctx).ctScanAppointmentDate).toBe('2026-03-03');
    for (const day of ['03/02/2026', '03/01/2026', 'soon']) {
      expect(applyAnswers({ ...fresh(), ctScanAppointmentDate: '2026-05-01' }, { ctScanDate: day }, ctx).ctScanAppointmentDate, day).toBeNull();
    }
  });

  it('keeps the study\'s answers and the questionnaire only when given, and a height or weight only when entered', () => {
    const before = { ...fresh(), criteriaAnswers: { 1: [2] }, heightCm: 170, weightKg: 70 };
    expect(applyAnswers(before, { criteria: { 3: [9] } }, ctx).criteriaAnswers).toEqual({ 3: [9] });
    for (const criteria of [null, undefined, 'x']) expect(applyAnswers(before, { criteria }, ctx).criteriaAnswers).toEqual({ 1: [2] });
    expect(applyAnswers(before, { healthAnswers: undefined }, ctx).surveyQuestions).toEqual([]);
    expect(applyAnswers(before, { healthAnswers: undefined }, ctx).healthAnswers).toBeNull();
    // The answers as chosen are kept beside the survey's entries (for the form on Back), not what follows from them.
    const chosen = { insurance: 'no', physicalDisability: 'no' };
    const kept = applyAnswers(before, { healthAnswers: chosen }, ctx);
    expect(kept.healthAnswers).toStrictEqual({ insurance: 'no', physicalDisability: 'no' });
    expect(kept.healthAnswers).not.toBe(chosen);
    expect(kept.surveyQuestions.find((q) => q.questionId === 8)?.questionResponseText).toBe('none');
    // How they heard, answered on an earlier step, is the questionnaire's answer too (which no longer asks it).
    const heard = applyAnswers({ ...before, answers: { referringGroup: 'sponsor' } }, { healthAnswers: { insurance: 'no' } }, ctx).surveyQuestions;
    expect(heard.find((q) => q.questionId === 9)?.questionResponseText).toBe('sponsor');
    expect(applyAnswers(before, { healthAnswers: { insurance: 'no', referringGroup: 'email' } }, ctx).surveyQuestions.find((q) => q.questionId === 9)?.questionResponseText).toBe('email');
    expect(applyAnswers(before, { height: undefined, weight: undefined }, ctx)).toMatchObject({ heightCm: 170, weightKg: 70 });
    expect(applyAnswers(before, { height: { unit: 'cm', cm: 180 }, weight: { unit: 'kg', kg: 80 } }, ctx)).toMatchObject({ heightCm: 180, weightKg: 80 });
  });

  it('keeps a verified postal code verified when the same code comes again, and reads a number typed as a number', () => {
    const verified = { ...fresh(), postalCode: '10001', postalCodeValid: true };
    expect(applyAnswers(verified, { postalCode: '10001' }, ctx).postalCodeValid).toBe(true);
    expect(applyAnswers(verified, { postalCode: '10002' }, ctx).postalCodeValid).toBe(false);
    expect(applyAnswers({ ...fresh(), postalCodeValid: true }, { postalCode: '' }, ctx)).toMatchObject({ postalCode: null, postalCodeValid: true });
    expect(applyAnswers(fresh(), { phone: 2125550123 }, ctx).phone).toBe('+12125550123');
    expect(applyAnswers(fresh(), { phone: { number: '2125550123' } }, ctx).phone).toBeNull();
  });
});
