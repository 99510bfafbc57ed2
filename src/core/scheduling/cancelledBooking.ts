/** A booking the visitor's new verdict cancels, for the result page to say so. */
import type { StoredBooking } from './storedBooking.ts';

/**
 * Whether a verdict cancels the booking kept for its study: a refusal cancels an appointment still to come, and so does
 * a pass at another study site than a site visit's (a new postal code), as the server does in the statement that
 * stores the verdict (studies.ts saveScreening: end after now). The page said only "Sorry, you didn't qualify", or
 * that the visit was booked at a site a thousand miles away, and the visitor was never told the appointment was gone.
 */
export function bookingCancelledBy(verdict: { passed: boolean; siteId: number | null; reasons: readonly string[] }, booking: StoredBooking | null, lead: string | null, now: Date): boolean {
  if (booking === null || Date.parse(booking.bookingTime.end) <= now.getTime() || !bookedOnLead(booking, lead, verdict)) return false;
  return !verdict.passed || (booking.studySiteId !== undefined && booking.studySiteId !== verdict.siteId);
}


/**
 * Whether a booking kept on the device was made on the screened lead, whose appointments alone the server cancels: the
 * same person answering again in a new tab is a lead of its own, and was told "Your appointment has been cancelled"
 * of one that stood (the device then forgot it, and the real cancellation said nothing). A booking kept before it
 * named its lead may be the lead's, unless the verdict refuses only for a match made before: that is another lead's.
 */
export function bookedOnLead(booking: StoredBooking, lead: string | null, verdict: { passed: boolean; reasons: readonly string[] }): boolean {
  const bookedOn = booking.bookedFor?.lead ?? null;
  if (lead === null) return false;
  return bookedOn === null ? !matchedBefore(verdict) : bookedOn === lead;
}

/** A refusal whose every reason is a match made before (another of the person's leads pre-qualified). */
export function matchedBefore(verdict: { passed: boolean; reasons: readonly string[] }): boolean {
  return !verdict.passed && verdict.reasons.length > 0 && verdict.reasons.every((reason) => reason === 'already_matched');
}
