/**
 * Why a booking failed, as the calendar tells the visitor: a time that could not be booked (taken meanwhile, no longer
 * offered, an error), which another time may mend, or the limit of bookings a device or network may make in an hour
 * (the server's BOOKING_LIMIT, 429), which no other time mends until later.
 */
export type BookingFailure = false | 'refused' | 'limit';

export function bookingFailureOf(error: unknown): Exclude<BookingFailure, false> {
  return (error as { code?: unknown } | null)?.code === 'BOOKING_LIMIT' ? 'limit' : 'refused';
}
