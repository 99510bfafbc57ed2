import { describe, expect, it } from 'vitest';
import { storedBookingOf } from './storedBooking.ts';

describe('storedBookingOf', () => {
  const answer = { id: 'b-1', resourceId: 2, start: '2026-03-06T01:00:00.000Z', end: '2026-03-06T01:30:00.000Z', description: 'Secondary Screening Appointment', where: 'Virtual' };

  it("keeps the booking with the day the visitor saw it on, in their time zone, and the calendar's name for its time", () => {
    expect(storedBookingOf(answer, 'America/Los_Angeles', null)).toStrictEqual({
      id: 'b-1', bookingDay: { date: '2026-03-05', id: '2026-03-05' },
      bookingTime: { start: answer.start, end: answer.end, slot: '2:2026-03-06T01:00:00.000Z' },
      description: 'Secondary Screening Appointment', where: 'Virtual',
    });
    // The same instant is the next day in UTC and in Europe.
    expect(storedBookingOf(answer, 'UTC', null).bookingDay).toStrictEqual({ date: '2026-03-06', id: '2026-03-06' });
  });

  it('keeps the study site of a site visit', () => {
    expect(storedBookingOf(answer, 'UTC', 5022).studySiteId).toBe(5022);
    expect(storedBookingOf(answer, 'UTC', null)).not.toHaveProperty('studySiteId');
  });
});
