import { describe, expect, it } from 'vitest';
import { bookingCancelledBy, matchedBefore } from './cancelledBooking.ts';
import type { StoredBooking } from './storedBooking.ts';

const booking: StoredBooking = {
  id: 'b1', bookingDay: { date: '2026-03-03', id: '2026-03-03' }, bookingTime: { start: '2026-03-03T15:00:00.000Z', end: '2026-03-03T15:30:00.000Z', slot: 's1' },
  description: 'Secondary Screening Appointment', where: 'Virtual',
};

const refused = { passed: false, siteId: null, reasons: ['criteria'] };
const passed = { passed: true, siteId: 5001, reasons: [] };

describe('bookingCancelledBy', () => {
  it('a refusal cancels an appointment still to come', () => {
    expect(bookingCancelledBy(refused, booking, new Date('2026-03-02T12:00:00Z'))).toBe(true);
    // Under way: it ends after now.
    expect(bookingCancelledBy(refused, booking, new Date('2026-03-03T15:10:00Z'))).toBe(true);
  });

  it('a pass cancels nothing, nor does a refusal without a booking or after the appointment ended', () => {
    expect(bookingCancelledBy(passed, booking, new Date('2026-03-02T12:00:00Z'))).toBe(false);
    expect(bookingCancelledBy(refused, null, new Date('2026-03-02T12:00:00Z'))).toBe(false);
    expect(bookingCancelledBy(refused, booking, new Date('2026-03-03T15:30:00Z'))).toBe(false);
    expect(bookingCancelledBy(refused, booking, new Date('2026-03-04T00:00:00Z'))).toBe(false);
  });

  it("a pass at another study site cancels a site visit still to come; a pass at its site, or a call's, cancels nothing", () => {
    const visit = { ...booking, studySiteId: 5022 };
    const before = new Date('2026-03-02T12:00:00Z');
    expect(bookingCancelledBy({ passed: true, siteId: 5023, reasons: [] }, visit, before)).toBe(true);
    expect(bookingCancelledBy({ passed: true, siteId: null, reasons: [] }, visit, before)).toBe(true);
    expect(bookingCancelledBy({ passed: true, siteId: 5022, reasons: [] }, visit, before)).toBe(false);
    expect(bookingCancelledBy({ passed: true, siteId: 5023, reasons: [] }, visit, new Date('2026-03-03T15:30:00Z'))).toBe(false);
    expect(bookingCancelledBy({ passed: true, siteId: 5023, reasons: [] }, booking, before)).toBe(false);
  });

  it('a refusal only for a match made before (another lead of the person pre-qualified) cancels nothing; one with another reason too does', () => {
    const before = new Date('2026-03-02T12:00:00Z');
    expect(bookingCancelledBy({ passed: false, siteId: 5001, reasons: ['already_matched'] }, booking, before)).toBe(false);
    expect(bookingCancelledBy({ passed: false, siteId: 5001, reasons: ['already_matched', 'criteria'] }, booking, before)).toBe(true);
  });
});

describe('matchedBefore', () => {
  it('is a refusal whose every reason is a match made before', () => {
    expect(matchedBefore({ passed: false, reasons: ['already_matched'] })).toBe(true);
    expect(matchedBefore({ passed: false, reasons: ['already_matched', 'age'] })).toBe(false);
    expect(matchedBefore({ passed: false, reasons: [] })).toBe(false);
    expect(matchedBefore({ passed: true, reasons: ['already_matched'] })).toBe(false);
  });
});
