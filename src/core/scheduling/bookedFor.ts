/**
 * Whom a booking kept on the device is for. Apart from storedBooking.ts, whose day arithmetic (calendar.ts) comes with
 * the booking step: the first step checks this and must not carry that.
 */
import type { StoredBooking } from './storedBooking.ts';
import { textDigest } from '../textDigest.ts';

export interface BookedFor {
  /** The lead it was booked on. */
  lead: string | null;
  someoneElse: boolean;
  /** A digest of the name, lower case: the device keeps the booking past the visit, and no name with it. */
  name: string | null;
}

/** Whom a visit's answers are about, as a booking keeps it: the visit's lead, the visitor or a participant, and the name. */
export function bookedForOf(candidate: { caregiver: object | null; firstName: string | null; lastName: string | null }, lead: string | null): BookedFor {
  const name = [candidate.firstName, candidate.lastName].filter(Boolean).join(' ').trim().toLocaleLowerCase();
  return { lead, someoneElse: candidate.caregiver !== null, name: name ? textDigest(name) : null };
}

/**
 * Whether a booking kept on the device is this person's: booked on the same lead (a name corrected since is still
 * theirs), or for the same one (the visitor, or the participant) by the same name where both are known (a returning
 * visitor, on a lead of a new visit). A caregiver who had booked for herself, then answered for her father, was told of
 * her own appointment and never offered his; a booking kept before it named anyone is anyone's.
 */
export function bookingIsFor(booking: StoredBooking, person: BookedFor): boolean {
  const kept = booking.bookedFor;
  if (!kept) return true;
  if (kept.lead !== null && kept.lead === person.lead) return true;
  return kept.someoneElse === person.someoneElse && (kept.name === null || person.name === null || kept.name === person.name);
}
