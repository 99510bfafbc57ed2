/**
 * Why a booking failed, as the calendar tells the visitor: a time that could not be booked (taken meanwhile, no longer
 * offered, refused), which another time may mend; the booking service out of reach, which trying again mends; or the limit of bookings a device or network may make in an hour
 * (the server's BOOKING_LIMIT, 429), which no other time mends until later.
 */
import type { Slot } from './slots.ts';
import type { BookingResponse } from '../../generated/api/booking.response.ts';
import { slotId } from './slotId.ts';

export type BookingFailure = false | 'refused' | 'limit' | 'unreachable';

/**
 * A failure of the network or the server (no answer, a 5xx) is 'unreachable': the time chosen may well be free, and
 * trying it again is what mends it, not picking another (the note said to).
 */
export function bookingFailureOf(error: unknown): Exclude<BookingFailure, false> {
  const { code, status } = (error ?? {}) as { code?: unknown; status?: unknown };
  if (code === 'BOOKING_LIMIT') return 'limit';
  if (typeof status !== 'number' || status === 0 || status >= 500) return 'unreachable';
  return 'refused';
}

/**
 * The calendar's slots after a booking of `refusedSlotId` failed: a time the server says is taken, or no longer a slot,
 * is not offered again (every try of it would fail the same way until the page reloads). Another coordinator free at
 * that time still offers it; any other failure leaves the slots as they were.
 */
export function slotsAfterFailure<S extends Slot>(slots: readonly S[], refusedSlotId: string, error: unknown): S[] {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== 'SLOT_TAKEN' && code !== 'NOT_A_SLOT') return [...slots];
  return slots.filter((s) => slotId(s) !== refusedSlotId);
}

/**
 * Another calendar's slot at the same time as `refused`, among those still offered: a time taken meanwhile with one
 * coordinator is booked with another free then. The visitor was told the time could not be booked, and it stayed
 * offered; choosing it again booked it.
 */
export function slotAtSameTime<S extends Slot>(offered: readonly S[], refused: Slot): S | null {
  return offered.find((s) => s.start === refused.start && s.end === refused.end && slotId(s) !== slotId(refused)) ?? null;
}

/**
 * After a booking of `refused` failed: the slots the calendar offers then (slotsAfterFailure), and the slot to book in
 * its place, another calendar's at the same time when the refused one is taken or no longer a slot (slotAtSameTime);
 * null when the visitor is to be told, and choose again.
 */
export function afterRefusal<S extends Slot>(shown: readonly S[], refused: S, error: unknown): { offered: S[]; instead: S | null } {
  const offered = slotsAfterFailure(shown, slotId(refused), error);
  return { offered, instead: offered.length < shown.length ? slotAtSameTime(offered, refused) : null };
}

const isText = (v: unknown): v is string => typeof v === 'string';

/**
 * The booking the lead already has for the study, as a refusal with BOOKING_EXISTS tells of it; null for any other
 * failure or an answer without one. The visitor is booked: a first answer lost on the way, or another tab that booked.
 */
export function bookingTheLeadHas(error: unknown): BookingResponse | null {
  const { code, answer } = (error ?? {}) as { code?: unknown; answer?: { booking?: unknown } | null };
  if (code !== 'BOOKING_EXISTS') return null;
  const b = (answer?.booking ?? null) as Partial<Record<keyof BookingResponse, unknown>> | null;
  if (!b || !isText(b.id) || !Number.isInteger(b.resourceId) || !isText(b.start) || !isText(b.end) || !isText(b.description) || !isText(b.where)) return null;
  return { id: b.id, resourceId: b.resourceId as number, start: b.start, end: b.end, description: b.description, where: b.where };
}
