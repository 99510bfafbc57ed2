/**
 * The coordinators' free slots, asked while the step before the booking calendar screens the visitor: the calendar
 * then shows them with its step instead of a round trip after it, while they are fresh (earlySlotsFresh); else the
 * calendar asks again. They belong to the visit (its store) that asked them.
 */
import type { Slot as AvailabilitySlot } from '../../core/scheduling/slots.ts';
import { earlySlotsFresh, type SlotsAsked } from '../../core/scheduling/earlySlotsFresh.ts';

interface Early extends SlotsAsked {
  slots: Promise<AvailabilitySlot[]>;
  /** The answer, once it has come. */
  answered: AvailabilitySlot[] | null;
}

const asked = new WeakMap<object, Early>();

/** Asks for the slots now (`ask`), for the calendar that may come next. */
export function askSlotsEarly(visit: object, timezone: string, ask: () => Promise<AvailabilitySlot[]>, now: () => number = Date.now): void {
  const early: Early = { timezone, askedAt: now(), slots: ask(), answered: null };
  // A failure is the calendar's to tell, when it asks again.
  early.slots.then((slots) => { early.answered = slots; }, () => undefined);
  asked.set(visit, early);
}

const usable = (visit: object, timezone: string, now: () => number): Early | null => {
  const early = asked.get(visit);
  return early && earlySlotsFresh(early, timezone, now()) ? early : null;
};

/** The slots asked early for this time zone if they have come and are fresh, left for the calendar to take. */
export function earlySlotsAnswered(visit: object, timezone: string, now: () => number = Date.now): AvailabilitySlot[] | null {
  return usable(visit, timezone, now)?.answered ?? null;
}

/**
 * The slots asked early for this time zone, once, while fresh: `answered` when they have come, else the answer still
 * on its way; null when the calendar must ask.
 */
export function takeEarlySlots(visit: object, timezone: string, now: () => number = Date.now): { answered: AvailabilitySlot[] | null; slots: Promise<AvailabilitySlot[]> } | null {
  const taken = usable(visit, timezone, now);
  asked.delete(visit);
  return taken ? { answered: taken.answered, slots: taken.slots } : null;
}
