import { describe, expect, it, vi } from 'vitest';
import { addDays, offsetMinutes, zonedDate, zonedDates, zonedTimeToUtc } from './timezone.ts';

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

describe('zonedDates', () => {
  const halfHours = (fromIso: string, count: number) => Array.from({ length: count }, (_, i) => Date.parse(fromIso) + i * 30 * 60000);
  const oneByOne = (instants: number[], zone: string) => instants.map((t) => zonedDate(new Date(t), zone).date);

  it('gives each instant the date zonedDate gives it, across a daylight-saving change either way and in odd offsets', () => {
    const cases: Array<[string, string]> = [
      ['America/Chicago', '2026-03-05T00:00:00Z'], // spring forward on 8 March
      ['America/Chicago', '2026-10-29T00:00:00Z'], // fall back on 1 November
      ['Australia/Sydney', '2026-04-01T00:00:00Z'], // fall back on 5 April, southern hemisphere
      ['Pacific/Chatham', '2026-04-01T00:00:00Z'], // +13:45 / +12:45
      ['Asia/Kathmandu', '2026-03-05T00:00:00Z'], // +5:45, no change
      ['UTC', '2026-12-30T00:00:00Z'], // across a new year
    ];
    for (const [zone, from] of cases) {
      const instants = halfHours(from, 7 * 48);
      expect(zonedDates(instants, zone), `${zone} from ${from}`).toEqual(oneByOne(instants, zone));
    }
  });

  it('takes the instants in any order, and gives their dates in that order', () => {
    // Three days around the change, so that the midnight after it (05:00Z, not 06:00Z) is among them.
    const instants = halfHours('2026-03-07T00:00:00Z', 144);
    const shuffled = instants.map((t, i) => [t, (i * 37) % 144] as const).sort((a, b) => a[1] - b[1]).map(([t]) => t);
    expect(zonedDates(shuffled, 'America/Chicago')).toEqual(oneByOne(shuffled, 'America/Chicago'));
    expect(zonedDates([], 'America/Chicago')).toEqual([]);
    expect(zonedDates([Date.parse('2026-03-08T07:59:00Z')], 'America/Chicago')).toEqual(['2026-03-08']);
    // Two instants on either side of the change, each with its own offset: 23:30 CDT on 31 October, 1:30 CST on 1 November.
    const pair = [Date.parse('2026-11-01T04:30:00Z'), Date.parse('2026-11-01T07:30:00Z')];
    expect(zonedDates(pair, 'America/Chicago')).toEqual(oneByOne(pair, 'America/Chicago'));
  });

  it('reads the zone a few times, not once per instant', () => {
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      zonedDates(halfHours('2026-03-05T00:00:00Z', 7 * 48), 'America/Chicago');
      // Two ends, then halving around the one change: about 2 + 2 log2(336).
      expect(formatToParts.mock.calls.length).toBeLessThanOrEqual(20);
      formatToParts.mockClear();
      zonedDates(halfHours('2026-06-01T00:00:00Z', 7 * 48), 'America/Chicago');
      expect(formatToParts.mock.calls.length).toBe(2);
    } finally {
      formatToParts.mockRestore();
    }
  });
});
