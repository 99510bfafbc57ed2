import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptyCandidate, type Candidate } from '../core/candidate.ts';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '../core/countries.ts';
import { HEALTH_QUESTIONS, type HealthAnswers } from '../core/healthQuestions.ts';
import { applyAnswers, type ApplyContext } from './applyAnswers.ts';
import type { PathState } from './ruleContext.ts';

const PATH: PathState = { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false };
const ctx = (country: CountryCode = 'US'): ApplyContext => ({ country: COUNTRIES[country], today: '2026-03-02', path: PATH });
const fresh = (over: Partial<Candidate> = {}, country: CountryCode = 'US'): Candidate => ({ ...emptyCandidate(country), ...over });

describe('applyAnswers: country', () => {
  it('sets the candidate country', () => {
    expect(applyAnswers(fresh(), { country: 'CA' }, ctx()).country).toBe('CA');
  });

  it("reads the same step's postal code with the chosen country", () => {
    const out = applyAnswers(fresh(), { country: 'GB', postalCode: 'sw1a1aa' }, ctx('US'));
    expect(out.country).toBe('GB');
    expect(out.postalCode).toBe('SW1A 1AA');
  });

  it('formats a Canadian and an Irish code for the chosen country', () => {
    expect(applyAnswers(fresh(), { country: 'CA', postalCode: 'm5g2c4' }, ctx('US')).postalCode).toBe('M5G 2C4');
    expect(applyAnswers(fresh(), { country: 'IE', postalCode: 'd02x285' }, ctx('US')).postalCode).toBe('D02 X285');
  });

  it('without a country answer the visitor country governs the postal code', () => {
    const out = applyAnswers(fresh(), { postalCode: 'sw1a1aa' }, ctx('US'));
    expect(out.country).toBe('US');
    expect(out.postalCode).toBe('SW1A1AA');
  });

  it("reads the same step's phone with the chosen country", () => {
    const out = applyAnswers(fresh(), { country: 'GB', phone: '020 7946 0958' }, ctx('US'));
    expect(out.phone).toBe('+442079460958');
    expect(out.phoneValid).toBe(true);
  });

  it('ignores a value that is not a supported country code', () => {
    for (const country of ['gb', 'FR', 'GBR', '', 44, null]) {
      expect(applyAnswers(fresh({}, 'AU'), { country }, ctx('AU')).country).toBe('AU');
    }
  });

  it('property: any supported code becomes the candidate country', () => {
    fc.assert(fc.property(fc.constantFrom(...COUNTRY_CODES), fc.constantFrom(...COUNTRY_CODES), (from, to) => {
      expect(applyAnswers(fresh({}, from), { country: to }, ctx(from)).country).toBe(to);
    }));
  });
});

describe('applyAnswers: caregiver', () => {
  it('splits the caregiver name and keeps the relationship', () => {
    const out = applyAnswers(fresh(), { caregiverName: '  Mary Ann  Smith ', caregiverRelationship: 'Spouse' }, ctx());
    expect(out.caregiver).toEqual({ firstName: 'Mary Ann', lastName: 'Smith', relationship: 'Spouse' });
  });

  it("defaults the relationship to 'Parent' when absent", () => {
    expect(applyAnswers(fresh(), { caregiverName: 'John Smith' }, ctx()).caregiver).toEqual({ firstName: 'John', lastName: 'Smith', relationship: 'Parent' });
  });

  it("defaults an unknown relationship to 'Parent'", () => {
    expect(applyAnswers(fresh(), { caregiverName: 'John Smith', caregiverRelationship: 'Sibling' }, ctx()).caregiver?.relationship).toBe('Parent');
  });

  it('sets the relationship alone, with no names yet', () => {
    expect(applyAnswers(fresh(), { caregiverRelationship: 'Friend' }, ctx()).caregiver).toEqual({ firstName: null, lastName: null, relationship: 'Friend' });
  });

  it('keeps an earlier caregiver name when only the relationship changes', () => {
    const before = fresh({ caregiver: { firstName: 'John', lastName: 'Smith', relationship: 'Parent' } });
    expect(applyAnswers(before, { caregiverRelationship: 'Child' }, ctx()).caregiver).toEqual({ firstName: 'John', lastName: 'Smith', relationship: 'Child' });
  });

  it('keeps an earlier relationship when only the name changes', () => {
    const before = fresh({ caregiver: { firstName: 'John', lastName: 'Smith', relationship: 'Spouse' } });
    expect(applyAnswers(before, { caregiverName: 'Jane Roe' }, ctx()).caregiver).toEqual({ firstName: 'Jane', lastName: 'Roe', relationship: 'Spouse' });
  });

  it('does not touch the participant name', () => {
    const out = applyAnswers(fresh({ firstName: 'Kid', lastName: 'Smith' }), { caregiverName: 'John Smith' }, ctx());
    expect(out.firstName).toBe('Kid');
    expect(out.lastName).toBe('Smith');
  });

  it('leaves the caregiver unset when no caregiver answer is given', () => {
    expect(applyAnswers(fresh(), { fullName: 'Jane Doe' }, ctx()).caregiver).toBeNull();
  });
});

describe('applyAnswers: height and weight', () => {
  it('converts feet and inches to centimetres', () => {
    expect(applyAnswers(fresh(), { height: { unit: 'ftin', feet: 5, inches: 7 } }, ctx()).heightCm).toBeCloseTo(170.18, 10);
  });

  it('keeps centimetres as entered', () => {
    expect(applyAnswers(fresh(), { height: { unit: 'cm', cm: 180 } }, ctx()).heightCm).toBe(180);
  });

  it('uses the authoritative unit only', () => {
    expect(applyAnswers(fresh(), { height: { unit: 'cm', cm: 180, feet: 5, inches: 0 } }, ctx()).heightCm).toBe(180);
    expect(applyAnswers(fresh(), { height: { unit: 'ftin', feet: 6, inches: 0, cm: 100 } }, ctx()).heightCm).toBeCloseTo(182.88, 10);
  });

  it('converts pounds to kilograms', () => {
    expect(applyAnswers(fresh(), { weight: { unit: 'lbs', lb: 150 } }, ctx()).weightKg).toBe(150 / 2.20462);
  });

  it('keeps kilograms as entered', () => {
    expect(applyAnswers(fresh(), { weight: { unit: 'kg', kg: 72.5 } }, ctx()).weightKg).toBe(72.5);
  });

  it('leaves height and weight unset when not answered', () => {
    const out = applyAnswers(fresh(), { fullName: 'Jane Doe' }, ctx());
    expect(out.heightCm).toBeNull();
    expect(out.weightKg).toBeNull();
    expect(out.heightEntered).toBeNull();
    expect(out.weightEntered).toBeNull();
  });

  it('keeps the height and weight as entered, unit and numbers, beside cm and kg', () => {
    // 171 lb is 77.6 kg, which reads back as 171.1 lb: only the entered value shows what was typed.
    const out = applyAnswers(fresh(), { height: { unit: 'ftin', feet: 5, inches: 6 }, weight: { unit: 'lbs', lb: 171 } }, ctx());
    expect(out.heightEntered).toEqual({ unit: 'ftin', feet: 5, inches: 6, cm: 167.6 });
    expect(out.weightEntered).toEqual({ unit: 'lbs', lb: 171, kg: 77.6 });
  });

  it('keeps no entered value for an incomplete height or weight', () => {
    const out = applyAnswers(fresh({ heightEntered: { unit: 'cm', cm: 180 }, heightCm: 180 }), { height: { unit: 'ftin', feet: 5 }, weight: { unit: 'lbs' } }, ctx());
    expect(out.heightCm).toBeNull();
    expect(out.heightEntered).toBeNull();
    expect(out.weightEntered).toBeNull();
  });
});

describe('applyAnswers: ethnicities', () => {
  it('keeps the chosen ethnicity ids', () => {
    expect(applyAnswers(fresh(), { ethnicities: [1, 6, 8] }, ctx()).ethnicities).toEqual([1, 6, 8]);
    expect(applyAnswers(fresh(), { ethnicities: [-1] }, ctx()).ethnicities).toEqual([-1]);
  });

  it('drops values that are not integers', () => {
    expect(applyAnswers(fresh(), { ethnicities: [1, '2', 2.5, null, 3] }, ctx()).ethnicities).toEqual([1, 3]);
  });

  it('replaces the earlier selection', () => {
    expect(applyAnswers(fresh({ ethnicities: [1, 2] }), { ethnicities: [3] }, ctx()).ethnicities).toEqual([3]);
  });
});

describe('applyAnswers: health answers', () => {
  const answers: HealthAnswers = {
    insurance: 'yes', education: 'GED', income: '0-15k', isLGBTQMember: 'no', isVeteran: 'no', mentalHealth: 'yes',
    physicalDisability: 'no', referringGroup: 'social',
  };

  it('stores nine survey questions', () => {
    const out = applyAnswers(fresh(), { healthAnswers: answers }, ctx());
    expect(out.surveyQuestions).toHaveLength(9);
    expect(out.surveyQuestions.map((q) => q.questionId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(out.surveyQuestions.map((q) => q.questionText)).toEqual(HEALTH_QUESTIONS.map((q) => q.text));
    expect(out.surveyQuestions.map((q) => q.questionResponseText)).toEqual(['yes', 'GED', '0-15k', 'no', 'no', 'yes', 'no', 'none', 'social']);
  });

  it('leaves the survey empty when no health answers are given', () => {
    expect(applyAnswers(fresh(), { ethnicities: [1] }, ctx()).surveyQuestions).toEqual([]);
  });
});

describe('applyAnswers: purity', () => {
  it('does not change the candidate it is given', () => {
    const before = fresh();
    const snapshot = structuredClone(before);
    applyAnswers(before, { country: 'GB', postalCode: 'sw1a1aa', caregiverName: 'John Smith', height: { unit: 'cm', cm: 180 }, ethnicities: [1] }, ctx());
    expect(before).toEqual(snapshot);
  });
});

describe('caregiver name answers replace earlier ones', () => {
  it('clears the caregiver names for a one-word or empty answer, keeping the relationship', () => {
    const before = { ...emptyCandidate('US'), caregiver: { firstName: 'John', lastName: 'Smith', relationship: 'Spouse' as const } };
    const ctx = { country: COUNTRIES.US, today: '2026-03-02', path: { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: true } };
    expect(applyAnswers(before, { caregiverName: 'Cher' }, ctx).caregiver).toEqual({ firstName: null, lastName: null, relationship: 'Spouse' });
    expect(applyAnswers(before, { caregiverName: '' }, ctx).caregiver).toEqual({ firstName: null, lastName: null, relationship: 'Spouse' });
  });
});
