import { describe, expect, it } from 'vitest';
import { emptyCandidate } from '../../core/candidate.ts';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '../../core/countries.ts';
import type { RuleContext } from '../ruleContext.ts';
import { consentRequired, isCaregiver, notCaregiver } from './visibility.ts';

function ctx(country: CountryCode, caregiver = false): RuleContext {
  return {
    candidate: emptyCandidate(country),
    path: { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver },
    country: COUNTRIES[country],
    study: null,
  };
}

describe('consentRequired', () => {
  it('is a visibility rule', () => {
    expect(consentRequired.kind).toBe('visibility');
  });

  it('does not hold for US visitors (consent implied)', () => {
    expect(consentRequired.holds(ctx('US'))).toBe(false);
  });

  it('holds for every international (GDPR) country', () => {
    for (const code of COUNTRY_CODES.filter((c) => c !== 'US')) expect(consentRequired.holds(ctx(code)), code).toBe(true);
  });
});

describe('isCaregiver / notCaregiver', () => {
  it('are visibility rules', () => {
    expect(isCaregiver.kind).toBe('visibility');
    expect(notCaregiver.kind).toBe('visibility');
  });

  it('follow the caregiver flag of the path, as opposites', () => {
    expect(isCaregiver.holds(ctx('US', true))).toBe(true);
    expect(notCaregiver.holds(ctx('US', true))).toBe(false);
    expect(isCaregiver.holds(ctx('US', false))).toBe(false);
    expect(notCaregiver.holds(ctx('US', false))).toBe(true);
  });
});
