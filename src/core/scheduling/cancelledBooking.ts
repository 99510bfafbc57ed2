/** A booking the visitor's new verdict cancels, for the result page to say so. */
import type { StoredBooking } from './storedBooking.ts';

/**
 * Whether a verdict cancels the booking kept for its study: a refusal cancels an appointment still to come, as the
 * server does in the statement that stores the verdict (studies.ts saveScreening: end after now). The page said only
 * "Sorry, you didn't qualify", and the visitor who had booked was never told the appointment was gone.
 */
export function bookingCancelledBy(passed: boolean, booking: StoredBooking | null, now: Date): boolean {
  return !passed && booking !== null && Date.parse(booking.bookingTime.end) > now.getTime();
}
