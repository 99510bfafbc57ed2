import { describe, expect, it } from 'vitest';
import { completeRiskAssessment } from './riskAssessment.ts';

describe('completeRiskAssessment', () => {
  it('keeps the three answers once each is given, and nothing else', () => {
    expect(completeRiskAssessment({ wfh: 'yes', interactivity: 'no', publicTrans: 'prefer_not_to_answer', extra: 'x' })).toEqual({ wfh: 'yes', interactivity: 'no', publicTrans: 'prefer_not_to_answer' });
  });

  it('is incomplete while one is missing or is not an answer offered', () => {
    expect(completeRiskAssessment({ wfh: 'yes', interactivity: 'no' })).toBeNull();
    expect(completeRiskAssessment({ wfh: 'yes', interactivity: 'no', publicTrans: 'sometimes' })).toBeNull();
    expect(completeRiskAssessment(null)).toBeNull();
  });
});
