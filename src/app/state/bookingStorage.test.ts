// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetBooking, storeBooking, storedBooking, type StoredBooking } from './bookingStorage.ts';
import { bookedForOf } from '../../core/scheduling/bookedFor.ts';

afterEach(() => localStorage.clear());

const pat = bookedForOf({ caregiver: {}, firstName: 'Pat', lastName: 'Kai' }, 'lead-pat');
const sue = bookedForOf({ caregiver: {}, firstName: 'Sue', lastName: 'Other' }, 'lead-sue');
const booking = (id: string, bookedFor?: StoredBooking['bookedFor']): StoredBooking => ({
  id, bookingDay: { date: '2026-12-01', id: 'd1' }, bookingTime: { start: '14:00', end: '14:30', slot: 's1' }, description: 'Call', where: 'Phone', ...(bookedFor ? { bookedFor } : {}),
});

describe('the bookings kept on the device', () => {
  it("keeps one for each person of a study: a caregiver's second participant's booking leaves the first's", () => {
    storeBooking(1001, booking('b-pat', pat));
    storeBooking(1001, booking('b-sue', sue));
    expect(storedBooking(1001, pat)?.id).toBe('b-pat');
    expect(storedBooking(1001, sue)?.id).toBe('b-sue');
    expect(storedBooking(1002, pat)).toBeNull();
  });

  it("replaces a person's own earlier booking, and forgets only that person's", () => {
    storeBooking(1001, booking('b-pat', pat));
    storeBooking(1001, booking('b-sue', sue));
    storeBooking(1001, booking('b-pat-2', pat));
    expect(storedBooking(1001, pat)?.id).toBe('b-pat-2');
    forgetBooking(1001, sue);
    expect(storedBooking(1001, sue)).toBeNull();
    expect(storedBooking(1001, pat)?.id).toBe('b-pat-2');
    forgetBooking(1001, pat);
    expect(JSON.parse(localStorage.getItem('booking') ?? 'null')).toEqual({});
  });

  it('reads a booking kept alone, before a device kept one for each person, as anyone\'s; a new one takes its place', () => {
    localStorage.setItem('booking', JSON.stringify({ 1001: booking('b-old') }));
    expect(storedBooking(1001, sue)?.id).toBe('b-old');
    storeBooking(1001, booking('b-sue', sue));
    expect(storedBooking(1001, pat)).toBeNull();
    expect(storedBooking(1001, sue)?.id).toBe('b-sue');
  });

  it('keeps five people at most, the latest', () => {
    for (const n of [1, 2, 3, 4, 5, 6]) storeBooking(1001, booking(`b-${n}`, bookedForOf({ caregiver: {}, firstName: `P${n}`, lastName: 'X' }, `lead-${n}`)));
    expect(storedBooking(1001, bookedForOf({ caregiver: {}, firstName: 'P6', lastName: 'X' }, 'lead-6'))?.id).toBe('b-6');
    expect(storedBooking(1001, bookedForOf({ caregiver: {}, firstName: 'P2', lastName: 'X' }, 'lead-2'))?.id).toBe('b-2');
    expect(storedBooking(1001, bookedForOf({ caregiver: {}, firstName: 'P1', lastName: 'X' }, 'lead-1'))).toBeNull();
  });
});
