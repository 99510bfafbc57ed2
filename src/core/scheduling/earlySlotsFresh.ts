/**
 * When coordinators' slots asked ahead of their calendar may still be shown: asked for the visitor's time zone, and no
 * longer ago than EARLY_SLOTS_FRESH_MS (someone may have booked one since; the calendar then asks again).
 */
export const EARLY_SLOTS_FRESH_MS = 30_000;

export interface SlotsAsked {
  timezone: string;
  askedAt: number;
}

export function earlySlotsFresh(asked: SlotsAsked, timezone: string, now: number): boolean {
  return asked.timezone === timezone && now - asked.askedAt <= EARLY_SLOTS_FRESH_MS;
}
