import { describe, expect, it } from 'vitest';
import { partnerCheck, partnerCheckKey } from './partnerCheck.ts';
import { PARTNER_OPT_OUT_STATUS, partnerConsentGiven, partnerOptedOut } from './partnerConsent.ts';

const verdict = { siteFound: true, reasons: [] as string[], bioQualified: true, criteriaQualified: true };

describe('partner qualification check', () => {
  it('checks in the spec order, each with its message', () => {
    expect(partnerCheck({ criteriaComplete: false, missingFields: ['phone'], verdict: null }).message).toBe('Please fill out all qualification questions.');
    expect(partnerCheck({ criteriaComplete: true, missingFields: ['phone'], verdict: { ...verdict, siteFound: false, reasons: ['no_site', 'bmi_above_max'] } }).message).toBe('No study site was found for the given postal code.');
    expect(partnerCheck({ criteriaComplete: true, missingFields: ['phone'], verdict: { ...verdict, bioQualified: false, reasons: ['bmi_missing'] } }).message).toBe('Candidate does not meet BMI qualification for the study. Please check height and weight.');
    expect(partnerCheck({ criteriaComplete: true, missingFields: ['phone'], verdict })).toEqual({ ok: false, message: 'Please fill out all required fields for candidate.' });
    expect(partnerCheck({ criteriaComplete: true, missingFields: [], verdict: { ...verdict, bioQualified: false, reasons: ['bmi_above_max'] } }).message).toBe('Candidate does not meet BMI qualification for the study. Please check height and weight.');
    expect(partnerCheck({ criteriaComplete: true, missingFields: [], verdict })).toEqual({ ok: true, message: 'Candidate Qualified!' });
    expect(partnerCheck({ criteriaComplete: true, missingFields: [], verdict: null }).message).toBe('An error occurred while checking candidate qualification.');
    // Without a verdict, a missing required field (the postal code the sites are found by) is the reason given.
    expect(partnerCheck({ criteriaComplete: true, missingFields: ['postalCode'], verdict: null })).toEqual({ ok: false, message: 'Please fill out all required fields for candidate.' });
    expect(partnerCheck({ criteriaComplete: true, missingFields: [], verdict: { ...verdict, criteriaQualified: false, reasons: ['criterion_1_disqualifying'] } }).ok).toBe(false);
  });

  it('never calls a failed check qualified: every refusal is not ok, with its whole message', () => {
    const refusals = [
      [{ criteriaComplete: false, missingFields: [], verdict }, 'Please fill out all qualification questions.'],
      [{ criteriaComplete: true, missingFields: [], verdict: null }, 'An error occurred while checking candidate qualification.'],
      [{ criteriaComplete: true, missingFields: [], verdict: { ...verdict, siteFound: false, reasons: ['no_site'] } }, 'No study site was found for the given postal code.'],
      [{ criteriaComplete: true, missingFields: [], verdict: { ...verdict, reasons: ['bmi_below_min'] } }, 'Candidate does not meet BMI qualification for the study. Please check height and weight.'],
      // A disqualifying answer is no BMI problem.
      [{ criteriaComplete: true, missingFields: [], verdict: { ...verdict, criteriaQualified: false, reasons: ['criterion_3_disqualifying'] } }, 'An error occurred while checking candidate qualification.'],
    ] as const;
    for (const [input, message] of refusals) expect(partnerCheck(input), message).toEqual({ ok: false, message });
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
  it('have a translation key each', () => {
    expect(partnerCheckKey({ ok: true, message: 'Candidate Qualified!' })).toBe('partner.result.qualified');
    expect(partnerCheckKey({ ok: false, message: 'No study site was found for the given postal code.' })).toBe('partner.result.noSite');
    expect(partnerCheckKey({ ok: false, message: 'Please fill out all qualification questions.' })).toBe('partner.result.questions');
    expect(partnerCheckKey({ ok: false, message: 'Candidate does not meet BMI qualification for the study. Please check height and weight.' })).toBe('partner.result.bmi');
    expect(partnerCheckKey({ ok: false, message: 'Please fill out all required fields for candidate.' })).toBe('partner.result.required');
    expect(partnerCheckKey({ ok: false, message: 'An error occurred while checking candidate qualification.' })).toBe('partner.result.error');
  });
});

describe('the opt-out status', () => {
  it("is the spec's wording, which the lead carries as leadSpecialStatus", () => {
    expect(PARTNER_OPT_OUT_STATUS).toBe('Partner Screener Opt-out');
  });
});
