import { describe, expect, it } from 'vitest';
import { PARTNER_OPT_OUT_STATUS, partnerConsentGiven, partnerOptedOut, patientDeclined } from './partnerConsent.ts';

describe('partner consent', () => {
  it('is given only by two yeses, refused by either no, and neither while unfinished', () => {
    expect(partnerConsentGiven({ connect: 'yes', transfer: 'yes' })).toBe(true);
    expect(partnerConsentGiven({ connect: 'yes' })).toBe(false);
    expect(partnerOptedOut({ connect: 'no' })).toBe(true);
    expect(partnerOptedOut({ connect: 'yes', transfer: 'no' })).toBe(true);
    expect(partnerOptedOut({ connect: 'yes' })).toBe(false);
    expect(partnerOptedOut(undefined)).toBe(false);
  });

  it("reads a declined patient from the lead's status alone", () => {
    expect(PARTNER_OPT_OUT_STATUS).toBe('Partner Screener Opt-out');
    expect(patientDeclined({ leadSpecialStatus: 'Partner Screener Opt-out' })).toBe(true);
    expect(patientDeclined({ leadSpecialStatus: null })).toBe(false);
    expect(patientDeclined({ leadSpecialStatus: 'Hot call' })).toBe(false);
  });
});
