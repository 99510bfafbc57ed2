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
      { at: '/rules/2', message: "no age passes this field's age ranges together (18 to any, 0 to 10): no answer could pass, and the step could not be left" },
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
