/** Each rule of the §5 catalogue on its boundaries. */
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../core/countries.ts';
import { judgesMissing, ruleAppliesTo, runRule, RULE_NAMES, compilePattern, type RuleRef, type RuleContext } from './ruleCatalogue.ts';
import type { Criterion } from '../../core/eligibility/criteria.ts';

const ctx = (over: Partial<RuleContext> = {}): RuleContext => ({ country: COUNTRIES.US, today: '2026-03-02', answers: {}, ...over });
const run = (rule: RuleRef, value: unknown, over: Partial<RuleContext> = {}) => runRule(rule, value, ctx(over));

describe('pattern', () => {
  it('matches the whole answer, trimmed', () => {
    expect(run({ rule: 'pattern', pattern: '\\d{5}' }, '10001')).toBeNull();
    expect(run({ rule: 'pattern', pattern: '\\d{5}' }, ' 10001 ')).toBeNull();
    expect(run({ rule: 'pattern', pattern: '\\d{5}' }, '100012')).toBe('invalidFormat');
    expect(run({ rule: 'pattern', pattern: '\\d{5}' }, 'x10001')).toBe('invalidFormat');
    expect(run({ rule: 'pattern', pattern: 'a|b' }, 'ab')).toBe('invalidFormat');
  });

  it('says the message the campaign names instead of its own', () => {
    expect(run({ rule: 'pattern', pattern: '\\d{5}', message: 'invalidPostal' }, 'x')).toBe('invalidPostal');
    expect(run({ rule: 'pattern', pattern: '\\d{5}', message: 'invalidPostal' }, '12345')).toBeNull();
  });

  it('reads Unicode classes, and judges an answer that is not text as empty text', () => {
    expect(run({ rule: 'pattern', pattern: '\\p{L}+' }, 'ñandú')).toBeNull();
    expect(run({ rule: 'pattern', pattern: '' }, null)).toBeNull();
    expect(run({ rule: 'pattern', pattern: '' }, { a: 1 })).toBeNull();
    expect(run({ rule: 'pattern', pattern: '42' }, 42)).toBeNull();
  });

  it('never matches with a pattern that does not compile', () => {
    expect(compilePattern('(')).toBeNull();
    expect(run({ rule: 'pattern', pattern: '(' }, '(')).toBe('invalidFormat');
  });
});

describe('length', () => {
  it('counts characters, not UTF-16 units, between min and max inclusive', () => {
    expect(run({ rule: 'length', min: 2 }, 'ab')).toBeNull();
    expect(run({ rule: 'length', min: 2 }, 'a')).toBe('tooShort');
    expect(run({ rule: 'length', max: 3 }, 'abc')).toBeNull();
    expect(run({ rule: 'length', max: 3 }, 'abcd')).toBe('tooLong');
    expect(run({ rule: 'length', max: 2 }, 'ñ😀')).toBeNull();
    expect(run({ rule: 'length', min: 1, max: 1 }, '  a  ')).toBeNull();
  });
});

describe('dateRange', () => {
  it("reads the date in the country's order and compares it with 'today' or a date", () => {
    expect(run({ rule: 'dateRange', notBefore: 'today' }, '03/02/2026')).toBeNull();
    expect(run({ rule: 'dateRange', notBefore: 'today' }, '03/01/2026')).toBe('dateInFuture');
    expect(run({ rule: 'dateRange', notAfter: 'today' }, '03/02/2026')).toBeNull();
    expect(run({ rule: 'dateRange', notAfter: 'today' }, '03/03/2026')).toBe('dateInPast');
    expect(run({ rule: 'dateRange', notBefore: '2026-01-01', notAfter: '2026-12-31' }, '12/31/2026')).toBeNull();
    // Past a fixed date: no date the field takes ('in the present or past' would be wrong words for it).
    expect(run({ rule: 'dateRange', notBefore: '2026-01-01', notAfter: '2026-12-31' }, '01/01/2027')).toBe('invalidDate');
    expect(run({ rule: 'dateRange', notBefore: '2026-01-01' }, '31/12/2025', { country: COUNTRIES.GB })).toBe('invalidDate');
    expect(run({ rule: 'dateRange', notBefore: '2026-01-01' }, '12/31/2025', { country: COUNTRIES.GB })).toBe('invalidDate');
    expect(run({ rule: 'dateRange', notAfter: 'today' }, '2026-03-02')).toBe('invalidDate');
  });

  it("reads a date box's YYYY-MM-DD, and only that, when the answer is one, in every country", () => {
    for (const country of [COUNTRIES.US, COUNTRIES.GB]) {
      expect(run({ rule: 'dateRange', notBefore: '2026-01-01', notAfter: 'today' }, '2026-03-02', { country, isoDates: true })).toBeNull();
      expect(run({ rule: 'dateRange', notBefore: '2026-01-01' }, '2025-12-31', { country, isoDates: true })).toBe('invalidDate');
      expect(run({ rule: 'dateRange', notBefore: 'today' }, '2026-03-01', { country, isoDates: true })).toBe('dateInFuture');
      expect(run({ rule: 'dateRange', notAfter: 'today' }, '2026-03-03', { country, isoDates: true })).toBe('dateInPast');
    }
    expect(run({ rule: 'dateRange', notAfter: 'today' }, '03/02/2026', { isoDates: true })).toBe('invalidDate');
    expect(run({ rule: 'dateRange', notAfter: 'today' }, '2026-02-30', { isoDates: true })).toBe('invalidDate');
    expect(run({ rule: 'ageRange', min: 18 }, '2008-03-02', { isoDates: true })).toBeNull();
    expect(run({ rule: 'ageRange', min: 18 }, '2008-03-03', { isoDates: true })).toBe('ageOutOfRange');
    expect(run({ rule: 'ageRange', min: 18 }, '03/02/2008', { isoDates: true })).toBe('invalidDate');
    expect(run({ rule: 'ageRange', min: 18 }, 18, { isoDates: true })).toBeNull();
  });
});

describe('ageRange', () => {
  it('counts whole years on the birthday, from a birth date or an age', () => {
    expect(run({ rule: 'ageRange', min: 18 }, '03/02/2008')).toBeNull();
    expect(run({ rule: 'ageRange', min: 18 }, '03/03/2008')).toBe('ageOutOfRange');
    expect(run({ rule: 'ageRange', max: 65 }, '03/03/1960')).toBeNull();
    expect(run({ rule: 'ageRange', max: 65 }, '03/02/1960')).toBe('ageOutOfRange');
    expect(run({ rule: 'ageRange', min: 18, max: 65 }, 18)).toBeNull();
    expect(run({ rule: 'ageRange', min: 18, max: 65 }, 17)).toBe('ageOutOfRange');
    expect(run({ rule: 'ageRange', min: 18, max: 65 }, 66)).toBe('ageOutOfRange');
    expect(run({ rule: 'ageRange', min: 18 }, 'soon')).toBe('invalidDate');
  });
});

describe('phoneForCountry, postalForCountry, email', () => {
  it("judge by the visitor's country", () => {
    expect(run({ rule: 'phoneForCountry' }, '(212) 555-0123')).toBeNull();
    expect(run({ rule: 'phoneForCountry' }, '(212) 555-0123', { country: COUNTRIES.GB })).toBe('invalidPhone');
    expect(run({ rule: 'postalForCountry' }, '10001')).toBeNull();
    expect(run({ rule: 'postalForCountry' }, 'SW1A 1AA')).toBe('invalidPostal');
    expect(run({ rule: 'postalForCountry' }, 'SW1A 1AA', { country: COUNTRIES.GB })).toBeNull();
    expect(run({ rule: 'email' }, 'jane@example.org')).toBeNull();
    expect(run({ rule: 'email' }, 'jane@example')).toBe('invalidEmail');
    // Run on its own, the rule wants an address: whether one must be given is the field's 'required'.
    expect(run({ rule: 'email' }, '')).toBe('required');
  });
});

describe('matchesField', () => {
  it('compares with the named answer of the step, trimmed', () => {
    expect(run({ rule: 'matchesField', answer: 'email' }, 'a@b.org ', { answers: { email: 'a@b.org' } })).toBeNull();
    expect(run({ rule: 'matchesField', answer: 'email' }, 'a@b.org', { answers: { email: 'a@c.org' } })).toBe('notMatching');
    expect(run({ rule: 'matchesField', answer: 'email' }, 'a@b.org', { answers: {} })).toBe('notMatching');
    expect(run({ rule: 'matchesField', answer: 'age' }, 30, { answers: { age: 30 } })).toBeNull();
    expect(run({ rule: 'matchesField', answer: 'age' }, 30, { answers: { age: '30' } })).toBeNull();
    expect(run({ rule: 'matchesField', answer: 'age' }, 30, { answers: { age: 31 } })).toBe('notMatching');
  });
});

describe('atLeastOne and oneOf', () => {
  it('count choices and check a value is offered', () => {
    expect(run({ rule: 'atLeastOne' }, [1])).toBeNull();
    expect(run({ rule: 'atLeastOne' }, [])).toBe('selectOption');
    // More than one asked for says how many, not 'at least one'.
    expect(run({ rule: 'atLeastOne', min: 2 }, [1])).toBe('selectAtLeast');
    expect(run({ rule: 'atLeastOne', min: 1 }, [])).toBe('selectOption');
    expect(run({ rule: 'atLeastOne', min: 2 }, [1, 2])).toBeNull();
    expect(run({ rule: 'atLeastOne' }, 'x')).toBe('selectOption');
    expect(run({ rule: 'oneOf', values: ['a', 2] }, 'a')).toBeNull();
    expect(run({ rule: 'oneOf', values: ['a', 2] }, 2)).toBeNull();
    expect(run({ rule: 'oneOf', values: ['a', 2] }, '2')).toBe('selectOneOption');
  });
});

describe("the kinds' own rules", () => {
  it('age, full name, height, weight, health answers', () => {
    expect(run({ rule: 'age' }, 119)).toBeNull();
    expect(run({ rule: 'age' }, 120)).toBe('invalidAge');
    expect(run({ rule: 'fullName' }, 'Jane Doe')).toBeNull();
    expect(run({ rule: 'fullName' }, 'Jane')).toBe('invalidFullName');
    expect(run({ rule: 'height' }, { unit: 'cm', cm: 170 })).toBeNull();
    expect(run({ rule: 'height' }, { unit: 'cm', cm: 90 })).toBe('invalidCentimeters');
    expect(run({ rule: 'height' }, { unit: 'ftin', feet: 5, inches: 12 })).toBe('invalidInches');
    expect(run({ rule: 'height' }, { unit: 'ftin', feet: 9, inches: 0 })).toBe('invalidFeet');
    // 8 ft 1 in is 246.4 cm, over the 244 the lead is saved in: the server would refuse the save.
    expect(run({ rule: 'height' }, { unit: 'ftin', feet: 8, inches: 1 })).toBe('invalidInches');
    expect(run({ rule: 'height' }, { unit: 'ftin', feet: 8, inches: 0 })).toBeNull();
    expect(run({ rule: 'weight' }, { unit: 'kg', kg: 682 })).toBe('invalidWeight');
    expect(run({ rule: 'weight' }, { unit: 'lbs', lb: 682 })).toBeNull();
    expect(run({ rule: 'weight' }, { unit: 'kg', kg: 681 })).toBeNull();
    expect(run({ rule: 'weight' }, { unit: 'lbs', lb: 1501 })).toBe('invalidWeight');
    expect(run({ rule: 'healthAnswers' }, {})).toBe('questionUnanswered');
  });

  it('criteriaAnswered judges a missing answer too, with the criteria that apply to the gender given', () => {
    const criteria: Criterion[] = [
      { id: 1, questionId: 1, question: 'Q1', questionType: 'yes_no_unsure', gender: null, responses: [{ id: 11, text: 'Yes', position: 'A' }, { id: 12, text: 'No', position: 'B' }] },
      { id: 2, questionId: 2, question: 'Q2', questionType: 'yes_no_unsure', gender: 'female', responses: [{ id: 21, text: 'Yes', position: 'A' }] },
    ] as unknown as Criterion[];
    expect(judgesMissing({ rule: 'criteriaAnswered' })).toBe(true);
    expect(judgesMissing({ rule: 'email' })).toBe(false);
    // Without the criteria nothing can be unanswered: the study's questions could not be loaded.
    expect(run({ rule: 'criteriaAnswered' }, undefined)).toBe('questionsUnavailable');
    expect(run({ rule: 'criteriaAnswered' }, { 1: [11] })).toBe('questionsUnavailable');
    expect(run({ rule: 'criteriaAnswered' }, undefined, { criteria })).toBe('questionUnanswered');
    expect(run({ rule: 'criteriaAnswered' }, { 1: [11] }, { criteria, answers: { gender: 'male' } })).toBeNull();
    expect(run({ rule: 'criteriaAnswered' }, { 1: [11] }, { criteria, answers: { gender: 'female' } })).toBe('questionUnanswered');
    expect(run({ rule: 'criteriaAnswered' }, { 1: [11], 2: [21] }, { criteria, answers: { gender: 'female' } })).toBeNull();
    // A gender that is not text is no gender: the criteria for any gender apply, as before one is given.
    expect(run({ rule: 'criteriaAnswered' }, { 1: [11] }, { criteria, answers: { gender: 2 } })).toBe(run({ rule: 'criteriaAnswered' }, { 1: [11] }, { criteria }));
  });
});

describe('the registry', () => {
  it("names the issue's catalogue, each with the shapes it judges", () => {
    expect(RULE_NAMES).toEqual(expect.arrayContaining(['pattern', 'length', 'dateRange', 'ageRange', 'phoneForCountry', 'postalForCountry', 'email', 'matchesField', 'atLeastOne', 'oneOf']));
    expect(Object.fromEntries(RULE_NAMES.map((name) => [name, ruleAppliesTo({ rule: name } as RuleRef)]))).toEqual({
      pattern: ['text'], length: ['text'], dateRange: ['date'], ageRange: ['date', 'number'], phoneForCountry: ['text'],
      postalForCountry: ['text'], email: ['text'], matchesField: ['text', 'date', 'number', 'choice'], atLeastOne: ['list'],
      oneOf: ['text', 'choice', 'number'], fullName: ['text'], age: ['number'], height: ['other'], weight: ['other'],
      criteriaAnswered: ['other'], obGyn: ['other'], healthAnswers: ['other'],
      offeredOptions: ['choice', 'list'], numberBetween: ['number'], isoDate: ['date'],
    });
  });
});

describe("the question kinds' rules", () => {
  const offered = { rule: 'offeredOptions', values: ['never', 'former', 'current'] } as const;
  it('offeredOptions takes an offered value, or a list of offered values, and nothing else', () => {
    expect(run(offered, 'former')).toBeNull();
    expect(run(offered, ['never', 'current'])).toBeNull();
    expect(run(offered, [])).toBeNull();
    expect(run(offered, 'sometimes')).toBe('selectOneOption');
    expect(run(offered, ['never', 'sometimes'])).toBe('selectOneOption');
    expect(run(offered, 3)).toBe('selectOneOption');
    expect(run(offered, 'Former')).toBe('selectOneOption');
  });

  it('numberBetween takes a finite number within its bounds, both included; a whole one when asked', () => {
    const between = { rule: 'numberBetween', min: 1, max: 100, integer: true } as const;
    expect(run(between, 1)).toBeNull();
    expect(run(between, 100)).toBeNull();
    expect(run(between, 0)).toBe('numberOutOfRange');
    expect(run(between, 101)).toBe('numberOutOfRange');
    expect(run(between, 2.5)).toBe('invalidNumber');
    expect(run({ rule: 'numberBetween', min: 0 }, 2.5)).toBeNull();
    expect(run({ rule: 'numberBetween', max: 3 }, -40)).toBeNull();
    // The message names the bounds the question has: both, the least, or the most.
    expect(run({ rule: 'numberBetween', min: 5 }, 4)).toBe('numberBelowMin');
    expect(run({ rule: 'numberBetween', min: 5 }, 5)).toBeNull();
    expect(run({ rule: 'numberBetween', max: 3 }, 4)).toBe('numberAboveMax');
    expect(run({ rule: 'numberBetween', max: 3 }, 3)).toBeNull();
    expect(run({ rule: 'numberBetween', min: 5, max: 9 }, 4)).toBe('numberOutOfRange');
    expect(run(between, 'abc')).toBe('invalidNumber');
    expect(run(between, '12')).toBe('invalidNumber');
    expect(run({ rule: 'numberBetween' }, Number.POSITIVE_INFINITY)).toBe('invalidNumber');
    expect(run({ rule: 'numberBetween' }, Number.NaN)).toBe('invalidNumber');
  });

  it('isoDate takes a YYYY-MM-DD date that exists', () => {
    expect(run({ rule: 'isoDate' }, '2024-02-29')).toBeNull();
    expect(run({ rule: 'isoDate' }, '2026-02-29')).toBe('invalidDate');
    expect(run({ rule: 'isoDate' }, '2026-2-3')).toBe('invalidDate');
    expect(run({ rule: 'isoDate' }, '03/02/2026')).toBe('invalidDate');
    expect(run({ rule: 'isoDate' }, ' 2026-03-02')).toBe('invalidDate');
    expect(run({ rule: 'isoDate' }, 20260302)).toBe('invalidDate');
  });
});
