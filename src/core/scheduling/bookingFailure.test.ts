import { describe, expect, it } from 'vitest';
import { bookingFailureOf, slotsAfterFailure } from './bookingFailure.ts';
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

  it('keeps every slot after any other failure: the limit, a network error, nothing said', () => {
    for (const error of [{ status: 429, code: 'BOOKING_LIMIT' }, new Error('network'), null, { code: 'INTERNAL_ERROR' }]) {
      expect(slotsAfterFailure([nine1, nine2], '1:2026-03-03T15:00:00.000Z', error)).toEqual([nine1, nine2]);
    }
  });
});
