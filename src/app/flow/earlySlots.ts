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
  /** The answer, once it has come. */
  answered: AvailabilitySlot[] | null;
}

let early: Early | null = null;

/** Asks for the slots now (`ask`), for the calendar that may come next. */
export function askSlotsEarly(timezone: string, ask: () => Promise<AvailabilitySlot[]>, now: () => number = Date.now): void {
  const asked: Early = { timezone, askedAt: now(), slots: ask(), answered: null };
  // A failure is the calendar's to tell, when it asks again.
  asked.slots.then((slots) => { asked.answered = slots; }, () => undefined);
  early = asked;
}

const usable = (timezone: string, now: () => number): Early | null =>
  early && early.timezone === timezone && now() - early.askedAt <= FRESH_MS ? early : null;

/** The slots asked early for this time zone if they have come and are fresh, left for the calendar to take. */
export function earlySlotsAnswered(timezone: string, now: () => number = Date.now): AvailabilitySlot[] | null {
  return usable(timezone, now)?.answered ?? null;
}

/**
 * The slots asked early for this time zone, once, while fresh: `answered` when they have come, else the answer still
 * on its way; null when the calendar must ask.
 */
export function takeEarlySlots(timezone: string, now: () => number = Date.now): { answered: AvailabilitySlot[] | null; slots: Promise<AvailabilitySlot[]> } | null {
  const taken = usable(timezone, now);
  early = null;
  return taken ? { answered: taken.answered, slots: taken.slots } : null;
}
