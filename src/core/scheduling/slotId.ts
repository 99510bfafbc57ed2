/**
 * The calendar's name for a slot: its resource and start, what a visitor's choice holds until it is booked. A module
 * of its own: the step that books reads it, and must not bring the slots' time-zone arithmetic with it.
 */
import type { Slot } from './slots.ts';

export function slotId(slot: Slot): string {
  return `${slot.resources[0].id}:${slot.start}`;
}
