/**
 * Appointment slots of a resource (a study coordinator or a study-site calendar): its weekly working hours in its
 * own time zone, cut into slots of its length, from `now` plus its minimum notice, for `days` days, minus booked ones.
 */
import { addDays, zonedDate, zonedDates, zonedTimeToUtc } from './timezone.ts';
import { slotId } from './slotId.ts';

export interface WorkingHours {
  /** 0 Sunday … 6 Saturday. */
  day: number;
  start: string;
  end: string;
}

export interface Resource {
  id: number;
  name: string;
  timezone: string;
  slotMinutes: number;
  minNoticeMinutes: number;
  workingHours: WorkingHours[];
}

export interface Slot {
  start: string;
  end: string;
  /** The one coordinator or site calendar the slot belongs to (the API's type allows more; ours always has one). */
  resources: [{ id: number; name: string; timezone: string }, ...Array<{ id: number; name: string; timezone: string }>];
}

/**
 * How long a time the calendar offers stays bookable. The calendar offers times at least this long after the
 * resource's minimum notice ends, and a booking needs only the notice itself, so a visitor who books within this
 * margin of seeing the calendar is never refused a time it showed, and no booking breaks the notice.
 */
export const OFFER_MARGIN_MINUTES = 10;

/** The resource's slots from its minimum notice on, or from `marginMinutes` after it (what a calendar offers). */
export function generateSlots(resource: Resource, now: Date, days: number, booked: ReadonlySet<string>, marginMinutes = 0): Slot[] {
  const earliest = now.getTime() + (resource.minNoticeMinutes + marginMinutes) * 60000;
  const first = zonedDate(now, resource.timezone).date;
  const out: Slot[] = [];
  // Working hours that overlap (09:00-12:00 and 11:00-13:00) give their shared times once: one button a time.
  const seen = new Set<number>();
  for (let i = 0; i < days; i += 1) {
    const date = addDays(first, i);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    for (const hours of resource.workingHours.filter((h) => h.day === weekday)) {
      const open = zonedTimeToUtc(date, hours.start, resource.timezone).getTime();
      const close = zonedTimeToUtc(date, hours.end, resource.timezone).getTime();
      for (let t = open; t + resource.slotMinutes * 60000 <= close; t += resource.slotMinutes * 60000) {
        const start = new Date(t).toISOString();
        if (t < earliest || booked.has(start) || seen.has(t)) continue;
        seen.add(t);
        out.push({ start, end: new Date(t + resource.slotMinutes * 60000).toISOString(), resources: [{ id: resource.id, name: resource.name, timezone: resource.timezone }] });
      }
    }
  }
  // One resource's slots, each start once: the start alone orders them.
  return out.sort((a, b) => a.start.localeCompare(b.start));
}

/** Whether `start`–`end` is one of the resource's slots (a booking must match a real slot). */
export function isSlotOf(resource: Resource, start: string, end: string, now: Date, days: number): boolean {
  return generateSlots(resource, now, days, new Set()).some((s) => s.start === start && s.end === end);
}

export interface DaySlots {
  date: string;
  timeSlots: Array<{ id: string; start: string; end: string; resourceId: number; resourceName: string; timezone: string }>;
}

/**
 * Slots grouped per day in the visitor's time zone (spec §3 "Availability slot"), each time once. Two coordinators
 * free at the same time would otherwise be two buttons of the same name, which a screen reader cannot tell apart and
 * a visitor has no reason to choose between: the time goes to the first of them listed.
 */
export function groupByDay(slots: readonly Slot[], timeZone: string): DaySlots[] {
  const days = new Map<string, DaySlots>();
  const times = new Set<string>();
  const dates = zonedDates(slots.map((s) => Date.parse(s.start)), timeZone);
  for (const [i, s] of slots.entries()) {
    const time = `${s.start}/${s.end}`;
    if (times.has(time)) continue;
    times.add(time);
    const date = dates[i] as string;
    const day = days.get(date) ?? { date, timeSlots: [] };
    days.set(date, day);
    day.timeSlots.push({ id: slotId(s), start: s.start, end: s.end, resourceId: s.resources[0].id, resourceName: s.resources[0].name, timezone: s.resources[0].timezone });
  }
  return [...days.values()];
}
