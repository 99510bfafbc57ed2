import { describe, expect, it } from 'vitest';
import { addDays, offsetMinutes, zonedDate, zonedTimeToUtc } from './timezone.ts';

describe('time zones with Intl only', () => {
  it("gives a zone's offset from UTC, daylight time included", () => {
    expect(offsetMinutes(new Date('2026-01-15T12:00:00Z'), 'America/Chicago')).toBe(-360);
    expect(offsetMinutes(new Date('2026-07-15T12:00:00Z'), 'America/Chicago')).toBe(-300);
    expect(offsetMinutes(new Date('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(offsetMinutes(new Date('2026-07-15T12:00:00.999Z'), 'UTC')).toBe(0);
  });

  it("finds the instant a zone's clock shows a date and time, on both sides of a daylight-saving change", () => {
    expect(zonedTimeToUtc('2026-03-07', '09:30', 'America/New_York').toISOString()).toBe('2026-03-07T14:30:00.000Z');
    expect(zonedTimeToUtc('2026-03-09', '09:30', 'America/New_York').toISOString()).toBe('2026-03-09T13:30:00.000Z');
    expect(zonedTimeToUtc('2026-11-02', '00:15', 'Asia/Tokyo').toISOString()).toBe('2026-11-01T15:15:00.000Z');
  });

  it('gives the date and weekday the zone shows, which may be another day than UTC\'s', () => {
    const instant = new Date('2026-03-02T03:30:00Z');
    expect(zonedDate(instant, 'America/Chicago')).toEqual({ date: '2026-03-01', weekday: 0 });
    expect(zonedDate(instant, 'Asia/Tokyo')).toEqual({ date: '2026-03-02', weekday: 1 });
    expect(zonedDate(new Date('2026-12-31T23:59:59Z'), 'UTC')).toEqual({ date: '2026-12-31', weekday: 4 });
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
