import { describe, expect, it } from 'vitest';
import { bookedOnLead, bookingCancelledBy, matchedBefore } from './cancelledBooking.ts';
import type { StoredBooking } from './storedBooking.ts';

const booking: StoredBooking = {
  id: 'b1', bookingDay: { date: '2026-03-03', id: '2026-03-03' }, bookingTime: { start: '2026-03-03T15:00:00.000Z', end: '2026-03-03T15:30:00.000Z', slot: 's1' },
  description: 'Secondary Screening Appointment', where: 'Virtual',
};

const refused = { passed: false, siteId: null, reasons: ['criterion_1_disqualifying'] };
const passed = { passed: true, siteId: 5001, reasons: [] };

describe('bookingCancelledBy', () => {
  it('a refusal cancels an appointment still to come', () => {
    expect(bookingCancelledBy(refused, booking, 'lead-1', new Date('2026-03-02T12:00:00Z'))).toBe(true);
    // Under way: it ends after now.
    expect(bookingCancelledBy(refused, booking, 'lead-1', new Date('2026-03-03T15:10:00Z'))).toBe(true);
  });

  it('a pass cancels nothing, nor does a refusal without a booking or after the appointment ended', () => {
    expect(bookingCancelledBy(passed, booking, 'lead-1', new Date('2026-03-02T12:00:00Z'))).toBe(false);
    expect(bookingCancelledBy(refused, null, 'lead-1', new Date('2026-03-02T12:00:00Z'))).toBe(false);
    expect(bookingCancelledBy(refused, booking, 'lead-1', new Date('2026-03-03T15:30:00Z'))).toBe(false);
    expect(bookingCancelledBy(refused, booking, 'lead-1', new Date('2026-03-04T00:00:00Z'))).toBe(false);
  });

  it("a pass at another study site cancels a site visit still to come; a pass at its site, or a call's, cancels nothing", () => {
    const visit = { ...booking, studySiteId: 5022 };
    const before = new Date('2026-03-02T12:00:00Z');
    expect(bookingCancelledBy({ passed: true, siteId: 5023, reasons: [] }, visit, 'lead-1', before)).toBe(true);
    expect(bookingCancelledBy({ passed: true, siteId: null, reasons: [] }, visit, 'lead-1', before)).toBe(true);
    expect(bookingCancelledBy({ passed: true, siteId: 5022, reasons: [] }, visit, 'lead-1', before)).toBe(false);
    expect(bookingCancelledBy({ passed: true, siteId: 5023, reasons: [] }, visit, 'lead-1', new Date('2026-03-03T15:30:00Z'))).toBe(false);
    expect(bookingCancelledBy({ passed: true, siteId: 5023, reasons: [] }, booking, 'lead-1', before)).toBe(false);
  });

  it("cancels only a booking made on the screened lead: another lead's (the same person in a new tab) stands, as it does for no lead", () => {
    const before = new Date('2026-03-02T12:00:00Z');
    const onLead = { ...booking, bookedFor: { lead: 'lead-1', someoneElse: false, name: null } };
    expect(bookingCancelledBy(refused, onLead, 'lead-1', before)).toBe(true);
    expect(bookingCancelledBy(refused, onLead, 'lead-2', before)).toBe(false);
    expect(bookingCancelledBy(refused, onLead, null, before)).toBe(false);
    expect(bookingCancelledBy({ passed: true, siteId: 5023, reasons: [] }, { ...onLead, studySiteId: 5022 }, 'lead-2', before)).toBe(false);
  });
});

describe('bookedOnLead', () => {
  it("is a booking made on the lead, or one kept before it named its lead unless the verdict finds only a match made before; never for no lead", () => {
    const on = (lead: string | null) => ({ ...booking, bookedFor: { lead, someoneElse: false, name: null } });
    const matched = { passed: false, reasons: ['already_matched'] };
    expect(bookedOnLead(on('lead-1'), 'lead-1', refused)).toBe(true);
    expect(bookedOnLead(on('lead-1'), 'lead-1', matched)).toBe(true);
    expect(bookedOnLead(on('lead-1'), 'lead-2', refused)).toBe(false);
    expect(bookedOnLead(on(null), 'lead-2', refused)).toBe(true);
    expect(bookedOnLead(booking, 'lead-2', refused)).toBe(true);
    expect(bookedOnLead(booking, 'lead-2', passed)).toBe(true);
    expect(bookedOnLead(booking, 'lead-2', matched)).toBe(false);
    expect(bookedOnLead(booking, null, refused)).toBe(false);
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
