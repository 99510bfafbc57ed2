import { describe, expect, it } from 'vitest';
import { partnerCheck } from './partnerCheck.ts';
import en from '../../../locales/en/translation.json';
import { PARTNER_OPT_OUT_STATUS, partnerConsentGiven, partnerOptedOut } from './partnerConsent.ts';

const verdict = { siteFound: true, reasons: [] as string[], bioQualified: true, criteriaQualified: true };

describe('partner qualification check', () => {
  it('checks in the spec order, each with its reason', () => {
    expect(partnerCheck({ criteriaComplete: false, missingFields: ['phone'], verdict: null }).reason).toBe('questions');
    expect(partnerCheck({ criteriaComplete: true, missingFields: ['phone'], verdict: { ...verdict, siteFound: false, reasons: ['no_site', 'bmi_above_max'] } }).reason).toBe('noSite');
    expect(partnerCheck({ criteriaComplete: true, missingFields: ['phone'], verdict: { ...verdict, bioQualified: false, reasons: ['bmi_missing'] } }).reason).toBe('bmi');
    expect(partnerCheck({ criteriaComplete: true, missingFields: ['phone'], verdict })).toEqual({ ok: false, reason: 'required' });
    expect(partnerCheck({ criteriaComplete: true, missingFields: [], verdict: { ...verdict, bioQualified: false, reasons: ['bmi_above_max'] } }).reason).toBe('bmi');
    expect(partnerCheck({ criteriaComplete: true, missingFields: [], verdict })).toEqual({ ok: true, reason: 'qualified' });
    expect(partnerCheck({ criteriaComplete: true, missingFields: [], verdict: null }).reason).toBe('error');
    // Without a verdict, a missing required field (the postal code the sites are found by) is the reason given.
    expect(partnerCheck({ criteriaComplete: true, missingFields: ['postalCode'], verdict: null })).toEqual({ ok: false, reason: 'required' });
    expect(partnerCheck({ criteriaComplete: true, missingFields: [], verdict: { ...verdict, criteriaQualified: false, reasons: ['criterion_1_disqualifying'] } }).ok).toBe(false);
  });

  it('never calls a failed check qualified: every refusal is not ok, with its reason', () => {
    const refusals = [
      [{ criteriaComplete: false, missingFields: [], verdict }, 'questions'],
      [{ criteriaComplete: true, missingFields: [], verdict: null }, 'error'],
      [{ criteriaComplete: true, missingFields: [], verdict: { ...verdict, siteFound: false, reasons: ['no_site'] } }, 'noSite'],
      [{ criteriaComplete: true, missingFields: [], verdict: { ...verdict, reasons: ['bmi_below_min'] } }, 'bmi'],
      // A disqualifying answer is no BMI problem.
      [{ criteriaComplete: true, missingFields: [], verdict: { ...verdict, criteriaQualified: false, reasons: ['criterion_3_disqualifying'] } }, 'error'],
    ] as const;
    for (const [input, reason] of refusals) expect(partnerCheck(input), reason).toEqual({ ok: false, reason });
  });

  it('gives consent only for two yeses; either no opts out', () => {
    expect(partnerConsentGiven({ connect: 'yes', transfer: 'yes' })).toBe(true);
    expect(partnerConsentGiven({ connect: 'yes' })).toBe(false);
    // The transfer without the connection is not consent.
    expect(partnerConsentGiven({ connect: 'no', transfer: 'yes' })).toBe(false);
    expect(partnerConsentGiven({ transfer: 'yes' })).toBe(false);
    expect(partnerConsentGiven(undefined)).toBe(false);
    expect(partnerOptedOut({ connect: 'no' })).toBe(true);
    expect(partnerOptedOut({ connect: 'yes', transfer: 'no' })).toBe(true);
    expect(partnerOptedOut({ connect: 'yes', transfer: 'yes' })).toBe(false);
    expect(partnerOptedOut(undefined)).toBe(false);
  });
});

describe('partner check messages', () => {
  it("are the spec's wording in English, by each reason's translation key", () => {
    expect(en.partner.result).toEqual({
      qualified: 'Candidate Qualified!',
      questions: 'Please fill out all qualification questions.',
      noSite: 'No study site was found for the given postal code.',
      bmi: 'Candidate does not meet BMI qualification for the study. Please check height and weight.',
      required: 'Please fill out all required fields for candidate.',
      error: 'An error occurred while checking candidate qualification.',
    });
  });
});

describe('the opt-out status', () => {
  it("is the spec's wording, which the lead carries as leadSpecialStatus", () => {
    expect(PARTNER_OPT_OUT_STATUS).toBe('Partner Screener Opt-out');
  });
});
