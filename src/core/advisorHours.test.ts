import { describe, expect, it } from 'vitest';
import { advisorsOnline } from './advisorHours.ts';

describe('advisorsOnline', () => {
  it('is online on weekdays from 8 AM to 5 PM Central, in winter (CST, UTC-6)', () => {
    expect(advisorsOnline(new Date('2026-01-14T13:59:59Z'))).toBe(false); // Wed 07:59
    expect(advisorsOnline(new Date('2026-01-14T14:00:00Z'))).toBe(true); // Wed 08:00
    expect(advisorsOnline(new Date('2026-01-14T22:59:59Z'))).toBe(true); // Wed 16:59
    expect(advisorsOnline(new Date('2026-01-14T23:00:00Z'))).toBe(false); // Wed 17:00
  });

  it('follows daylight saving time (CDT, UTC-5)', () => {
    expect(advisorsOnline(new Date('2026-07-15T13:00:00Z'))).toBe(true); // Wed 08:00 CDT
    expect(advisorsOnline(new Date('2026-07-15T12:59:00Z'))).toBe(false); // Wed 07:59 CDT
    expect(advisorsOnline(new Date('2026-07-15T22:00:00Z'))).toBe(false); // Wed 17:00 CDT
  });

  it('is offline at weekends, whatever the hour', () => {
    expect(advisorsOnline(new Date('2026-11-21T16:00:00Z'))).toBe(false); // Sat 10:00
    expect(advisorsOnline(new Date('2026-11-22T16:00:00Z'))).toBe(false); // Sun 10:00
    // Friday 4:30 PM Central is 22:30 UTC: late in the UTC day, still working hours in Chicago.
    expect(advisorsOnline(new Date('2026-11-20T22:30:00Z'))).toBe(true);
  });
});
