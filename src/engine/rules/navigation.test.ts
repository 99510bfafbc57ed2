import { describe, expect, it } from 'vitest';
import { emptyCandidate, type Candidate } from '../../core/candidate.ts';
import { COUNTRIES } from '../../core/countries.ts';
import type { PathState, RuleContext } from '../ruleContext.ts';
import { afterEmail, afterGenderHome, afterIndications, afterScreening } from './navigation.ts';

function ctx(path: Partial<PathState> = {}, candidate: Partial<Candidate> = {}): RuleContext {
  return {
    candidate: { ...emptyCandidate('US'), ...candidate },
    path: { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false, ...path },
    country: COUNTRIES.US,
    study: null,
  };
}

describe('afterGenderHome', () => {
  it('is a navigation rule declaring both targets', () => {
    expect(afterGenderHome.kind).toBe('navigation');
    expect([...afterGenderHome.targets].sort()).toEqual(['genderSelect', 'postal']);
  });

  it('goes to gender select when gender is required and unset', () => {
    expect(afterGenderHome.decide(ctx({ genderRequired: true }))).toBe('genderSelect');
  });

  it('goes to postal code when gender is required but already set', () => {
    expect(afterGenderHome.decide(ctx({ genderRequired: true }, { gender: 'female' }))).toBe('postal');
    expect(afterGenderHome.decide(ctx({ genderRequired: true }, { gender: 'other' }))).toBe('postal');
  });

  it('goes to postal code when gender is not required', () => {
    expect(afterGenderHome.decide(ctx({ genderRequired: false }))).toBe('postal');
    expect(afterGenderHome.decide(ctx({ genderRequired: false }, { gender: 'male' }))).toBe('postal');
  });
});

describe('afterEmail', () => {
  it('is a navigation rule declaring both targets', () => {
    expect(afterEmail.kind).toBe('navigation');
    expect([...afterEmail.targets].sort()).toEqual(['diagnosis', 'indications']);
  });

  it('goes to indications when skip-diagnosis is set, even with an indication', () => {
    expect(afterEmail.decide(ctx({ skipDiagnosis: true, indicationId: 42 }))).toBe('indications');
    expect(afterEmail.decide(ctx({ skipDiagnosis: true, indicationId: null }))).toBe('indications');
  });

  it('goes to diagnosis when the path has an indication and diagnosis is not skipped', () => {
    expect(afterEmail.decide(ctx({ indicationId: 42 }))).toBe('diagnosis');
  });

  it('treats indication id 0 as an indication', () => {
    expect(afterEmail.decide(ctx({ indicationId: 0 }))).toBe('diagnosis');
  });

  it('goes to indications when the path has no indication', () => {
    expect(afterEmail.decide(ctx({ indicationId: null }))).toBe('indications');
  });
});

describe('afterIndications', () => {
  it('asks about the cancer for an oncology study, and goes to the thank-you otherwise', () => {
    const study = { id: 1007, minAge: 50, maxAge: 80, isSimulation: false };
    expect(afterIndications.decide({ ...ctx(), study: { ...study, oncology: true } })).toBe('cancerindications');
    expect(afterIndications.decide({ ...ctx(), study: { ...study, oncology: false } })).toBe('thanks');
    expect(afterIndications.decide({ ...ctx(), study })).toBe('thanks');
    expect(afterIndications.decide(ctx())).toBe('thanks');
    expect(afterIndications.targets).toEqual(['cancerindications', 'thanks']);
  });
});

describe('afterScreening', () => {
  it('confirms the details after a screening that passed, and offers to check the answers after any other', () => {
    expect(afterScreening.decide({ ...ctx(), screening: { passed: true, fullyQualified: false } })).toBe('confirmEligibility');
    expect(afterScreening.decide({ ...ctx(), screening: { passed: false, fullyQualified: false } })).toBe('checkAgain');
    expect(afterScreening.decide({ ...ctx(), screening: null })).toBe('checkAgain');
    expect(afterScreening.decide(ctx())).toBe('checkAgain');
    expect(afterScreening.targets).toEqual(['confirmEligibility', 'checkAgain']);
  });
});
