/**
 * When coordinators' slots asked ahead of their calendar may still be shown: asked for the visitor's time zone, and no
 * longer ago than EARLY_SLOTS_FRESH_MS (someone may have booked one since; the calendar then asks again).
 */
export const EARLY_SLOTS_FRESH_MS = 30_000;

/**
 * Slots asked while the screener is on screen are asked again, once the visitor answers or moves on, when older than
 * this: young enough to stay fresh through the screening's round trip to the calendar.
 */
export const EARLY_SLOTS_KEPT_MS = 20_000;

export interface SlotsAsked {
  timezone: string;
  askedAt: number;
}

export function earlySlotsFresh(asked: SlotsAsked, timezone: string, now: number): boolean {
  return asked.timezone === timezone && now - asked.askedAt <= EARLY_SLOTS_FRESH_MS;
}

/** Whether slots asked ahead need not be asked again yet (see EARLY_SLOTS_KEPT_MS). */
export function earlySlotsKept(asked: SlotsAsked, timezone: string, now: number): boolean {
  return asked.timezone === timezone && now - asked.askedAt <= EARLY_SLOTS_KEPT_MS;
}
