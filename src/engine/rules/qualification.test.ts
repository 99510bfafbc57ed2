import { describe, expect, it } from 'vitest';
import { emptyCandidate } from '../../core/candidate.ts';
import { COUNTRIES } from '../../core/countries.ts';
import type { RuleContext, StudyBounds } from '../ruleContext.ts';
import { ageQualifies } from './qualification.ts';

function ctx(age: number | null, study: Partial<StudyBounds> | null): RuleContext {
  return {
    candidate: { ...emptyCandidate('US'), age },
    path: { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false },
    country: COUNTRIES.US,
    study: study ? { id: 1, minAge: null, maxAge: null, isSimulation: false, ...study } : null,
  };
}

describe('ageQualifies', () => {
  it('is a qualification rule', () => {
    expect(ageQualifies.kind).toBe('qualification');
  });

  it('qualifies when there is no study, whatever the age', () => {
    expect(ageQualifies.qualifies(ctx(null, null))).toBe(true);
    expect(ageQualifies.qualifies(ctx(5, null))).toBe(true);
  });

  it('qualifies within the study minimum and maximum, inclusive', () => {
    expect(ageQualifies.qualifies(ctx(18, { minAge: 18, maxAge: 65 }))).toBe(true);
    expect(ageQualifies.qualifies(ctx(40, { minAge: 18, maxAge: 65 }))).toBe(true);
    expect(ageQualifies.qualifies(ctx(65, { minAge: 18, maxAge: 65 }))).toBe(true);
  });

  it('does not qualify outside the bounds', () => {
    expect(ageQualifies.qualifies(ctx(17, { minAge: 18, maxAge: 65 }))).toBe(false);
    expect(ageQualifies.qualifies(ctx(66, { minAge: 18, maxAge: 65 }))).toBe(false);
  });

  it('does not qualify without an age when the study has bounds', () => {
    expect(ageQualifies.qualifies(ctx(null, { minAge: 18, maxAge: 65 }))).toBe(false);
  });

  it('qualifies when the study has no bounds', () => {
    expect(ageQualifies.qualifies(ctx(null, {}))).toBe(true);
  });
});
