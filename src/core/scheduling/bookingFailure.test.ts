import { describe, expect, it } from 'vitest';
import { bookingFailureOf } from './bookingFailure.ts';

describe('bookingFailureOf', () => {
  it("is the limit for the server's BOOKING_LIMIT, and a refused time for anything else", () => {
    expect(bookingFailureOf({ status: 429, code: 'BOOKING_LIMIT' })).toBe('limit');
    expect(bookingFailureOf({ status: 409, code: 'SLOT_TAKEN' })).toBe('refused');
    expect(bookingFailureOf(new Error('network'))).toBe('refused');
    expect(bookingFailureOf(null)).toBe('refused');
  });
});
