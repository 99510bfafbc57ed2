import { describe, expect, it } from 'vitest';
import { calendarDays } from './calendarDays.ts';
import { groupByDay, type Slot } from './slots.ts';

const slot = (start: string, id = 7): Slot => ({ start, end: new Date(Date.parse(start) + 30 * 60000).toISOString(), resources: [{ id, name: 'Coordinator', timezone: 'America/New_York' }] });
// 03:30 UTC on the 2nd is the evening of the 1st in New York and the 2nd in Berlin.
const slots = [slot('2026-12-01T15:00:00.000Z'), slot('2026-12-02T03:30:00.000Z'), slot('2026-12-02T15:00:00.000Z')];

describe('calendarDays', () => {
  it('groups the slots per day in the time zone, as groupByDay does', () => {
    expect(calendarDays(slots, 'America/New_York')).toEqual(groupByDay(slots, 'America/New_York'));
    expect(calendarDays(slots, 'America/New_York').map((d) => [d.date, d.timeSlots.length])).toEqual([['2026-12-01', 2], ['2026-12-02', 1]]);
    expect(calendarDays(slots, 'Europe/Berlin').map((d) => [d.date, d.timeSlots.length])).toEqual([['2026-12-01', 1], ['2026-12-02', 2]]);
  });

  it('groups the same slots once per time zone: the second read is the first one\'s days', () => {
    const first = calendarDays(slots, 'America/New_York');
    expect(calendarDays(slots, 'America/New_York')).toBe(first);
    expect(calendarDays(slots, 'Europe/Berlin')).not.toBe(first);
    expect(calendarDays(slots, 'America/New_York')).toBe(first);
  });

  it('groups other slots afresh, even equal ones', () => {
    const first = calendarDays(slots, 'America/New_York');
    const again = calendarDays([...slots], 'America/New_York');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    expect(calendarDays(slots.slice(0, 1), 'America/New_York').map((d) => d.date)).toEqual(['2026-12-01']);
  });
});
