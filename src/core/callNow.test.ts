import { describe, expect, it } from 'vitest';
import { callNowIndications, canCallNow, type CallNowInput } from './callNow.ts';
import { COUNTRY_CODES } from './countries.ts';

// 2026-03-02 is a Monday: 16:00Z is 10 AM Central; 2026-03-07 is a Saturday.
const MONDAY_OPEN = new Date('2026-03-02T16:00:00Z');
const base: CallNowInput = { indicationIds: [101], country: 'US', postalCodeValid: true, now: MONDAY_OPEN };

describe('canCallNow', () => {
  it('is true for a US or Canadian visitor with a condition and a valid postal code during the advisors\' hours', () => {
    expect(canCallNow(base)).toBe(true);
    expect(canCallNow({ ...base, country: 'CA' })).toBe(true);
  });

  it('is false outside the advisors\' hours (Central), on a weekend and after 5 PM', () => {
    expect(canCallNow({ ...base, now: new Date('2026-03-07T16:00:00Z') })).toBe(false);
    expect(canCallNow({ ...base, now: new Date('2026-03-02T23:30:00Z') })).toBe(false);
    expect(canCallNow({ ...base, country: 'CA', now: new Date('2026-03-02T13:30:00Z') })).toBe(false);
  });

  it('opens at 8:00 AM and closes at 5:00 PM Central to the minute, Monday to Friday, and not on a Sunday', () => {
    const at = (iso: string) => canCallNow({ ...base, now: new Date(iso) });
    // Central Standard Time (UTC-6) until 2026-03-08.
    expect(at('2026-03-02T13:59:59Z')).toBe(false);
    expect(at('2026-03-02T14:00:00Z')).toBe(true);
    expect(at('2026-03-06T22:59:59Z')).toBe(true);
    expect(at('2026-03-06T23:00:00Z')).toBe(false);
    expect(at('2026-03-01T16:00:00Z')).toBe(false);
    // Central Daylight Time (UTC-5) from 2026-03-08: 8 AM is an hour earlier in UTC.
    expect(at('2026-03-09T13:00:00Z')).toBe(true);
    expect(at('2026-03-09T12:59:00Z')).toBe(false);
  });

  it('is false in every country the line does not serve, even during its hours', () => {
    for (const country of COUNTRY_CODES.filter((c) => c !== 'US' && c !== 'CA')) expect(canCallNow({ ...base, country }), country).toBe(false);
  });

  it('is false without a condition: no indication ids, or none that is an indication id', () => {
    expect(canCallNow({ ...base, indicationIds: [] })).toBe(false);
    expect(canCallNow({ ...base, indicationIds: [0, -1] })).toBe(false);
    expect(canCallNow({ ...base, indicationIds: [-1, 101] })).toBe(true);
  });

  it('is false without a valid postal code for the country', () => {
    expect(canCallNow({ ...base, postalCodeValid: false })).toBe(false);
  });
});

describe('callNowIndications', () => {
  it("asks about the visitor's conditions, else the visit's one, else none", () => {
    expect(callNowIndications([101, 106], 131)).toEqual([101, 106]);
    expect(callNowIndications([], 131)).toEqual([131]);
    expect(callNowIndications([], null)).toEqual([]);
  });
});
