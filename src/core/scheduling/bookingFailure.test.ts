import { describe, expect, it } from 'vitest';
import { afterRefusal, bookingFailureOf, bookingTheLeadHas, slotAtSameTime, slotsAfterFailure } from './bookingFailure.ts';
import type { Slot } from './slots.ts';

describe('bookingFailureOf', () => {
  it("is the limit for the server's BOOKING_LIMIT, the service out of reach for the network or the server failing, and a refused time for the rest", () => {
    expect(bookingFailureOf({ status: 429, code: 'BOOKING_LIMIT' })).toBe('limit');
    expect(bookingFailureOf({ status: 409, code: 'SLOT_TAKEN' })).toBe('refused');
    expect(bookingFailureOf({ status: 400, code: 'NOT_A_SLOT' })).toBe('refused');
    expect(bookingFailureOf({ status: 499, code: 'X' })).toBe('refused');
    expect(bookingFailureOf({ status: 500, code: 'INTERNAL_ERROR' })).toBe('unreachable');
    expect(bookingFailureOf({ status: 503, code: 'DATABASE_UNAVAILABLE' })).toBe('unreachable');
    expect(bookingFailureOf({ status: 0, code: 'NETWORK' })).toBe('unreachable');
    expect(bookingFailureOf(new Error('network'))).toBe('unreachable');
    expect(bookingFailureOf(null)).toBe('unreachable');
  });
});

describe('slotsAfterFailure', () => {
  const slot = (resource: number, start: string): Slot => ({ start, end: start.replace(':00:', ':30:'), resources: [{ id: resource, name: `Coordinator ${resource}`, timezone: 'America/Chicago' }] });
  const nine1 = slot(1, '2026-03-03T15:00:00.000Z');
  const nine2 = slot(2, '2026-03-03T15:00:00.000Z');
  const ten1 = slot(1, '2026-03-03T16:00:00.000Z');

  it('offers a time taken meanwhile, or no longer a slot, no more; another coordinator free then still offers it', () => {
    expect(slotsAfterFailure([nine1, nine2, ten1], '1:2026-03-03T15:00:00.000Z', { status: 409, code: 'SLOT_TAKEN' })).toEqual([nine2, ten1]);
    expect(slotsAfterFailure([nine1, ten1], '1:2026-03-03T16:00:00.000Z', { status: 400, code: 'NOT_A_SLOT' })).toEqual([nine1]);
  });

  it("finds another coordinator's slot at the time refused, and none at another time or of the same coordinator", () => {
    expect(slotAtSameTime([nine2, ten1], nine1)).toBe(nine2);
    expect(slotAtSameTime([ten1, nine2], nine1)).toBe(nine2);
    expect(slotAtSameTime([ten1], nine1)).toBeNull();
    expect(slotAtSameTime([nine1, ten1], nine1)).toBeNull();
    // The same start, another end: another slot.
    expect(slotAtSameTime([{ ...nine2, end: '2026-03-03T16:00:00.000Z' }], nine1)).toBeNull();
    expect(slotAtSameTime([{ ...nine2, start: '2026-03-03T14:30:00.000Z' }], nine1)).toBeNull();
  });

  it('after a refusal, books the time with another coordinator free then where it was taken or no longer a slot; else the visitor chooses again', () => {
    expect(afterRefusal([nine1, nine2, ten1], nine1, { status: 409, code: 'SLOT_TAKEN' })).toEqual({ offered: [nine2, ten1], instead: nine2 });
    expect(afterRefusal([nine1, nine2, ten1], nine1, { status: 400, code: 'NOT_A_SLOT' })).toEqual({ offered: [nine2, ten1], instead: nine2 });
    // Nobody else free then: the time goes, and nothing is booked in its place.
    expect(afterRefusal([nine1, ten1], nine1, { status: 409, code: 'SLOT_TAKEN' })).toEqual({ offered: [ten1], instead: null });
    // Any other failure: the time stays chosen and offered, and is not booked with another coordinator (it may be free).
    for (const error of [{ status: 429, code: 'BOOKING_LIMIT' }, new Error('network'), { status: 500, code: 'INTERNAL_ERROR' }]) {
      expect(afterRefusal([nine1, nine2], nine1, error)).toEqual({ offered: [nine1, nine2], instead: null });
    }
  });

  it('keeps every slot after any other failure: the limit, a network error, nothing said', () => {
    for (const error of [{ status: 429, code: 'BOOKING_LIMIT' }, new Error('network'), null, { code: 'INTERNAL_ERROR' }]) {
      expect(slotsAfterFailure([nine1, nine2], '1:2026-03-03T15:00:00.000Z', error)).toEqual([nine1, nine2]);
    }
  });
});

describe('bookingTheLeadHas', () => {
  const booking = { id: 'b-1', resourceId: 2, start: '2026-03-05T17:00:00.000Z', end: '2026-03-05T17:30:00.000Z', description: 'Secondary Screening Appointment', where: 'Virtual' };
  const exists = (answer: unknown) => ({ status: 409, code: 'BOOKING_EXISTS', answer });

  it('is the booking a BOOKING_EXISTS refusal tells of, as the server answered it', () => {
    expect(bookingTheLeadHas(exists({ code: 'BOOKING_EXISTS', booking }))).toStrictEqual(booking);
    // Only its fields: anything else the answer holds stays behind.
    expect(bookingTheLeadHas(exists({ booking: { ...booking, customer: { name: 'X' } } }))).toStrictEqual(booking);
  });

  it('is nothing for another refusal, even one carrying a booking, or for no answer at all', () => {
    expect(bookingTheLeadHas({ status: 409, code: 'SLOT_TAKEN', answer: { booking } })).toBeNull();
    expect(bookingTheLeadHas({ status: 409, code: 'BOOKING_EXISTS', answer: null })).toBeNull();
    expect(bookingTheLeadHas({ status: 409, code: 'BOOKING_EXISTS' })).toBeNull();
    expect(bookingTheLeadHas(exists({}))).toBeNull();
    expect(bookingTheLeadHas(null)).toBeNull();
    expect(bookingTheLeadHas(new Error('network'))).toBeNull();
  });

  it.each([
    ['no id', { ...booking, id: undefined }],
    ['a numeric id', { ...booking, id: 7 }],
    ['a resource named by text', { ...booking, resourceId: '2' }],
    ['a fractional resource', { ...booking, resourceId: 2.5 }],
    ['no start', { ...booking, start: undefined }],
    ['no end', { ...booking, end: null }],
    ['no description', { ...booking, description: 1 }],
    ['no place', { ...booking, where: undefined }],
    ['a list', [booking]],
  ])('is nothing for a booking with %s (the page would show a time it cannot read)', (_name, b) => {
    expect(bookingTheLeadHas(exists({ booking: b }))).toBeNull();
  });
});
