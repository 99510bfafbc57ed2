import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, type CountryCode } from '../core/countries.ts';
import type { Criterion } from '../core/eligibility/criteria.ts';
import type { CampaignDocument, Field } from './campaign.ts';
import { resolveCampaign } from './resolveCampaign.ts';
import { validateStep, type ValidationContext } from './validateStep.ts';

const s6 = resolveCampaign('s6', new Map([['s6', JSON.parse(readFileSync('campaigns/s6.json', 'utf8')) as CampaignDocument]]));
const fieldsOf = (stepId: string): Field[] => s6.steps[stepId]?.fields ?? [];
const ctx = (country: CountryCode = 'US'): ValidationContext => ({ country: COUNTRIES[country], today: '2026-03-02' });
const one = (kind: Field['kind'], required?: boolean): Field[] => [required === undefined ? { kind } : { kind, required }];

describe('validateStep: full name (s6 name step)', () => {
  it('requires the full name', () => {
    expect(validateStep(fieldsOf('name').filter((f) => f.kind === 'FullName'), {}, ctx())).toEqual({ fullName: 'required' });
    expect(validateStep(fieldsOf('name').filter((f) => f.kind === 'FullName'), { fullName: '  ' }, ctx())).toEqual({ fullName: 'required' });
  });

  it('rejects one word and emoji', () => {
    expect(validateStep(fieldsOf('name').filter((f) => f.kind === 'FullName'), { fullName: 'Cher' }, ctx())).toEqual({ fullName: 'invalidFullName' });
    expect(validateStep(fieldsOf('name').filter((f) => f.kind === 'FullName'), { fullName: 'Jane 😀 Doe' }, ctx())).toEqual({ fullName: 'invalidFullName' });
  });

  it('accepts two words', () => {
    expect(validateStep(fieldsOf('name').filter((f) => f.kind === 'FullName'), { fullName: 'Jane Doe' }, ctx())).toEqual({});
  });

  it('skips an empty optional full name but still checks a given one', () => {
    expect(validateStep(one('FullName', false), {}, ctx())).toEqual({});
    expect(validateStep(one('FullName', false), { fullName: '   ' }, ctx())).toEqual({});
    expect(validateStep(one('FullName', false), { fullName: null }, ctx())).toEqual({});
    expect(validateStep(one('Email', false), { email: null }, ctx())).toEqual({});
    expect(validateStep(one('FullName', false), { fullName: 'Cher' }, ctx())).toEqual({ fullName: 'invalidFullName' });
  });
});

describe('validateStep: phone', () => {
  it('requires a phone valid for the country', () => {
    expect(validateStep(fieldsOf('phone'), {}, ctx())).toEqual({ phone: 'required' });
    expect(validateStep(fieldsOf('phone'), { phone: '555-0123' }, ctx())).toEqual({ phone: 'invalidPhone' });
    expect(validateStep(fieldsOf('phone'), { phone: '(212) 555-0123' }, ctx())).toEqual({});
    expect(validateStep(fieldsOf('phone'), { phone: '(212) 555-0123' }, ctx('GB'))).toEqual({ phone: 'invalidPhone' });
    expect(validateStep(fieldsOf('phone'), { phone: '020 7946 0958' }, ctx('GB'))).toEqual({});
  });

  it('skips an empty optional phone', () => {
    expect(validateStep(one('Phone', false), { phone: '' }, ctx())).toEqual({});
  });
});

describe('validateStep: postal code', () => {
  it('checks the country pattern', () => {
    expect(validateStep(fieldsOf('postal'), {}, ctx())).toEqual({ postalCode: 'required' });
    expect(validateStep(fieldsOf('postal'), { postalCode: '10001' }, ctx())).toEqual({});
    expect(validateStep(fieldsOf('postal'), { postalCode: '10001' }, ctx('GB'))).toEqual({ postalCode: 'invalidPostal' });
    expect(validateStep(fieldsOf('postal'), { postalCode: 'SW1A 1AA' }, ctx('GB'))).toEqual({});
  });

  it('accepts a numeric postal code value', () => {
    expect(validateStep(fieldsOf('postal'), { postalCode: 2000 }, ctx('AU'))).toEqual({});
  });
});

describe('validateStep: email', () => {
  it('is optional on the s6 email page but checked when given', () => {
    expect(validateStep(fieldsOf('email'), {}, ctx())).toEqual({});
    expect(validateStep(fieldsOf('email'), { email: '' }, ctx())).toEqual({});
    expect(validateStep(fieldsOf('email'), { email: 'jane@' }, ctx())).toEqual({ email: 'invalidEmail' });
    expect(validateStep(fieldsOf('email'), { email: ' jane@example.com ' }, ctx())).toEqual({});
  });

  it('is required by default', () => {
    expect(validateStep(one('Email'), {}, ctx())).toEqual({ email: 'required' });
  });
});

describe('validateStep: birth date', () => {
  it('checks the date in the country order, not in the future', () => {
    expect(validateStep(fieldsOf('dob'), {}, ctx())).toEqual({ birthDate: 'required' });
    expect(validateStep(fieldsOf('dob'), { birthDate: '03/15/1990' }, ctx())).toEqual({});
    expect(validateStep(fieldsOf('dob'), { birthDate: '15/03/1990' }, ctx())).toEqual({ birthDate: 'invalidBirthDate' });
    expect(validateStep(fieldsOf('dob'), { birthDate: '15/03/1990' }, ctx('GB'))).toEqual({});
    expect(validateStep(fieldsOf('dob'), { birthDate: '31/02/1990' }, ctx('GB'))).toEqual({ birthDate: 'invalidBirthDate' });
    expect(validateStep(fieldsOf('dob'), { birthDate: '03/03/2026' }, ctx())).toEqual({ birthDate: 'invalidBirthDate' });
  });

  it('skips an empty optional birth date', () => {
    expect(validateStep(one('BirthDate', false), {}, ctx())).toEqual({});
  });

  it("reads the ISO date a BirthDate was sent in as no date of the visitor's country's order", () => {
    expect(validateStep(fieldsOf('dob'), { birthDate: '1990-03-15' }, ctx())).toEqual({ birthDate: 'invalidBirthDate' });
    expect(validateStep(fieldsOf('dob'), { birthDate: '1990-03-15' }, ctx('GB'))).toEqual({ birthDate: 'invalidBirthDate' });
  });
});

describe("validateStep: a Date question's rules (the browser's date box gives YYYY-MM-DD in every country)", () => {
  const lastVisit: Field[] = [{ kind: 'Date', answer: 'lastVisit', rules: [{ rule: 'dateRange', notAfter: 'today', notBefore: '2000-01-01' }, { rule: 'ageRange', max: 30 }] }];

  it('takes a date within its range in every country, whatever order the country types dates in', () => {
    for (const country of ['US', 'GB', 'CA', 'AU'] as const) expect(validateStep(lastVisit, { lastVisit: '2010-05-05' }, ctx(country)), country).toEqual({});
    expect(validateStep(lastVisit, { lastVisit: '2026-03-02' }, ctx('US'))).toEqual({});
    expect(validateStep(lastVisit, { lastVisit: '2000-01-01' }, ctx('GB'))).toEqual({});
  });

  it("refuses a date outside its range with the range's words, and a date typed in the country's order as no date", () => {
    expect(validateStep(lastVisit, { lastVisit: '1999-12-31' }, ctx('US'))).toEqual({ lastVisit: 'invalidDate' });
    expect(validateStep(lastVisit, { lastVisit: '2026-03-03' }, ctx('GB'))).toEqual({ lastVisit: 'dateInPast' });
    expect(validateStep([{ kind: 'Date', answer: 'since', rules: [{ rule: 'ageRange', max: 30 }] }], { since: '1996-03-02' }, ctx('US'))).toEqual({});
    expect(validateStep([{ kind: 'Date', answer: 'since', rules: [{ rule: 'ageRange', max: 30 }] }], { since: '1995-03-02' }, ctx('US'))).toEqual({ since: 'ageOutOfRange' });
    expect(validateStep(lastVisit, { lastVisit: '05/05/2010' }, ctx('US'))).toEqual({ lastVisit: 'invalidDate' });
  });
});

describe('validateStep: age', () => {
  it('requires an age strictly between 0 and 120', () => {
    expect(validateStep(one('Age'), {}, ctx())).toEqual({ age: 'required' });
    expect(validateStep(one('Age'), { age: '' }, ctx())).toEqual({ age: 'required' });
    expect(validateStep(one('Age'), { age: 0 }, ctx())).toEqual({ age: 'invalidAge' });
    expect(validateStep(one('Age'), { age: 120 }, ctx())).toEqual({ age: 'invalidAge' });
    expect(validateStep(one('Age'), { age: 'abc' }, ctx())).toEqual({ age: 'invalidAge' });
    expect(validateStep(one('Age'), { age: 1 }, ctx())).toEqual({});
    expect(validateStep(one('Age'), { age: 119 }, ctx())).toEqual({});
    expect(validateStep(one('Age'), { age: '45' }, ctx())).toEqual({});
  });

  it('skips an empty optional age', () => {
    expect(validateStep(one('Age', false), {}, ctx())).toEqual({});
  });
});

describe('validateStep: gender', () => {
  it('requires male, female or other', () => {
    expect(validateStep(fieldsOf('genderSelect'), {}, ctx())).toEqual({ gender: 'required' });
    expect(validateStep(fieldsOf('genderSelect'), { gender: 'alien' }, ctx())).toEqual({ gender: 'invalidGender' });
    expect(validateStep(fieldsOf('genderSelect'), { gender: 'other' }, ctx())).toEqual({});
    expect(validateStep(one('GenderDropdown'), {}, ctx())).toEqual({ gender: 'required' });
  });

  it('lets the gender landing buttons be left empty (Find button)', () => {
    expect(validateStep(fieldsOf('home'), {}, ctx())).toEqual({});
    expect(validateStep(fieldsOf('home'), { gender: 'female' }, ctx())).toEqual({});
  });
});

describe('validateStep: diagnosis, indications, consent', () => {
  it('requires a diagnosis answer, yes or no', () => {
    expect(validateStep(fieldsOf('diagnosis'), {}, ctx())).toEqual({ diagnosis: 'required' });
    expect(validateStep(fieldsOf('diagnosis'), { diagnosis: false }, ctx())).toEqual({});
    expect(validateStep(fieldsOf('diagnosis'), { diagnosis: true }, ctx())).toEqual({});
  });

  it('lets indications be empty by default but not when required', () => {
    expect(validateStep(one('IndicationMultiSelect'), { indicationIds: [] }, ctx())).toEqual({});
    expect(validateStep(one('IndicationMultiSelect', true), { indicationIds: [] }, ctx())).toEqual({ indicationIds: 'selectOption' });
    expect(validateStep(one('IndicationMultiSelect', true), { indicationIds: [3] }, ctx())).toEqual({});
  });

  it('requires the consent box to be ticked', () => {
    expect(validateStep(fieldsOf('indications'), { indicationIds: [] }, ctx('GB'))).toEqual({ consent: 'consentRequired' });
    expect(validateStep(fieldsOf('indications'), { consent: false }, ctx('GB'))).toEqual({ consent: 'consentRequired' });
    expect(validateStep(fieldsOf('indications'), { consent: true }, ctx('GB'))).toEqual({});
  });
});

describe('validateStep: display fields and several fields', () => {
  it('ignores display-only fields', () => {
    expect(validateStep([{ kind: 'Heading' }, { kind: 'ThankYouPage' }, { kind: 'LocaleSwitcher' }], {}, ctx())).toEqual({});
  });

  it('reports each failing field', () => {
    const fields: Field[] = [{ kind: 'FullName' }, { kind: 'PostalCode' }, { kind: 'Phone' }, { kind: 'Email' }];
    expect(validateStep(fields, { fullName: 'Cher', postalCode: '10001', phone: '1' }, ctx())).toEqual({
      fullName: 'invalidFullName', phone: 'invalidPhone', email: 'required',
    });
  });
});

describe('validateStep: kinds without an answer, and the criteria', () => {
  it('finds nothing to judge on a display field, even one marked required', () => {
    expect(validateStep([{ kind: 'Heading', text: 'screener.home.title', required: true }, { kind: 'ThankYouPage', required: true }], {}, ctx())).toEqual({});
  });

  const migraines: Criterion = {
    id: 1, questionId: 101, question: 'How often do you have migraines?', hint: null, questionType: 'select_one', gender: null,
    responses: [{ id: 11, position: 'A', text: 'Daily' }, { id: 12, position: 'B', text: 'Weekly' }],
  };
  const withCriteria = { ...ctx(), criteria: [migraines] };

  it('says the criteria are unanswered, not that a field is required, before any is answered', () => {
    expect(validateStep(one('StudyCriteria'), {}, withCriteria)).toEqual({ criteria: 'questionUnanswered' });
    expect(validateStep(one('StudyCriteria', false), {}, withCriteria)).toEqual({ criteria: 'questionUnanswered' });
    expect(validateStep(one('StudyCriteria'), { criteria: { 1: [12] } }, withCriteria)).toEqual({});
  });

  it("says the study's questions could not be loaded when they are not there to judge, not that one is unanswered", () => {
    expect(validateStep(one('StudyCriteria'), {}, ctx())).toEqual({ criteria: 'questionsUnavailable' });
    expect(validateStep(one('StudyCriteria'), { criteria: { 1: [12] } }, ctx())).toEqual({ criteria: 'questionsUnavailable' });
    expect(validateStep(one('StudyCriteria'), { criteria: {} }, { ...ctx(), criteria: [] })).toEqual({});
  });
});

describe('validateStep: cancer questions, exposure risk and OB/GYN', () => {
  it('wants every question of a group answered, and says so once', () => {
    expect(validateStep(one('CancerDetails'), {}, ctx())).toEqual({ oncologyResponse: 'questionUnanswered' });
    expect(validateStep(one('CancerDetails'), { oncologyResponse: { cancerType: 'lung' } }, ctx())).toEqual({ oncologyResponse: 'questionUnanswered' });
    expect(validateStep(one('CancerDetails'), { oncologyResponse: { cancerType: 'none' } }, ctx())).toEqual({});
    expect(validateStep(one('CancerDetails', false), { oncologyResponse: { cancerType: 'lung' } }, ctx())).toEqual({});
    expect(validateStep(one('RiskAssessment'), { riskAssessment: { wfh: 'yes', interactivity: 'no' } }, ctx())).toEqual({ riskAssessment: 'questionUnanswered' });
    expect(validateStep(one('RiskAssessment'), { riskAssessment: { wfh: 'yes', interactivity: 'no', publicTrans: 'no' } }, ctx())).toEqual({});
  });

  it("checks the OB/GYN's name, then phone, for the visitor's country", () => {
    expect(validateStep(one('ObGynContact'), {}, ctx())).toEqual({ obGyn: 'required' });
    expect(validateStep(one('ObGynContact', false), { obGyn: { fullName: ' ', phone: '' } }, ctx())).toEqual({});
    expect(validateStep(one('ObGynContact'), { obGyn: { fullName: 'Ruth', phone: '(713) 555-0110' } }, ctx())).toEqual({ obGyn: 'invalidFullName' });
    expect(validateStep(one('ObGynContact'), { obGyn: { fullName: 'Ruth Ortega', phone: '555-0110' } }, ctx())).toEqual({ obGyn: 'invalidPhone' });
    expect(validateStep(one('ObGynContact'), { obGyn: { fullName: 'Ruth Ortega', phone: '020 7946 0958' } }, ctx())).toEqual({ obGyn: 'invalidPhone' });
    expect(validateStep(one('ObGynContact'), { obGyn: { fullName: 'Ruth Ortega', phone: '020 7946 0958' } }, ctx('GB'))).toEqual({});
    expect(validateStep(one('ObGynContact'), { obGyn: { fullName: 'Ruth Ortega', phone: '(713) 555-0110' } }, ctx())).toEqual({});
  });
});
