/**
 * The bookings kept on this device under `booking`, keyed by study id (spec §3), so a returning visitor skips ahead:
 * one for each person booked (core/scheduling/bookedFor.ts), as a caregiver may book for her father and then her aunt.
 */
import type { StoredBooking } from '../../core/scheduling/storedBooking.ts';
import { bookingIsFor, type BookedFor } from '../../core/scheduling/bookedFor.ts';

export type { StoredBooking };

const KEY = 'booking';
/** The most bookings of one study kept: more people than one device books for. */
const KEPT_PER_STUDY = 5;
const studyKey = (studyId: number | null) => (studyId === null ? 'none' : String(studyId));

/** A study's bookings: one, as kept before a device kept one for each person, or several. */
type Kept = StoredBooking | StoredBooking[];

function all(): Record<string, Kept> {
  try {
    return JSON.parse(window.localStorage.getItem(KEY) ?? '{}') as Record<string, Kept>;
  } catch {
    return {};
  }
}

function bookingsOf(studyId: number | null): StoredBooking[] {
  const kept = all()[studyKey(studyId)];
  return kept === undefined ? [] : Array.isArray(kept) ? kept : [kept];
}

function keep(studyId: number | null, bookings: StoredBooking[]): void {
  try {
    const { [studyKey(studyId)]: _before, ...rest } = all();
    window.localStorage.setItem(KEY, JSON.stringify(bookings.length ? { ...rest, [studyKey(studyId)]: bookings } : rest));
  } catch {
    // A private window without storage still completes the booking; only the skip-ahead is lost.
  }
}

/** This person's booking of the study kept on the device (bookingIsFor). */
export function storedBooking(studyId: number | null, person: BookedFor): StoredBooking | null {
  return bookingsOf(studyId).find((kept) => bookingIsFor(kept, person)) ?? null;
}

/** Keeps a booking in place of its person's earlier one; other people's stay. */
export function storeBooking(studyId: number | null, booking: StoredBooking): void {
  const person = booking.bookedFor;
  const others = person ? bookingsOf(studyId).filter((kept) => !bookingIsFor(kept, person)) : [];
  keep(studyId, [booking, ...others].slice(0, KEPT_PER_STUDY));
}

/** Forgets this person's booking of the study: the server cancelled it (a screening that now refuses the person, studies.ts saveScreening). */
export function forgetBooking(studyId: number | null, person: BookedFor): void {
  keep(studyId, bookingsOf(studyId).filter((kept) => !bookingIsFor(kept, person)));
}
