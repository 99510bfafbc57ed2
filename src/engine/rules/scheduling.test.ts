import { describe, expect, it } from 'vitest';
import { afterBooking, afterSchedulingHome, afterScreenerHome } from './navigation.ts';
import { emptyCandidate } from '../../core/candidate.ts';
import { COUNTRIES } from '../../core/countries.ts';
import type { RuleContext } from '../ruleContext.ts';

const ctx = (over: Partial<RuleContext> = {}): RuleContext => ({
  candidate: emptyCandidate('US'), path: { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false }, country: COUNTRIES.US,
  study: { id: 1, minAge: null, maxAge: null, isSimulation: false, secondaryScreening: false }, ...over,
});

describe('scheduling navigation rules', () => {
  it('ws18: calendar booking only when fully qualified', () => {
    expect(afterScreenerHome.decide(ctx({ screening: { passed: true, fullyQualified: true } }))).toBe('calendarBooking');
    expect(afterScreenerHome.decide(ctx({ screening: { passed: false, fullyQualified: false } }))).toBe('indications');
    expect(afterScreenerHome.decide(ctx())).toBe('indications');
  });

  it('ws21: secondary screening when the study has it, else site scheduling when enabled, else indications', () => {
    const qualified = { screening: { passed: true, fullyQualified: true } };
    expect(afterSchedulingHome.decide(ctx({ ...qualified, study: { id: 1, minAge: null, maxAge: null, isSimulation: false, secondaryScreening: true } }))).toBe('secondaryScreeningScheduling');
    expect(afterSchedulingHome.decide(ctx({ ...qualified, siteSchedulingEnabled: true }))).toBe('siteScheduling');
    expect(afterSchedulingHome.decide(ctx({ ...qualified, siteSchedulingEnabled: false }))).toBe('indications');
    expect(afterSchedulingHome.decide(ctx({ screening: { passed: false, fullyQualified: false }, siteSchedulingEnabled: true }))).toBe('indications');
  });

  it('after a booking step: the thank-you when a booking exists, else indications', () => {
    expect(afterBooking.decide(ctx({ booked: true }))).toBe('calendarBookingThankYou');
    expect(afterBooking.decide(ctx({ booked: false }))).toBe('indications');
  });
});
