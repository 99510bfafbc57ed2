/**
 * The coordinators' free slots, asked while the screener before the booking calendar is on screen (and again as the
 * visitor answers or moves on, once older than earlySlotsKept allows): the calendar then shows them with its step
 * instead of a round trip after it, while they are fresh (earlySlotsFresh); else the calendar asks again. They belong
 * to the visit (its store) that asked them.
 */
import type { Slot as AvailabilitySlot } from '../../core/scheduling/slots.ts';
import { earlySlotsFresh, earlySlotsKept, type SlotsAsked } from '../../core/scheduling/earlySlotsFresh.ts';

interface Early extends SlotsAsked {
  slots: Promise<AvailabilitySlot[]>;
  /** The answer, once it has come. */
  answered: AvailabilitySlot[] | null;
  failed: boolean;
}

const asked = new WeakMap<object, Early>();

/** Asks for the slots now (`ask`), for the calendar that may come next. */
export function askSlotsEarly(visit: object, timezone: string, ask: () => Promise<AvailabilitySlot[]>, now: () => number = Date.now): void {
  const early: Early = { timezone, askedAt: now(), slots: ask(), answered: null, failed: false };
  // A failure is the calendar's to tell, when it asks again.
  early.slots.then((slots) => { early.answered = slots; }, () => { early.failed = true; });
  asked.set(visit, early);
}

/** Asks for the slots now unless an ask for this time zone is young enough to keep and has not failed; true when it asks. */
export function askSlotsUnlessKept(visit: object, timezone: string, ask: () => Promise<AvailabilitySlot[]>, now: () => number = Date.now): boolean {
  const early = asked.get(visit);
  if (early && !early.failed && earlySlotsKept(early, timezone, now())) return false;
  askSlotsEarly(visit, timezone, ask, now);
  return true;
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
