import { describe, expect, it } from 'vitest';
import { publicCriteria, screenAnswers, type ScreeningAnswers } from './screenAnswers.ts';
import type { ScoredCriterion } from './verdict.ts';

const criterion: ScoredCriterion = {
  id: 1, questionId: 101, question: 'Diagnosed with type 2 diabetes?', hint: null, questionType: 'yes_no_unsure', gender: null,
  responses: [{ id: 11, text: 'Yes', position: 'A', qualifies: true }, { id: 12, text: 'No', position: 'B', qualifies: false }],
};

const answers: ScreeningAnswers = {
  qualifiedBy: 'full', study: { minAge: 18, maxAge: 65, gender: 'any', minBmi: null, maxBmi: null }, criteria: [criterion], answers: { 1: [11] },
  birthDate: null, age: null, today: '2026-11-22', gender: 'female', heightCm: null, weightKg: null, siteFound: true, alreadyMatched: false,
};

describe('screenAnswers', () => {
  it('reckons the age from the birth date on the given day', () => {
    // 65 on 22 November 2026, 66 the next year: the bound is inclusive.
    expect(screenAnswers({ ...answers, birthDate: '1961-11-22' })).toMatchObject({ passed: true, verdict: { reasons: [] } });
    expect(screenAnswers({ ...answers, birthDate: '1961-11-22', today: '2027-11-22' })).toMatchObject({ passed: false, verdict: { reasons: ['age_above_max'] } });
  });

  it('uses the age given when there is no birth date', () => {
    expect(screenAnswers({ ...answers, age: 17 }).verdict.reasons).toEqual(['age_below_min']);
    expect(screenAnswers({ ...answers }).verdict.reasons).toEqual(['age_missing']);
  });

  it('passes a campaign qualified by criteria on the study\'s questions alone', () => {
    const noSite = { ...answers, age: 40, siteFound: false };
    expect(screenAnswers(noSite).passed).toBe(false);
    expect(screenAnswers({ ...noSite, qualifiedBy: 'criteria' }).passed).toBe(true);
    expect(screenAnswers({ ...noSite, qualifiedBy: 'criteria', answers: { 1: [12] } }).passed).toBe(false);
  });
});

describe('publicCriteria', () => {
  it('keeps the questions and drops which answers qualify', () => {
    const [shown] = publicCriteria([criterion]);
    expect(shown?.responses).toEqual([{ id: 11, text: 'Yes', position: 'A' }, { id: 12, text: 'No', position: 'B' }]);
    expect(shown?.question).toBe('Diagnosed with type 2 diabetes?');
  });
});
