/** A booking the visitor's new verdict cancels, for the result page to say so. */
import type { StoredBooking } from './storedBooking.ts';

/**
 * Whether a verdict cancels the booking kept for its study: a refusal cancels an appointment still to come, and so does
 * a pass at another study site than a site visit's (a new postal code), as the server does in the statement that
 * stores the verdict (studies.ts saveScreening: end after now). The page said only "Sorry, you didn't qualify", or
 * that the visit was booked at a site a thousand miles away, and the visitor was never told the appointment was gone.
 */
export function bookingCancelledBy(verdict: { passed: boolean; siteId: number | null; reasons: readonly string[] }, booking: StoredBooking | null, now: Date): boolean {
  if (booking === null || Date.parse(booking.bookingTime.end) <= now.getTime() || matchedBefore(verdict)) return false;
  return !verdict.passed || (booking.studySiteId !== undefined && booking.studySiteId !== verdict.siteId);
}

/**
 * A verdict that refuses only for a match made before (another of the person's leads pre-qualified: a second visit, a
 * new tab): no refusal of the person, and their appointment, booked with that match, stands; the server cancels only
 * the screened lead's own. Told "Your appointment has been cancelled", a person who had one would not take the call.
 */
export function matchedBefore(verdict: { passed: boolean; reasons: readonly string[] }): boolean {
  return !verdict.passed && verdict.reasons.length > 0 && verdict.reasons.every((reason) => reason === 'already_matched');
}
