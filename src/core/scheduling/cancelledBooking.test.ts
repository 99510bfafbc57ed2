import { describe, expect, it } from 'vitest';
import { bookingCancelledBy } from './cancelledBooking.ts';
import type { StoredBooking } from './storedBooking.ts';

const booking: StoredBooking = {
  id: 'b1', bookingDay: { date: '2026-03-03', id: '2026-03-03' }, bookingTime: { start: '2026-03-03T15:00:00.000Z', end: '2026-03-03T15:30:00.000Z', slot: 's1' },
  description: 'Secondary Screening Appointment', where: 'Virtual',
};

describe('bookingCancelledBy', () => {
  it('a refusal cancels an appointment still to come', () => {
    expect(bookingCancelledBy(false, booking, new Date('2026-03-02T12:00:00Z'))).toBe(true);
    // Under way: it ends after now.
    expect(bookingCancelledBy(false, booking, new Date('2026-03-03T15:10:00Z'))).toBe(true);
  });

  it('a pass cancels nothing, nor does a refusal without a booking or after the appointment ended', () => {
    expect(bookingCancelledBy(true, booking, new Date('2026-03-02T12:00:00Z'))).toBe(false);
    expect(bookingCancelledBy(false, null, new Date('2026-03-02T12:00:00Z'))).toBe(false);
    expect(bookingCancelledBy(false, booking, new Date('2026-03-03T15:30:00Z'))).toBe(false);
    expect(bookingCancelledBy(false, booking, new Date('2026-03-04T00:00:00Z'))).toBe(false);
  });
});
