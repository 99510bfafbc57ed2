/**
 * The coordinators' free slots, asked while the step before the booking calendar screens the visitor: the calendar
 * then shows them with its step instead of a round trip after it. Slots asked longer ago than FRESH_MS, or for another
 * time zone, are not used (someone may have booked one since); the calendar asks again.
 */
import type { Slot as AvailabilitySlot } from '../../core/scheduling/slots.ts';

export const FRESH_MS = 30_000;

interface Early {
  timezone: string;
  askedAt: number;
  slots: Promise<AvailabilitySlot[]>;
}

let early: Early | null = null;

/** Asks for the slots now (`ask`), for the calendar that may come next. */
export function askSlotsEarly(timezone: string, ask: () => Promise<AvailabilitySlot[]>, now: () => number = Date.now): void {
  const slots = ask();
  // A failure is the calendar's to tell, when it asks again.
  slots.catch(() => undefined);
  early = { timezone, askedAt: now(), slots };
}

/** The slots asked early for this time zone, once, while fresh; null when the calendar must ask. */
export function takeEarlySlots(timezone: string, now: () => number = Date.now): Promise<AvailabilitySlot[]> | null {
  const taken = early;
  early = null;
  if (!taken || taken.timezone !== timezone || now() - taken.askedAt > FRESH_MS) return null;
  return taken.slots;
}
