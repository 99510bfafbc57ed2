/** The booking kept on this device under `booking`, keyed by study id (spec §3), so a returning visitor skips ahead. */
import type { StoredBooking } from '../../core/scheduling/storedBooking.ts';
import { bookingIsFor, type BookedFor } from '../../core/scheduling/bookedFor.ts';

export type { StoredBooking };

const KEY = 'booking';
const studyKey = (studyId: number | null) => (studyId === null ? 'none' : String(studyId));

function all(): Record<string, StoredBooking> {
  try {
    return JSON.parse(window.localStorage.getItem(KEY) ?? '{}') as Record<string, StoredBooking>;
  } catch {
    return {};
  }
}

/** The study's booking kept on the device, when it is this person's (bookingIsFor). */
export function storedBooking(studyId: number | null, person: BookedFor): StoredBooking | null {
  const kept = all()[studyKey(studyId)] ?? null;
  return kept && bookingIsFor(kept, person) ? kept : null;
}

export function storeBooking(studyId: number | null, booking: StoredBooking): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ ...all(), [studyKey(studyId)]: booking }));
  } catch {
    // A private window without storage still completes the booking; only the skip-ahead is lost.
  }
}

/** Forgets the study's booking: the server cancelled it (a screening that now refuses the person, studies.ts saveScreening). */
export function forgetBooking(studyId: number | null): void {
  try {
    const { [studyKey(studyId)]: _gone, ...rest } = all();
    window.localStorage.setItem(KEY, JSON.stringify(rest));
  } catch {
    // Without storage there was nothing kept to forget.
  }
}
