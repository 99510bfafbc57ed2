import { describe, expect, it } from 'vitest';
import { storedBookingOf, type StoredBooking } from './storedBooking.ts';
import { bookedForOf, bookingIsFor, type BookedFor } from './bookedFor.ts';
import { textDigest } from '../textDigest.ts';

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

describe('whose a kept booking is', () => {
  const booking = (bookedFor?: BookedFor): StoredBooking => ({ id: 'b1', bookingDay: { date: '2026-12-01', id: '2026-12-01' }, bookingTime: { start: 's', end: 'e', slot: 'r:s' }, description: 'd', where: 'w', ...(bookedFor ? { bookedFor } : {}) });
  const bea = bookedForOf({ caregiver: null, firstName: 'Bea', lastName: 'Booker' }, 'lead-bea');
  const pat = bookedForOf({ caregiver: { firstName: 'Bea' }, firstName: 'Pat', lastName: 'Person' }, 'lead-pat');

  it('names the lead, whom the answers are about (the visitor or a participant), and a digest of their name in lower case, no name kept on the device', () => {
    expect(bea).toEqual({ lead: 'lead-bea', someoneElse: false, name: textDigest('bea booker') });
    expect(pat).toEqual({ lead: 'lead-pat', someoneElse: true, name: textDigest('pat person') });
    expect(bookedForOf({ caregiver: null, firstName: null, lastName: null }, null)).toEqual({ lead: null, someoneElse: false, name: null });
    expect(bookedForOf({ caregiver: null, firstName: 'Ana', lastName: null }, null)).toEqual({ lead: null, someoneElse: false, name: textDigest('ana') });
    const answer = { id: 'b-2', resourceId: 2, start: '2026-03-06T01:00:00.000Z', end: '2026-03-06T01:30:00.000Z', description: 'd', where: 'w' };
    expect(storedBookingOf(answer, 'UTC', null, bea).bookedFor).toEqual(bea);
    expect('bookedFor' in storedBookingOf(answer, 'UTC', null)).toBe(false);
  });

  it("is the same person's only: a caregiver's own booking is not her father's, nor another visitor's on the device", () => {
    expect(bookingIsFor(booking(bea), bea)).toBe(true);
    expect(bookingIsFor(booking(bea), pat)).toBe(false);
    expect(bookingIsFor(booking(pat), bea)).toBe(false);
    expect(bookingIsFor(booking(bea), { lead: 'lead-luis', someoneElse: false, name: textDigest('luis other') })).toBe(false);
    // The same lead, its name corrected since: still hers.
    expect(bookingIsFor(booking(bea), { ...bea, name: textDigest('bea fixed') })).toBe(true);
    // A returning visitor on a new visit's lead, by the same name: hers.
    expect(bookingIsFor(booking(bea), { ...bea, lead: 'lead-new' })).toBe(true);
    expect(bookingIsFor(booking(bea), { ...bea, lead: null })).toBe(true);
    // A name not known on either side: the same kind of person is enough; a booking kept before it named anyone is anyone's.
    expect(bookingIsFor(booking(bea), { lead: 'x', someoneElse: false, name: null })).toBe(true);
    expect(bookingIsFor(booking({ lead: null, someoneElse: false, name: null }), { ...bea, lead: null })).toBe(true);
    expect(bookingIsFor(booking({ lead: null, someoneElse: false, name: null }), { ...pat, lead: null })).toBe(false);
    expect(bookingIsFor(booking(), pat)).toBe(true);
  });
});
