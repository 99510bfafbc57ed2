import { describe, expect, it } from 'vitest';
import { emptyCandidate, type Candidate } from '../core/candidate.ts';
import { COUNTRIES, type CountryCode } from '../core/countries.ts';
import { applyAnswers, prefillCandidate, withCaregiverOfVisit, withoutHiddenAnswers, type ApplyContext } from './applyAnswers.ts';
import type { Field } from './campaign.ts';
import type { PathState } from './ruleContext.ts';

const TODAY = '2026-03-02';

function ctx(country: CountryCode = 'US', path: Partial<PathState> = {}): ApplyContext {
  return {
    country: COUNTRIES[country],
    today: TODAY,
    path: { indicationId: 42, skipDiagnosis: false, genderRequired: false, caregiver: false, ...path },
  };
}

const fresh = (over: Partial<Candidate> = {}, country: CountryCode = 'US'): Candidate => ({ ...emptyCandidate(country), ...over });

describe('applyAnswers: full name', () => {
  it('splits the full name, last word as last name', () => {
    const out = applyAnswers(fresh(), { fullName: '  Mary Ann  Smith ' }, ctx());
    expect(out.firstName).toBe('Mary Ann');
    expect(out.lastName).toBe('Smith');
  });

  it('sets no names for a single word', () => {
    const out = applyAnswers(fresh({ firstName: 'Old', lastName: 'Name' }), { fullName: 'Cher' }, ctx());
    expect(out.firstName).toBeNull();
    expect(out.lastName).toBeNull();
  });
});

describe('applyAnswers: phone', () => {
  it('stores a valid phone in E.164 and marks it valid', () => {
    const out = applyAnswers(fresh(), { phone: '(212) 555-0123' }, ctx());
    expect(out.phone).toBe('+12125550123');
    expect(out.phoneValid).toBe(true);
  });

  it('uses the visitor country', () => {
    const out = applyAnswers(fresh({}, 'GB'), { phone: '020 7946 0958' }, ctx('GB'));
    expect(out.phone).toBe('+442079460958');
    expect(out.phoneValid).toBe(true);
  });

  it('does not store an invalid phone', () => {
    const out = applyAnswers(fresh({ phone: '+12125550123', phoneValid: true }), { phone: '555-0123' }, ctx());
    expect(out.phone).toBeNull();
    expect(out.phoneValid).toBe(false);
  });
});

describe('applyAnswers: postal code', () => {
  it('normalises the postal code and marks it unverified when it changes', () => {
    const out = applyAnswers(fresh({ postalCode: 'M1 1AE', postalCodeValid: true }, 'GB'), { postalCode: 'sw1a1aa' }, ctx('GB'));
    expect(out.postalCode).toBe('SW1A 1AA');
    expect(out.postalCodeValid).toBe(false);
  });

  it('keeps the verification when the same code is given again', () => {
    const out = applyAnswers(fresh({ postalCode: '10001', postalCodeValid: true }), { postalCode: ' 10001 ' }, ctx());
    expect(out.postalCode).toBe('10001');
    expect(out.postalCodeValid).toBe(true);
  });

  it('clears an empty postal code', () => {
    const out = applyAnswers(fresh({ postalCode: '10001', postalCodeValid: true }), { postalCode: '' }, ctx());
    expect(out.postalCode).toBeNull();
    expect(out.postalCodeValid).toBe(false);
  });
});

describe('applyAnswers: email', () => {
  it('trims the email and clears an empty one', () => {
    expect(applyAnswers(fresh(), { email: '  jane@example.com ' }, ctx()).email).toBe('jane@example.com');
    expect(applyAnswers(fresh({ email: 'jane@example.com' }), { email: '  ' }, ctx()).email).toBeNull();
  });
});

describe('applyAnswers: birth date and age', () => {
  it('stores the birth date as an ISO date and derives the age (US order)', () => {
    const out = applyAnswers(fresh(), { birthDate: '03/15/1990' }, ctx());
    expect(out.birthDate).toBe('1990-03-15');
    expect(out.age).toBe(35);
  });

  it('reads the birth date in the country order', () => {
    expect(applyAnswers(fresh(), { birthDate: '15/03/1990' }, ctx('GB')).birthDate).toBe('1990-03-15');
    expect(applyAnswers(fresh(), { birthDate: '1990-03-15' }, ctx('CA')).birthDate).toBe('1990-03-15');
    expect(applyAnswers(fresh(), { birthDate: '1990/03/15' }, ctx('ZA')).birthDate).toBe('1990-03-15');
  });

  it('counts the birthday on the day itself', () => {
    expect(applyAnswers(fresh(), { birthDate: '03/02/1990' }, ctx()).age).toBe(36);
  });

  it('clears birth date and age for a date that does not exist', () => {
    const out = applyAnswers(fresh({ birthDate: '1990-01-01', age: 36 }), { birthDate: '31/02/1990' }, ctx('GB'));
    expect(out.birthDate).toBeNull();
    expect(out.age).toBeNull();
  });

  it('does not store an age of 110 or more derived from the birth date', () => {
    const out = applyAnswers(fresh(), { birthDate: '01/01/1910' }, ctx());
    expect(out.birthDate).toBe('1910-01-01');
    expect(out.age).toBeNull();
  });

  it('stores an age answer only when greater than 0 and under 110', () => {
    expect(applyAnswers(fresh(), { age: 45 }, ctx()).age).toBe(45);
    expect(applyAnswers(fresh(), { age: '45' }, ctx()).age).toBe(45);
    expect(applyAnswers(fresh({ age: 45 }), { age: 110 }, ctx()).age).toBeNull();
    expect(applyAnswers(fresh({ age: 45 }), { age: 0 }, ctx()).age).toBeNull();
  });
});

describe('applyAnswers: gender', () => {
  it('stores a known gender', () => {
    expect(applyAnswers(fresh(), { gender: 'female' }, ctx()).gender).toBe('female');
    expect(applyAnswers(fresh(), { gender: 'other' }, ctx()).gender).toBe('other');
  });

  it('ignores an unknown gender', () => {
    expect(applyAnswers(fresh({ gender: 'male' }), { gender: 'unknown' }, ctx()).gender).toBe('male');
  });
});

describe('applyAnswers: diagnosis and indications', () => {
  it("sets the path's indication when the diagnosis is yes", () => {
    expect(applyAnswers(fresh(), { diagnosis: true }, ctx()).indicationIds).toEqual([42]);
  });

  it('clears the indications when the diagnosis is no', () => {
    expect(applyAnswers(fresh({ indicationIds: [42, 7] }), { diagnosis: false }, ctx()).indicationIds).toEqual([]);
  });

  it('sets no indication for yes when the path has none', () => {
    expect(applyAnswers(fresh(), { diagnosis: true }, ctx('US', { indicationId: null })).indicationIds).toEqual([]);
  });

  it('stores the chosen indication ids, integers only', () => {
    expect(applyAnswers(fresh(), { indicationIds: [3, 2.5, 'x', 9] }, ctx()).indicationIds).toEqual([3, 9]);
  });

  it('ignores indicationIds that are not a list', () => {
    expect(applyAnswers(fresh({ indicationIds: [1] }), { indicationIds: '3' }, ctx()).indicationIds).toEqual([1]);
  });
});

describe('applyAnswers: consent and purity', () => {
  it('records consent only when true', () => {
    expect(applyAnswers(fresh(), { consent: true }, ctx()).consentGiven).toBe(true);
    expect(applyAnswers(fresh({ consentGiven: true }), { consent: 'yes' }, ctx()).consentGiven).toBe(false);
  });

  it('leaves fields not answered untouched and does not modify the input', () => {
    const before = fresh({ firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' });
    const snapshot = structuredClone(before);
    const out = applyAnswers(before, { gender: 'female' }, ctx());
    expect(before).toEqual(snapshot);
    expect(out).toEqual({ ...snapshot, gender: 'female' });
    expect(out).not.toBe(before);
  });
});

describe('withCaregiverOfVisit', () => {
  it("gives a caregiver's visit a caregiver from its start, keeps one already answered, and gives none to any other visit", () => {
    const fresh = emptyCandidate('US');
    expect(withCaregiverOfVisit(fresh, true)).toEqual({ ...fresh, caregiver: { firstName: null, lastName: null, relationship: 'Parent' } });
    expect(withCaregiverOfVisit(fresh, false)).toBe(fresh);
    const named: Candidate = { ...fresh, caregiver: { firstName: 'Ana', lastName: 'Lopez', relationship: 'Spouse' } };
    expect(withCaregiverOfVisit(named, true)).toBe(named);
    // A visit that is not a caregiver's keeps what its answers made (Someone else on an adult caregiver's page).
    expect(withCaregiverOfVisit(named, false)).toBe(named);
  });
});

describe('prefillCandidate', () => {
  it('takes every valid prefill value', () => {
    const out = prefillCandidate(fresh(), {
      zip: '10001', firstName: ' Jane ', lastName: 'Doe', email: ' jane@example.com ', phone: '2125550123', dob: '1990-03-15', gender: 'Female',
    }, ctx());
    expect(out).toMatchObject({
      postalCode: '10001', firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com',
      phone: '+12125550123', phoneValid: true, birthDate: '1990-03-15', age: 35, gender: 'female',
    });
  });

  it('ignores invalid prefill values', () => {
    const before = fresh();
    const out = prefillCandidate(before, {
      zip: 'ABC', firstName: '   ', email: 'not-an-email', phone: '555-0123', dob: '2030-01-01', gender: 'alien', age: '150',
    }, ctx());
    expect(out).toEqual(before);
  });

  it("keeps a postal code the visit has checked over the link's, and takes the link's over one not checked", () => {
    const checked = fresh({ postalCode: '77030', postalCodeValid: true });
    expect(prefillCandidate(checked, { zip: '00000' }, ctx())).toEqual(checked);
    expect(prefillCandidate(checked, { postal: '10001' }, ctx()).postalCode).toBe('77030');
    expect(prefillCandidate(fresh({ postalCode: '77030', postalCodeValid: false }), { zip: '10001' }, ctx()).postalCode).toBe('10001');
  });

  it('normalises the postal code for the country and rejects codes of another country', () => {
    expect(prefillCandidate(fresh({}, 'GB'), { zip: 'sw1a1aa' }, ctx('GB')).postalCode).toBe('SW1A 1AA');
    expect(prefillCandidate(fresh({}, 'GB'), { zip: '10001' }, ctx('GB')).postalCode).toBeNull();
  });

  it('reads dob in ISO or in the country order', () => {
    expect(prefillCandidate(fresh(), { dob: '03/15/1990' }, ctx()).birthDate).toBe('1990-03-15');
    expect(prefillCandidate(fresh(), { dob: '15/03/1990' }, ctx('GB')).birthDate).toBe('1990-03-15');
    expect(prefillCandidate(fresh(), { dob: '1990-03-15' }, ctx('GB')).birthDate).toBe('1990-03-15');
  });

  it('ignores a dob that does not exist or gives an age above 120', () => {
    expect(prefillCandidate(fresh(), { dob: '1990-02-31' }, ctx()).birthDate).toBeNull();
    expect(prefillCandidate(fresh(), { dob: '1900-01-01' }, ctx()).birthDate).toBeNull();
  });

  it('takes the age when there is no birth date', () => {
    expect(prefillCandidate(fresh(), { age: '45' }, ctx()).age).toBe(45);
  });

  it('prefers the age derived from the birth date over the age parameter', () => {
    expect(prefillCandidate(fresh(), { age: '50', dob: '1990-03-15' }, ctx()).age).toBe(35);
  });

  it('ignores an invalid age', () => {
    expect(prefillCandidate(fresh(), { age: '0' }, ctx()).age).toBeNull();
    expect(prefillCandidate(fresh(), { age: 'abc' }, ctx()).age).toBeNull();
    expect(prefillCandidate(fresh(), { age: '120' }, ctx()).age).toBeNull();
  });

  it('caps prefilled names at 100 characters', () => {
    expect(prefillCandidate(fresh(), { firstName: 'a'.repeat(150) }, ctx()).firstName).toHaveLength(100);
  });

  it('does not modify the input candidate', () => {
    const before = fresh();
    prefillCandidate(before, { firstName: 'Jane' }, ctx());
    expect(before.firstName).toBeNull();
  });
});

describe('applyAnswers: cancer questions, exposure risk and OB/GYN', () => {
  it('keeps each only once complete, and clears it when an answer makes it incomplete again', () => {
    const withCancer = applyAnswers(fresh(), { oncologyResponse: { cancerType: 'breast', cancerStage: 'stage1', treatmentStatus: 'inTreatment' } }, ctx());
    expect(withCancer.oncologyResponse).toEqual({ cancerType: 'breast', cancerStage: 'stage1', treatmentStatus: 'inTreatment' });
    expect(applyAnswers(withCancer, { oncologyResponse: { cancerType: 'breast' } }, ctx()).oncologyResponse).toBeNull();
    expect(applyAnswers(fresh(), { riskAssessment: { wfh: 'no', interactivity: 'yes', publicTrans: 'yes' } }, ctx()).riskAssessment).toEqual({ wfh: 'no', interactivity: 'yes', publicTrans: 'yes' });
    expect(applyAnswers(fresh(), { riskAssessment: { wfh: 'no' } }, ctx()).riskAssessment).toBeNull();
    expect(applyAnswers(fresh(), { obGyn: { fullName: 'Ruth Ortega', phone: '020 7946 0958' } }, ctx('GB')).obGyn).toEqual({ firstName: 'Ruth', lastName: 'Ortega', phone: '+442079460958' });
    expect(applyAnswers(fresh(), { obGyn: { fullName: 'Ruth Ortega', phone: '020 7946 0958' } }, ctx('US')).obGyn).toBeNull();
  });

  it('leaves them as they were when the step does not ask them', () => {
    const before = fresh({ riskAssessment: { wfh: 'yes', interactivity: 'no', publicTrans: 'no' } });
    expect(applyAnswers(before, { email: 'a@b.org' }, ctx()).riskAssessment).toEqual(before.riskAssessment);
  });
});

describe('withoutHiddenAnswers', () => {
  const smoking = { kind: 'SingleChoice', answer: 'smokingStatus' } as Field;
  const cigarettes = { kind: 'Number', answer: 'cigarettesPerDay' } as Field;
  const email = { kind: 'Email' } as Field;
  const held: Candidate = { ...emptyCandidate('US'), email: 'a@b.co', answers: { smokingStatus: 'former', cigarettesPerDay: 20, elsewhere: 'kept' } };

  it("drops the answers to the step's questions it does not show, and only those", () => {
    expect(withoutHiddenAnswers(held, [smoking, cigarettes], [smoking]).answers).toStrictEqual({ smokingStatus: 'former', elsewhere: 'kept' });
    expect(withoutHiddenAnswers(held, [smoking, cigarettes], [smoking, cigarettes])).toBe(held);
  });

  it('keeps an answer a shown question holds under the same key, and built-in answers, which fold on their own', () => {
    const twin = { kind: 'Number', answer: 'cigarettesPerDay', label: 'again' } as Field;
    expect(withoutHiddenAnswers(held, [cigarettes, twin], [twin])).toBe(held);
    expect(withoutHiddenAnswers(held, [email, smoking], [smoking]).email).toBe('a@b.co');
    // A display-only field holds no answer, even one a campaign named 'null'.
    const heading = { kind: 'Heading', text: 'x' } as Field;
    const named: Candidate = { ...held, answers: { null: 'kept' } };
    expect(withoutHiddenAnswers(named, [heading, smoking], [smoking])).toBe(named);
    const builtInKey: Candidate = { ...held, answers: { email: 'x' } };
    expect(withoutHiddenAnswers(builtInKey, [email], []).answers).toStrictEqual({ email: 'x' });
  });
});
