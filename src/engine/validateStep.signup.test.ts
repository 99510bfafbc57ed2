import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COUNTRIES, COUNTRY_CODES } from '../core/countries.ts';
import { CAREGIVER_RELATIONSHIPS } from '../core/relationship.ts';
import type { HealthAnswers } from '../core/healthQuestions.ts';
import type { Field } from './campaign.ts';
import { validateStep, type StepAnswers, type ValidationContext } from './validateStep.ts';

const CTX: ValidationContext = { country: COUNTRIES.US, today: '2026-03-02' };
const HEIGHT: Field[] = [{ kind: 'Height' }];
const WEIGHT: Field[] = [{ kind: 'Weight' }];
const check = (fields: Field[], answers: StepAnswers) => validateStep(fields, answers, CTX);

describe('validateStep: Height', () => {
  it('is required', () => {
    expect(check(HEIGHT, {})).toEqual({ height: 'required' });
    expect(check(HEIGHT, { height: { unit: 'cm' } })).toEqual({ height: 'required' });
    expect(check(HEIGHT, { height: { unit: 'ftin' } })).toEqual({ height: 'required' });
  });

  it('may be left out when not required', () => {
    expect(check([{ kind: 'Height', required: false }], {})).toEqual({});
  });

  it('accepts 91 to 244 cm inclusive', () => {
    for (const cm of [91, 150, 170.5, 244]) expect(check(HEIGHT, { height: { unit: 'cm', cm } })).toEqual({});
  });

  it('rejects centimetres outside 91–244', () => {
    for (const cm of [0, 90, 90.9, 244.1, 245, -170]) expect(check(HEIGHT, { height: { unit: 'cm', cm } })).toEqual({ height: 'invalidCentimeters' });
  });

  it('accepts 3 to 8 feet with 0 to 11 inches, up to 244 cm in all (8 ft with no inches more)', () => {
    for (const [feet, inches] of [[3, 0], [5, 7], [7, 11], [8, 0], [6, 0]] as const) {
      expect(check(HEIGHT, { height: { unit: 'ftin', feet, inches } })).toEqual({});
    }
    // 8 ft 1 in is 246.4 cm: the page took it, and the server refused the save it made.
    for (const inches of [1, 11]) expect(check(HEIGHT, { height: { unit: 'ftin', feet: 8, inches } })).toEqual({ height: 'invalidInches' });
  });

  it('rejects feet outside 3–8 or not whole', () => {
    for (const feet of [2, 9, 0, 5.5]) expect(check(HEIGHT, { height: { unit: 'ftin', feet, inches: 0 } })).toEqual({ height: 'invalidFeet' });
  });

  it('rejects inches outside 0–11 or not whole', () => {
    for (const inches of [-1, 12, 2.5]) expect(check(HEIGHT, { height: { unit: 'ftin', feet: 5, inches } })).toEqual({ height: 'invalidInches' });
  });

  it('needs the inches beside the feet', () => {
    expect(check(HEIGHT, { height: { unit: 'ftin', feet: 5 } })).toEqual({ height: 'required' });
  });

  it('checks only the fields of the chosen unit', () => {
    expect(check(HEIGHT, { height: { unit: 'cm', cm: 180, feet: 12, inches: 40 } })).toEqual({});
    expect(check(HEIGHT, { height: { unit: 'ftin', feet: 5, inches: 7, cm: 10 } })).toEqual({});
    expect(check(HEIGHT, { height: { unit: 'cm', feet: 5, inches: 7 } })).toEqual({ height: 'required' });
  });

  it('property: centimetres are valid exactly within 91–244', () => {
    fc.assert(fc.property(fc.double({ min: -500, max: 500, noNaN: true }), (cm) => {
      const errors = check(HEIGHT, { height: { unit: 'cm', cm } });
      expect(errors).toEqual(cm >= 91 && cm <= 244 ? {} : { height: 'invalidCentimeters' });
    }));
  });

  it('property: whole feet 3–8 with whole inches 0–11 are valid exactly when they come to 244 cm or less', () => {
    fc.assert(fc.property(fc.integer({ min: 3, max: 8 }), fc.integer({ min: 0, max: 11 }), (feet, inches) => {
      const cm = (feet * 12 + inches) * 2.54;
      expect(check(HEIGHT, { height: { unit: 'ftin', feet, inches } })).toEqual(cm <= 244 ? {} : { height: 'invalidInches' });
    }));
  });
});

describe('validateStep: Weight', () => {
  it('is required', () => {
    expect(check(WEIGHT, {})).toEqual({ weight: 'required' });
    expect(check(WEIGHT, { weight: { unit: 'lbs' } })).toEqual({ weight: 'required' });
    expect(check(WEIGHT, { weight: { unit: 'kg', lb: 150 } })).toEqual({ weight: 'required' });
  });

  it('may be left out when not required', () => {
    expect(check([{ kind: 'Weight', required: false }], {})).toEqual({});
  });

  it('accepts up to 1500 lb and up to 681 kg', () => {
    for (const lb of [0.5, 150, 1500]) expect(check(WEIGHT, { weight: { unit: 'lbs', lb } })).toEqual({});
    for (const kg of [0.5, 70, 681]) expect(check(WEIGHT, { weight: { unit: 'kg', kg } })).toEqual({});
  });

  it('rejects 0 and negative weights', () => {
    expect(check(WEIGHT, { weight: { unit: 'lbs', lb: 0 } })).toEqual({ weight: 'invalidWeight' });
    expect(check(WEIGHT, { weight: { unit: 'kg', kg: 0 } })).toEqual({ weight: 'invalidWeight' });
    expect(check(WEIGHT, { weight: { unit: 'lbs', lb: -10 } })).toEqual({ weight: 'invalidWeight' });
  });

  it('rejects more than 1500 lb or 681 kg', () => {
    expect(check(WEIGHT, { weight: { unit: 'lbs', lb: 1500.1 } })).toEqual({ weight: 'invalidWeight' });
    expect(check(WEIGHT, { weight: { unit: 'kg', kg: 682 } })).toEqual({ weight: 'invalidWeight' });
  });

  it('applies the range of the chosen unit', () => {
    // 1000 is a valid weight in pounds but not in kilograms
    expect(check(WEIGHT, { weight: { unit: 'lbs', lb: 1000 } })).toEqual({});
    expect(check(WEIGHT, { weight: { unit: 'kg', kg: 1000 } })).toEqual({ weight: 'invalidWeight' });
  });
});

describe('validateStep: Ethnicity', () => {
  it("asks to select one option when empty", () => {
    expect(check([{ kind: 'Ethnicity' }], {})).toEqual({ ethnicities: 'selectOneOption' });
    expect(check([{ kind: 'Ethnicity' }], { ethnicities: [] })).toEqual({ ethnicities: 'selectOneOption' });
  });

  it('accepts a selection, including decline', () => {
    expect(check([{ kind: 'Ethnicity' }], { ethnicities: [1, 6] })).toEqual({});
    expect(check([{ kind: 'Ethnicity' }], { ethnicities: [-1] })).toEqual({});
  });

  it('is not needed when not required', () => {
    expect(check([{ kind: 'Ethnicity', required: false }], { ethnicities: [] })).toEqual({});
  });
});

describe('validateStep: HealthQuestions', () => {
  const complete: HealthAnswers = {
    insurance: 'no', education: 'masters_degree', income: '200k+', isLGBTQMember: 'yes', isVeteran: 'no', mentalHealth: 'prefer_not_to_answer',
    physicalDisability: 'no',
  };

  it('flags an incomplete questionnaire', () => {
    expect(check([{ kind: 'HealthQuestions' }], {})).toEqual({ healthAnswers: 'questionUnanswered' });
    expect(check([{ kind: 'HealthQuestions' }], { healthAnswers: { insurance: 'yes' } })).toEqual({ healthAnswers: 'questionUnanswered' });
    expect(check([{ kind: 'HealthQuestions' }], { healthAnswers: { ...complete, income: 'lots' } })).toEqual({ healthAnswers: 'questionUnanswered' });
  });

  it('flags a missing disability type after a yes', () => {
    expect(check([{ kind: 'HealthQuestions' }], { healthAnswers: { ...complete, physicalDisability: 'yes' } })).toEqual({ healthAnswers: 'questionUnanswered' });
  });

  it('accepts a complete questionnaire', () => {
    expect(check([{ kind: 'HealthQuestions' }], { healthAnswers: complete })).toEqual({});
    expect(check([{ kind: 'HealthQuestions' }], { healthAnswers: { ...complete, physicalDisability: 'yes', disability: 'none', referringGroup: 'email' } })).toEqual({});
  });
});

describe('validateStep: CountrySelect', () => {
  it('rejects a code that is not a supported country', () => {
    for (const country of ['FR', 'gb', 'USA', 'UK']) expect(check([{ kind: 'CountrySelect' }], { country })).toEqual({ country: 'invalidCountry' });
  });

  it('requires a country', () => {
    expect(check([{ kind: 'CountrySelect' }], {})).toEqual({ country: 'required' });
  });

  it('accepts every supported country', () => {
    for (const country of COUNTRY_CODES) expect(check([{ kind: 'CountrySelect' }], { country })).toEqual({});
  });
});

describe('validateStep: CaregiverName', () => {
  it('rejects a single word', () => {
    expect(check([{ kind: 'CaregiverName' }], { caregiverName: 'Cher' })).toEqual({ caregiverName: 'invalidFullName' });
  });

  it('is required', () => {
    expect(check([{ kind: 'CaregiverName' }], {})).toEqual({ caregiverName: 'required' });
    expect(check([{ kind: 'CaregiverName' }], { caregiverName: '   ' })).toEqual({ caregiverName: 'required' });
  });

  it('accepts a full name', () => {
    expect(check([{ kind: 'CaregiverName' }], { caregiverName: 'John Smith' })).toEqual({});
  });
});

describe('validateStep: CaregiverRelationship', () => {
  it('is required', () => {
    expect(check([{ kind: 'CaregiverRelationship' }], {})).toEqual({ caregiverRelationship: 'required' });
    expect(check([{ kind: 'CaregiverRelationship' }], { caregiverRelationship: '' })).toEqual({ caregiverRelationship: 'required' });
  });

  it('accepts every caregiver relationship', () => {
    for (const caregiverRelationship of CAREGIVER_RELATIONSHIPS) {
      expect(check([{ kind: 'CaregiverRelationship' }], { caregiverRelationship })).toEqual({});
    }
  });

  it('rejects an unknown relationship', () => {
    expect(check([{ kind: 'CaregiverRelationship' }], { caregiverRelationship: 'parent' })).toEqual({ caregiverRelationship: 'required' });
  });
});

describe('validateStep: several new kinds together', () => {
  it('reports one error per failing answer', () => {
    const fields: Field[] = [{ kind: 'Height' }, { kind: 'Weight' }, { kind: 'Ethnicity' }, { kind: 'CaregiverName' }];
    expect(check(fields, { height: { unit: 'cm', cm: 300 }, weight: { unit: 'kg', kg: 70 }, caregiverName: 'John Smith' }))
      .toEqual({ height: 'invalidCentimeters', ethnicities: 'selectOneOption' });
  });
});

describe('caregiver relationship: Self is not a caregiver relationship', () => {
  it("refuses 'Self'", () => {
    expect(validateStep([{ kind: 'CaregiverRelationship' }], { caregiverRelationship: 'Self' }, { country: COUNTRIES.US, today: '2026-03-02' })).toEqual({ caregiverRelationship: 'required' });
  });
});
