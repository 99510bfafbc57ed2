import { describe, expect, it } from 'vitest';
import { isCallCentreOpen } from './callCentre.ts';

// 2026-03-02 is a Monday; Chicago is on CST (UTC-6) until 2026-03-08, CDT (UTC-5) in July.
const at = (iso: string) => isCallCentreOpen(new Date(iso));

describe('isCallCentreOpen', () => {
  it('opens at 8 AM Central on a weekday (CST)', () => {
    expect(at('2026-03-02T13:59:59Z')).toBe(false);
    expect(at('2026-03-02T14:00:00Z')).toBe(true);
  });

  it('closes at 5 PM Central on a weekday (CST)', () => {
    expect(at('2026-03-02T22:59:59Z')).toBe(true);
    expect(at('2026-03-02T23:00:00Z')).toBe(false);
  });

  it('is open mid-afternoon on a weekday', () => {
    expect(at('2026-03-02T15:00:00Z')).toBe(true);
    expect(at('2026-03-04T18:30:00Z')).toBe(true);
  });

  it('follows daylight saving time (CDT)', () => {
    // Monday 2026-07-06: 8 AM CDT is 13:00Z and 5 PM CDT is 22:00Z.
    expect(at('2026-07-06T12:59:59Z')).toBe(false);
    expect(at('2026-07-06T13:00:00Z')).toBe(true);
    expect(at('2026-07-06T21:59:59Z')).toBe(true);
    expect(at('2026-07-06T22:00:00Z')).toBe(false);
  });

  it('is open on Friday until 5 PM and closed after', () => {
    expect(at('2026-03-06T22:59:00Z')).toBe(true);
    expect(at('2026-03-06T23:00:00Z')).toBe(false);
  });

  it('is closed all day on Saturday and Sunday', () => {
    expect(at('2026-03-07T14:00:00Z')).toBe(false);
    expect(at('2026-03-07T18:00:00Z')).toBe(false);
    expect(at('2026-03-08T18:00:00Z')).toBe(false);
  });

  it('is open late on a Friday in UTC that is still the afternoon in Chicago', () => {
    // Friday 4:30 PM Central is 22:30 UTC.
    expect(at('2026-11-20T22:30:00Z')).toBe(true);
  });

  it('reads the hour in Central time, not UTC', () => {
    // 10:00Z is 4 AM in Chicago (closed); 20:00Z is 2 PM in Chicago (open).
    expect(at('2026-03-02T10:00:00Z')).toBe(false);
    expect(at('2026-03-02T20:00:00Z')).toBe(true);
  });
});
