import { describe, expect, it } from 'vitest';
import type { Field } from '../campaign.ts';
import { fieldRuleProblems } from './ruleProblems.ts';

const birthDate = (rules: unknown[]): Field => ({ kind: 'BirthDate', rules } as Field);
const problems = (field: Field) => fieldRuleProblems(field, new Set(['birthDate']));

describe('fieldRuleProblems on age ranges', () => {
  it('passes ranges some age meets together, one range alone, and other rules beside a range', () => {
    expect(problems(birthDate([{ rule: 'ageRange', min: 18 }, { rule: 'ageRange', max: 65 }]))).toEqual([]);
    expect(problems(birthDate([{ rule: 'ageRange', min: 18, max: 18 }]))).toEqual([]);
    expect(problems(birthDate([{ rule: 'ageRange', min: 18 }, { rule: 'dateRange', notAfter: 'today' }]))).toEqual([]);
    expect(problems(birthDate([]))).toEqual([]);
    expect(problems({ kind: 'BirthDate' } as Field)).toEqual([]);
  });

  it('refuses ranges each possible alone that no age meets together, once, at the last of them', () => {
    expect(problems(birthDate([{ rule: 'ageRange', min: 18 }, { rule: 'dateRange', notAfter: 'today' }, { rule: 'ageRange', max: 10 }]))).toEqual([
      { at: '/rules/2', message: "no age passes this field's age rules together (18 to any; 0 to 10): no answer could pass, and the step could not be left" },
    ]);
  });

  it('says a range impossible alone at that range, and leaves it out of the ranges judged together', () => {
    expect(problems(birthDate([{ rule: 'ageRange', min: 200 }, { rule: 'ageRange', max: 65 }]))).toEqual([
      { at: '/rules/0', message: 'no age from 200 to any is one BirthDate takes: no answer could pass, and the step could not be left' },
    ]);
    expect(problems(birthDate([{ rule: 'ageRange', min: 30, max: 20 }, { rule: 'ageRange', max: 65 }]))).toEqual([
      { at: '/rules/0', message: "'min' (30) is above 'max' (20)" },
    ]);
  });
});

describe('fieldRuleProblems on the ages an Age field takes', () => {
  const age = (rules: unknown[]): Field => ({ kind: 'Age', rules } as Field);
  const ageProblems = (field: Field) => fieldRuleProblems(field, new Set(['age']));

  it('passes a list of ages some of which its range takes', () => {
    expect(ageProblems(age([{ rule: 'oneOf', values: [20, 30] }, { rule: 'ageRange', min: 18 }]))).toEqual([]);
    expect(ageProblems(age([{ rule: 'oneOf', values: [17, 40] }, { rule: 'ageRange', min: 18, max: 65 }]))).toEqual([]);
  });

  it('refuses a list of ages its range takes none of, at the last of them', () => {
    expect(ageProblems(age([{ rule: 'ageRange', min: 18 }, { rule: 'oneOf', values: [5, 10] }]))).toEqual([
      { at: '/rules/1', message: "no age passes this field's age rules together (18 to any; one of 5, 10): no answer could pass, and the step could not be left" },
    ]);
    // A rule matching another answer bounds no age of its own.
    expect(fieldRuleProblems(age([{ rule: 'oneOf', values: [70] }, { rule: 'ageRange', max: 65 }, { rule: 'matchesField', answer: 'partnerAge' }]), new Set(['age', 'partnerAge']))).toEqual([
      { at: '/rules/1', message: "no age passes this field's age rules together (one of 70; 0 to 65): no answer could pass, and the step could not be left" },
    ]);
  });

  it('refuses a list of ages none of which the kind takes, at that list alone', () => {
    expect(ageProblems(age([{ rule: 'oneOf', values: [0, 200] }, { rule: 'ageRange', max: 65 }]))).toEqual([
      { at: '/rules/0', message: 'no age among 0, 200 is one Age takes: no answer could pass, and the step could not be left' },
    ]);
  });

  it('judges a list of answers on a date field as the wrong rule only, not as ages', () => {
    expect(problems(birthDate([{ rule: 'oneOf', values: [5] }, { rule: 'ageRange', min: 18 }]))).toEqual([
      { at: '/rules/0/rule', message: 'rule \'oneOf\' judges a text or choice or number answer; BirthDate gives a date' },
    ]);
    expect(problems(birthDate([{ rule: 'ageRange', min: 18 }, { rule: 'ageRange', max: 65 }, { rule: 'length', max: 3 }]))).toEqual([
      { at: '/rules/2/rule', message: 'rule \'length\' judges a text answer; BirthDate gives a date' },
    ]);
  });

  it('judges age ranges on a text field as the wrong rule only, not together', () => {
    expect(fieldRuleProblems({ kind: 'FullName', rules: [{ rule: 'ageRange', min: 18 }, { rule: 'ageRange', max: 10 }] } as Field, new Set(['fullName']))).toEqual([
      { at: '/rules/0/rule', message: "rule 'ageRange' judges a date or number answer; FullName gives a text" },
      { at: '/rules/1/rule', message: "rule 'ageRange' judges a date or number answer; FullName gives a text" },
    ]);
  });
});

describe('fieldRuleProblems on a choice field', () => {
  it('judges the answers a list names against those the kind offers, and no other rule so', () => {
    expect(fieldRuleProblems({ kind: 'Gender', rules: [{ rule: 'matchesField', answer: 'partnerGender' }] } as Field, new Set(['gender', 'partnerGender']))).toEqual([]);
    expect(fieldRuleProblems({ kind: 'Gender', rules: [{ rule: 'oneOf', values: ['female', 'robot'] }] } as Field, new Set(['gender']))).toEqual([
      { at: '/rules/0/values', message: "'robot' is not an answer Gender offers (male, female, other)" },
    ]);
  });
});
