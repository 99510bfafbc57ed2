import { describe, expect, it } from 'vitest';
import { buildIcs, daysPerPage, formatDay, formatDayLong, formatTimeRange, googleCalendarUrl, isPhoneWidth, pageOf, prepareCalendarFormats, visitorDay } from './calendar.ts';
import { generateSlots, groupByDay, isSlotOf, OFFER_MARGIN_MINUTES } from './slots.ts';
import { zonedDate, zonedTimeToUtc } from './timezone.ts';
import { timeZoneShown } from '../dateTimeFormats.ts';

const event = { uid: 'b1@trial-signup', start: '2026-03-03T15:00:00.000Z', end: '2026-03-03T15:30:00.000Z', summary: 'Secondary Screening Appointment', description: 'Call, about; study', location: 'Virtual' };

describe('booking calendar helpers', () => {
  it('pages days three at a time, four at md and wider', () => {
    expect(daysPerPage(375)).toBe(3);
    expect(daysPerPage(768)).toBe(4);
    expect(pageOf([1, 2, 3, 4, 5, 6, 7], 1, 3)).toEqual([4, 5, 6]);
  });

  it('formats times in 12-hour style in the visitor zone, in English and Spanish', () => {
    expect(formatTimeRange(event.start, event.end, 'America/New_York', 'en')).toBe('10:00 AM – 10:30 AM');
    expect(formatTimeRange(event.start, event.end, 'America/Los_Angeles', 'es')).toMatch(/^7:00 a\.\s?m\. – 7:30 a\.\s?m\.$/);
  });

  it('builds a valid ICS event and a Google Calendar link', () => {
    const ics = buildIcs(event, '2026-03-02T14:00:00.000Z');
    expect(ics).toContain('BEGIN:VCALENDAR\r\nVERSION:2.0');
    expect(ics).toContain('DTSTART:20260303T150000Z\r\nDTEND:20260303T153000Z');
    expect(ics).toContain('DESCRIPTION:Call\\, about\\; study');
    expect(ics.trimEnd().endsWith('END:VEVENT\r\nEND:VCALENDAR')).toBe(true);
    const url = new URL(googleCalendarUrl(event));
    expect(url.searchParams.get('dates')).toBe('20260303T150000Z/20260303T153000Z');
    expect(url.searchParams.get('location')).toBe('Virtual');
  });

  it('writes every line break in a text as its \\n, a bare carriage return too: none starts a line of its own', () => {
    const ics = buildIcs({ ...event, description: 'a\r\nATTENDEE:mailto:x@y.z\rX-ONE:1\nX-TWO:2' }, '2026-03-02T14:00:00.000Z');
    expect(ics).toContain('DESCRIPTION:a\\nATTENDEE:mailto:x@y.z\\nX-ONE:1\\nX-TWO:2\r\n');
    expect(ics.split('\r\n').filter((line) => /^(ATTENDEE|X-ONE|X-TWO)/.test(line))).toEqual([]);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});

describe('formatDayLong', () => {
  it('says a day in full, in English and Spanish, whatever the zone the page runs in', () => {
    expect(formatDayLong('2030-01-08', 'en')).toBe('Tuesday, January 8, 2030');
    expect(formatDayLong('2030-01-08', 'es')).toBe('martes, 8 de enero de 2030');
    expect(formatDayLong('2026-12-31', 'en')).toBe('Thursday, December 31, 2026');
  });
});

describe('slots', () => {
  const resource = { id: 1, name: 'A', timezone: 'America/Chicago', slotMinutes: 30, minNoticeMinutes: 60, workingHours: [1, 2, 3, 4, 5].map((day) => ({ day, start: '09:00', end: '12:00' })) };

  it('cuts working hours into slots after the minimum notice, skipping booked ones, across a DST change', () => {
    const slots = generateSlots(resource, new Date('2026-03-06T14:10:00Z'), 4, new Set(['2026-03-06T16:00:00.000Z']));
    expect(slots.map((s) => s.start)).toEqual(['2026-03-06T15:30:00.000Z', '2026-03-06T16:30:00.000Z', '2026-03-06T17:00:00.000Z', '2026-03-06T17:30:00.000Z', ...['14:00', '14:30', '15:00', '15:30', '16:00', '16:30'].map((t) => `2026-03-09T${t}:00.000Z`)]);
    expect(zonedTimeToUtc('2026-11-02', '09:00', 'America/Chicago').toISOString()).toBe('2026-11-02T15:00:00.000Z');
  });

  it('groups slots per day in the visitor zone', () => {
    const slots = generateSlots(resource, new Date('2026-03-06T14:10:00Z'), 4, new Set());
    expect(groupByDay(slots, 'Asia/Tokyo').map((d) => d.date)).toEqual(['2026-03-07', '2026-03-09', '2026-03-10']);
  });

  it('gives whole slots only, each with its end and resource, in time order however the hours are listed', () => {
    // Tuesday 3 March 2026 in Chicago (UTC-6): the afternoon listed first, and a morning that does not end on a slot.
    const hours = { ...resource, id: 7, name: 'Ana', workingHours: [{ day: 2, start: '14:00', end: '15:00' }, { day: 2, start: '09:00', end: '10:15' }] };
    const slots = generateSlots(hours, new Date('2026-03-03T06:00:00Z'), 1, new Set());
    expect(slots).toEqual(['15:00', '15:30', '20:00', '20:30'].map((t) => {
      const start = `2026-03-03T${t}:00.000Z`;
      return { start, end: new Date(Date.parse(start) + 30 * 60000).toISOString(), resources: [{ id: 7, name: 'Ana', timezone: 'America/Chicago' }] };
    }));
  });

  it('gives the times of working hours that overlap once each, in time order', () => {
    const overlapping = { ...resource, workingHours: [{ day: 2, start: '10:00', end: '11:30' }, { day: 2, start: '09:00', end: '10:30' }] };
    const starts = generateSlots(overlapping, new Date('2026-03-03T06:00:00Z'), 1, new Set()).map((s) => s.start.slice(11, 16));
    expect(starts).toEqual(['15:00', '15:30', '16:00', '16:30', '17:00']);
  });

  it('offers a slot that starts exactly when the minimum notice ends, and none before', () => {
    // 60 minutes' notice from 14:00Z: the 15:00Z slot (9:00 in Chicago) is the first offered.
    expect(generateSlots(resource, new Date('2026-03-03T14:00:00Z'), 1, new Set())[0]?.start).toBe('2026-03-03T15:00:00.000Z');
    expect(generateSlots(resource, new Date('2026-03-03T14:00:01Z'), 1, new Set())[0]?.start).toBe('2026-03-03T15:30:00.000Z');
  });

  it('offers times from a margin after the notice, and takes a booking for one until the notice itself ends', () => {
    expect(OFFER_MARGIN_MINUTES).toBe(10);
    // Offered at 14:00Z with 60 minutes' notice and the margin: the 15:00Z slot is too near, the 15:30Z one the first.
    const offeredAt = new Date('2026-03-03T14:00:00Z');
    expect(generateSlots(resource, offeredAt, 1, new Set(), OFFER_MARGIN_MINUTES)[0]?.start).toBe('2026-03-03T15:30:00.000Z');
    // The 15:30Z slot is offered until 14:20Z, and booked until 14:30Z: ten minutes for the visitor to book it.
    expect(generateSlots(resource, new Date('2026-03-03T14:20:00Z'), 1, new Set(), OFFER_MARGIN_MINUTES)[0]?.start).toBe('2026-03-03T15:30:00.000Z');
    expect(generateSlots(resource, new Date('2026-03-03T14:20:01Z'), 1, new Set(), OFFER_MARGIN_MINUTES)[0]?.start).toBe('2026-03-03T16:00:00.000Z');
    const slot = ['2026-03-03T15:30:00.000Z', '2026-03-03T16:00:00.000Z'] as const;
    expect(isSlotOf(resource, ...slot, new Date('2026-03-03T14:29:59Z'), 1)).toBe(true);
    expect(isSlotOf(resource, ...slot, new Date('2026-03-03T14:30:00Z'), 1)).toBe(true);
    // Past the notice it is refused, even though it was offered.
    expect(isSlotOf(resource, ...slot, new Date('2026-03-03T14:30:01Z'), 1)).toBe(false);
  });

  it('takes a booking only for one of the slots, start and end alike', () => {
    const now = new Date('2026-03-03T06:00:00Z');
    expect(isSlotOf(resource, '2026-03-03T15:00:00.000Z', '2026-03-03T15:30:00.000Z', now, 1)).toBe(true);
    expect(isSlotOf(resource, '2026-03-03T15:00:00.000Z', '2026-03-03T16:00:00.000Z', now, 1)).toBe(false);
    expect(isSlotOf(resource, '2026-03-03T15:10:00.000Z', '2026-03-03T15:30:00.000Z', now, 1)).toBe(false);
    expect(isSlotOf(resource, '2026-03-03T14:30:00.000Z', '2026-03-03T15:00:00.000Z', now, 1)).toBe(false);
  });

  it("gives each day its slots in the order they came, with each slot's resource", () => {
    const slot = (start: string, resource: { id: number; name: string; timezone: string }) => ({ start, end: new Date(Date.parse(start) + 30 * 60000).toISOString(), resources: [resource] });
    const a = { id: 1, name: 'A', timezone: 'America/Chicago' };
    const b = { id: 2, name: 'B', timezone: 'America/New_York' };
    // 23:30 and 00:00 in Chicago: two days; B's slot comes first but belongs to the second day.
    const slots = [slot('2026-03-04T06:00:00.000Z', b), slot('2026-03-04T05:30:00.000Z', a), slot('2026-03-04T06:30:00.000Z', a)];
    expect(groupByDay(slots as never, 'America/Chicago')).toEqual([
      { date: '2026-03-04', timeSlots: [
        { id: '2:2026-03-04T06:00:00.000Z', start: '2026-03-04T06:00:00.000Z', end: '2026-03-04T06:30:00.000Z', resourceId: 2, resourceName: 'B', timezone: 'America/New_York' },
        { id: '1:2026-03-04T06:30:00.000Z', start: '2026-03-04T06:30:00.000Z', end: '2026-03-04T07:00:00.000Z', resourceId: 1, resourceName: 'A', timezone: 'America/Chicago' },
      ] },
      { date: '2026-03-03', timeSlots: [
        { id: '1:2026-03-04T05:30:00.000Z', start: '2026-03-04T05:30:00.000Z', end: '2026-03-04T06:00:00.000Z', resourceId: 1, resourceName: 'A', timezone: 'America/Chicago' },
      ] },
    ]);
    expect(groupByDay([], 'America/Chicago')).toEqual([]);
  });

  it('gives a time two resources are free at once, the first listed taking it, and keeps times that only share a start', () => {
    const slot = (start: string, minutes: number, resource: { id: number; name: string; timezone: string }) => ({ start, end: new Date(Date.parse(start) + minutes * 60000).toISOString(), resources: [resource] });
    const a = { id: 1, name: 'A', timezone: 'America/Chicago' };
    const b = { id: 2, name: 'B', timezone: 'America/New_York' };
    const slots = [slot('2026-03-04T15:00:00.000Z', 30, b), slot('2026-03-04T15:00:00.000Z', 30, a), slot('2026-03-04T15:00:00.000Z', 60, a), slot('2026-03-04T15:30:00.000Z', 30, a), slot('2026-03-04T15:30:00.000Z', 30, b)];
    const [day] = groupByDay(slots as never, 'America/Chicago');
    expect(day?.timeSlots.map((s) => [s.id, s.end, s.resourceId, s.resourceName])).toEqual([
      ['2:2026-03-04T15:00:00.000Z', '2026-03-04T15:30:00.000Z', 2, 'B'],
      ['1:2026-03-04T15:00:00.000Z', '2026-03-04T16:00:00.000Z', 1, 'A'],
      ['1:2026-03-04T15:30:00.000Z', '2026-03-04T16:00:00.000Z', 1, 'A'],
    ]);
    expect(groupByDay(slots as never, 'America/Chicago')).toHaveLength(1);
  });
});

describe('isPhoneWidth', () => {
  it('is below the md breakpoint of 768 px, the spec\'s mobile width', () => {
    expect(isPhoneWidth(320)).toBe(true);
    expect(isPhoneWidth(600)).toBe(true);
    expect(isPhoneWidth(767)).toBe(true);
    expect(isPhoneWidth(768)).toBe(false);
    expect(isPhoneWidth(1280)).toBe(false);
  });
});

describe('visitorDay', () => {
  it("gives the day an instant falls on in the visitor's zone, not in UTC", () => {
    expect(visitorDay('2030-01-08T16:00:00.000Z', 'Asia/Tokyo')).toBe('2030-01-09');
    expect(visitorDay('2030-01-08T03:00:00.000Z', 'America/Los_Angeles')).toBe('2030-01-07');
    expect(visitorDay('2030-01-08T12:00:00.000Z', 'UTC')).toBe('2030-01-08');
  });
});

describe('formatDay', () => {
  it('names a day card\'s day in the page\'s language, the same day wherever the visitor is', () => {
    expect(formatDay('2026-03-03', 'en')).toEqual({ weekday: 'Tue', day: 'Mar 3' });
    // Spanish abbreviations (some ICU versions add a full stop).
    expect(formatDay('2026-03-03', 'es').weekday).toMatch(/^mar\.?$/);
    expect(formatDay('2026-03-03', 'es').day).toMatch(/^3 mar\.?$/);
    expect(formatDay('2026-12-31', 'en')).toEqual({ weekday: 'Thu', day: 'Dec 31' });
  });
});

describe('buildIcs and googleCalendarUrl, whole', () => {
  it('writes every line of the one-event calendar, each text escaped as RFC 5545 asks', () => {
    const ics = buildIcs({ ...event, summary: 'Cita; secundaria', description: 'Line one\nback\\slash, comma', location: 'Virtual' }, '2026-03-02T14:00:00.000Z');
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Trial Signup//Booking//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH',
      'BEGIN:VEVENT', 'UID:b1@trial-signup', 'DTSTAMP:20260302T140000Z', 'DTSTART:20260303T150000Z', 'DTEND:20260303T153000Z',
      'SUMMARY:Cita\\; secundaria', 'DESCRIPTION:Line one\\nback\\\\slash\\, comma', 'LOCATION:Virtual',
      'END:VEVENT', 'END:VCALENDAR', '',
    ]);
  });

  it('opens Google Calendar\'s new-event form with the event filled in', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({ action: 'TEMPLATE', text: 'Secondary Screening Appointment', dates: '20260303T150000Z/20260303T153000Z', details: 'Call, about; study', location: 'Virtual' });
  });
});

describe('prepareCalendarFormats', () => {
  /** Counts the date formatters made while `run` runs. */
  function formattersMade(run: () => void): number {
    const Real = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof Real>) { made++; return new Real(...args); } as unknown as typeof Real;
    try { run(); } finally { Intl.DateTimeFormat = Real; }
    return made;
  }

  it('makes every formatter a calendar shows its days and times with, in that zone and language, so the calendar makes none', () => {
    // Zones no other test uses, so that nothing made them before.
    const cases = [['Pacific/Chatham', 'es'], ['Asia/Kathmandu', 'en']] as const;
    for (const [zone, locale] of cases) {
      const now = new Date('2026-03-03T15:00:00Z');
      expect(formattersMade(() => prepareCalendarFormats(zone, locale, now))).toBeGreaterThan(0);
      expect(formattersMade(() => {
        formatTimeRange('2026-03-05T14:00:00Z', '2026-03-05T14:30:00Z', zone, locale);
        formatDay(zonedDate(new Date('2026-03-05T14:00:00Z'), zone).date, locale);
        formatDayLong(zonedDate(new Date('2026-03-05T14:00:00Z'), zone).date, locale);
        timeZoneShown(zone, locale, new Date('2026-03-05T14:00:00Z'));
      })).toBe(0);
    }
  });
});
