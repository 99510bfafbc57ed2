import { describe, expect, it } from 'vitest';
import type { Field } from '../campaign.ts';
import { fieldRuleProblems } from './ruleProblems.ts';

/** The day the checks run on, for a date range from today. */
const TODAY = '2026-11-30';

const birthDate = (rules: unknown[]): Field => ({ kind: 'BirthDate', rules } as Field);
const problems = (field: Field) => fieldRuleProblems(field, new Set(['birthDate']), TODAY);

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
  const ageProblems = (field: Field) => fieldRuleProblems(field, new Set(['age']), TODAY);

  it('passes a list of ages some of which its range takes', () => {
    expect(ageProblems(age([{ rule: 'oneOf', values: [20, 30] }, { rule: 'ageRange', min: 18 }]))).toEqual([]);
    expect(ageProblems(age([{ rule: 'oneOf', values: [17, 40] }, { rule: 'ageRange', min: 18, max: 65 }]))).toEqual([]);
  });

  it('refuses a list of ages its range takes none of, at the last of them', () => {
    expect(ageProblems(age([{ rule: 'ageRange', min: 30 }, { rule: 'oneOf', values: [20, 25] }]))).toEqual([
      { at: '/rules/1', message: "no age passes this field's age rules together (30 to any; one of 20, 25): no answer could pass, and the step could not be left" },
    ]);
    // A rule matching another answer bounds no age of its own.
    expect(fieldRuleProblems(age([{ rule: 'oneOf', values: [70] }, { rule: 'ageRange', max: 65 }, { rule: 'matchesField', answer: 'partnerAge' }]), new Set(['age', 'partnerAge']), TODAY)).toEqual([
      { at: '/rules/1', message: "no age passes this field's age rules together (one of 70; 0 to 65): no answer could pass, and the step could not be left" },
    ]);
  });

  it('refuses a list of ages none of which the kind takes, at that list alone', () => {
    expect(ageProblems(age([{ rule: 'oneOf', values: [0, 200] }, { rule: 'ageRange', max: 65 }]))).toEqual([
      { at: '/rules/0', message: 'no age among 0, 200 is one Age offers (18 to 101): no answer could pass, and the step could not be left' },
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
    expect(fieldRuleProblems({ kind: 'FullName', rules: [{ rule: 'ageRange', min: 18 }, { rule: 'ageRange', max: 10 }] } as Field, new Set(['fullName']), TODAY)).toEqual([
      { at: '/rules/0/rule', message: "rule 'ageRange' judges a date or number answer; FullName gives a text" },
      { at: '/rules/1/rule', message: "rule 'ageRange' judges a date or number answer; FullName gives a text" },
    ]);
  });
});

describe('fieldRuleProblems on the ages an Age field offers', () => {
  const ageProblems = (rules: unknown[]) => fieldRuleProblems({ kind: 'Age', rules } as Field, new Set(['age']), TODAY);

  it('refuses ages its list does not offer (18 to 101), alone or as a list, and passes the list\'s ends', () => {
    expect(ageProblems([{ rule: 'ageRange', min: 16, max: 17 }])).toEqual([{ at: '/rules/0', message: 'no age from 16 to 17 is one Age offers (18 to 101): no answer could pass, and the step could not be left' }]);
    expect(ageProblems([{ rule: 'oneOf', values: [10, 11] }])).toEqual([{ at: '/rules/0', message: 'no age among 10, 11 is one Age offers (18 to 101): no answer could pass, and the step could not be left' }]);
    expect(ageProblems([{ rule: 'ageRange', min: 102 }])).toEqual([{ at: '/rules/0', message: 'no age from 102 to any is one Age offers (18 to 101): no answer could pass, and the step could not be left' }]);
    expect(ageProblems([{ rule: 'ageRange', min: 16, max: 18 }])).toEqual([]);
    expect(ageProblems([{ rule: 'ageRange', min: 18, max: 20 }, { rule: 'ageRange', max: 19 }])).toEqual([]);
    expect(ageProblems([{ rule: 'ageRange', min: 101 }])).toEqual([]);
    expect(ageProblems([{ rule: 'oneOf', values: [17, 18] }])).toEqual([]);
  });

  it('still reads a birth date as taking any age from 0 to 120', () => {
    expect(problems(birthDate([{ rule: 'ageRange', min: 16, max: 17 }]))).toEqual([]);
    expect(problems(birthDate([{ rule: 'ageRange', max: 0 }]))).toEqual([]);
    expect(problems(birthDate([{ rule: 'ageRange', min: 121 }]))).toEqual([{ at: '/rules/0', message: 'no age from 121 to any is one BirthDate takes: no answer could pass, and the step could not be left' }]);
  });
});

describe("fieldRuleProblems on a question's own settings and its rules together", () => {
  const one = (field: unknown, answer = 'q') => fieldRuleProblems(field as Field, new Set([answer]), TODAY);
  const options = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `o${i}`, label: { en: `O${i}` } }));

  it('refuses more options asked for than a MultiChoice offers, and passes as many', () => {
    expect(one({ kind: 'MultiChoice', answer: 'q', options: options(3), rules: [{ rule: 'atLeastOne', min: 4 }] })).toEqual([
      { at: '/rules/0/min', message: 'asks for at least 4 options of the 3 the field offers: no answer could pass, and the step could not be left' },
    ]);
    expect(one({ kind: 'MultiChoice', answer: 'q', options: options(3), rules: [{ rule: 'atLeastOne', min: 3 }] })).toEqual([]);
    expect(one({ kind: 'MultiChoice', answer: 'q', options: options(1), rules: [{ rule: 'atLeastOne' }] })).toEqual([]);
  });

  it('refuses more than Ethnicity lets a visitor tick together (Decline to Answer stands alone), and passes as many', () => {
    expect(one({ kind: 'Ethnicity', rules: [{ rule: 'atLeastOne', min: 8 }] }, 'ethnicities')).toEqual([
      { at: '/rules/0/min', message: 'asks for at least 8 options of the 7 Ethnicity lets a visitor tick together: no answer could pass, and the step could not be left' },
    ]);
    expect(one({ kind: 'Ethnicity', rules: [{ rule: 'atLeastOne', min: 7 }] }, 'ethnicities')).toEqual([]);
    // Another rule's min is not a count of options.
    expect(one({ kind: 'Ethnicity', rules: [{ rule: 'length', min: 9 }] }, 'ethnicities')).toEqual([{ at: '/rules/0/rule', message: "rule 'length' judges a text answer; Ethnicity gives a list" }]);
    // A kind whose options come from elsewhere (the conditions, from the server) is not counted.
    expect(one({ kind: 'IndicationMultiSelect', rules: [{ rule: 'atLeastOne', min: 500 }] }, 'indicationIds')).toEqual([]);
  });

  it('refuses a ShortText whose shortest answer is longer than its longest, and passes equal ones', () => {
    expect(one({ kind: 'ShortText', answer: 'q', maxLength: 2, rules: [{ rule: 'length', min: 3 }] })).toEqual([
      { at: '/rules/0/min', message: 'asks for at least 3 characters where the field takes at most 2 (maxLength): no answer could pass, and the step could not be left' },
    ]);
    expect(one({ kind: 'ShortText', answer: 'q', rules: [{ rule: 'length', min: 201 }] })).toEqual([
      { at: '/rules/0/min', message: 'asks for at least 201 characters where the field takes at most 200 (maxLength): no answer could pass, and the step could not be left' },
    ]);
    expect(one({ kind: 'ShortText', answer: 'q', maxLength: 3, rules: [{ rule: 'length', min: 3 }] })).toEqual([]);
    expect(one({ kind: 'ShortText', answer: 'q', rules: [{ rule: 'length', min: 200 }] })).toEqual([]);
    // Only a ShortText has a longest answer of its own.
    expect(one({ kind: 'FullName', rules: [{ rule: 'length', min: 300 }] }, 'fullName')).toEqual([]);
  });

  it('refuses a Number whose bounds leave no number (no whole one when it wants one), with its age ranges, and passes one that is left', () => {
    expect(one({ kind: 'Number', answer: 'q', integer: true, min: 1.5, max: 1.9 })).toEqual([
      { at: '/max', message: 'no whole number is from 1.5 to 1.9, the bounds of the field together: no answer could pass, and the step could not be left' },
    ]);
    expect(one({ kind: 'Number', answer: 'q', min: 1.5, max: 1.9 })).toEqual([]);
    expect(one({ kind: 'Number', answer: 'q', integer: true, min: 1.5, max: 2 })).toEqual([]);
    expect(one({ kind: 'Number', answer: 'q', min: 200, max: 300, rules: [{ rule: 'ageRange', min: 18, max: 60 }] })).toEqual([
      { at: '/rules/0', message: 'no number is from 200 to 60, the bounds of the field and its age ranges together: no answer could pass, and the step could not be left' },
    ]);
    expect(one({ kind: 'Number', answer: 'q', min: 60, max: 300, rules: [{ rule: 'ageRange', min: 18, max: 60 }] })).toEqual([]);
    // Age ranges alone are judged together by the age check, once.
    expect(one({ kind: 'Number', answer: 'q', rules: [{ rule: 'ageRange', min: 18 }, { rule: 'ageRange', max: 17 }] })).toEqual([
      { at: '/rules/1', message: "no age passes this field's age rules together (18 to any; 0 to 17): no answer could pass, and the step could not be left" },
    ]);
    expect(one({ kind: 'Number', answer: 'q', max: 10, rules: [{ rule: 'ageRange', min: 18 }] })).toEqual([
      { at: '/rules/0', message: 'no number is from 18 to 10, the bounds of the field and its age ranges together: no answer could pass, and the step could not be left' },
    ]);
    expect(one({ kind: 'Number', answer: 'q', integer: true, min: 0.5 })).toEqual([]);
    // One bound of the field's own is enough to be judged with the age ranges; equal bounds leave their one number.
    expect(one({ kind: 'Number', answer: 'q', min: 50, rules: [{ rule: 'ageRange', max: 40 }] })).toEqual([
      { at: '/rules/0', message: 'no number is from 50 to 40, the bounds of the field and its age ranges together: no answer could pass, and the step could not be left' },
    ]);
    expect(one({ kind: 'Number', answer: 'q', integer: true, min: 1.5, max: 1.5 })).toEqual([
      { at: '/max', message: 'no whole number is from 1.5 to 1.5, the bounds of the field together: no answer could pass, and the step could not be left' },
    ]);
    expect(one({ kind: 'Number', answer: 'q', integer: true, min: 2, max: 2 })).toEqual([]);
    // The field's own bounds out of order are said by the question's check (min above max), not twice.
    expect(one({ kind: 'Number', answer: 'q', min: 5, max: 3 })).toEqual([]);
    // Bounds out of order alone are said where they are, once.
    expect(one({ kind: 'Number', answer: 'q', rules: [{ rule: 'ageRange', min: 30, max: 20 }] })).toEqual([{ at: '/rules/0', message: "'min' (30) is above 'max' (20)" }]);
    expect(one({ kind: 'Number', answer: 'q' })).toEqual([]);
  });
});

describe('fieldRuleProblems on a choice field', () => {
  it('judges the answers a list names against those the kind offers, and no other rule so', () => {
    expect(fieldRuleProblems({ kind: 'Gender', rules: [{ rule: 'matchesField', answer: 'partnerGender' }] } as Field, new Set(['gender', 'partnerGender']), TODAY)).toEqual([]);
    expect(fieldRuleProblems({ kind: 'Gender', rules: [{ rule: 'oneOf', values: ['female', 'robot'] }] } as Field, new Set(['gender']), TODAY)).toEqual([
      { at: '/rules/0/values', message: "'robot' is not an answer Gender offers (male, female, other)" },
    ]);
  });
});

describe('fieldRuleProblems on a date range from today', () => {
  const date = (rule: Record<string, string>) => fieldRuleProblems({ kind: 'CtScanDate', rules: [{ rule: 'dateRange', ...rule }] } as Field, new Set(['ctScanDate']), TODAY);
  const goneBy = (end: string) => [{ at: '/rules/0', message: `no date passes: 'notBefore' is today and 'notAfter' (${end}) has gone by, so the step could never be left` }];

  it('refuses one whose fixed end has gone by: no date passes now or ever', () => {
    expect(date({ notBefore: 'today', notAfter: '2026-01-01' })).toEqual(goneBy('2026-01-01'));
    expect(date({ notBefore: 'today', notAfter: '2026-11-29' })).toEqual(goneBy('2026-11-29'));
  });

  it('takes one whose end is today or later, and the other order, which today passes into', () => {
    expect(date({ notBefore: 'today', notAfter: '2026-11-30' })).toEqual([]);
    expect(date({ notBefore: 'today', notAfter: '2027-01-01' })).toEqual([]);
    expect(date({ notBefore: 'today', notAfter: 'today' })).toEqual([]);
    expect(date({ notBefore: 'today' })).toEqual([]);
    expect(date({ notBefore: '2027-01-01', notAfter: 'today' })).toEqual([]);
  });
});
