/** Wall-clock time in an IANA time zone ⇄ UTC instants, with Intl only (no time-zone library). */
import { dateTimeFormat } from '../dateTimeFormats.ts';

function parts(instant: Date, timeZone: string): Record<string, number> {
  const fmt = dateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
  const out: Record<string, number> = {};
  for (const p of fmt.formatToParts(instant)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

/** Offset of `timeZone` from UTC at `instant`, in minutes (Chicago in winter: -360). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const p = parts(instant, timeZone);
  const asUtc = Date.UTC(p.year as number, (p.month as number) - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

/** The instant when the clock in `timeZone` shows the given date and time. */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  // Two passes settle the offset even across a daylight-saving change.
  let instant = guess - offsetMinutes(new Date(guess), timeZone) * 60000;
  instant = guess - offsetMinutes(new Date(instant), timeZone) * 60000;
  return new Date(instant);
}

/** The calendar date (YYYY-MM-DD) and weekday (0 Sunday … 6 Saturday) of `instant` in `timeZone`. */
export function zonedDate(instant: Date, timeZone: string): { date: string; weekday: number } {
  const p = parts(instant, timeZone);
  const date = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  return { date, weekday: new Date(`${date}T00:00:00Z`).getUTCDay() };
}

/**
 * The calendar dates in `timeZone` of many instants (milliseconds), as zonedDate gives them one by one, with a few
 * formatter calls in all instead of one per instant: a day of half-hour slots took a phone 10-20 ms at 4x CPU. The
 * zone's offset is read at the earliest and the latest instant; where they differ, the span is halved until each part
 * has one offset. So a span is taken to change offset at most once between two instants read, which holds for every
 * zone over the weeks a calendar shows (a zone changes twice a year at most).
 */
export function zonedDates(instants: readonly number[], timeZone: string): string[] {
  const order = instants.map((_, i) => i).sort((a, b) => (instants[a] as number) - (instants[b] as number));
  const at = (k: number) => instants[order[k] as number] as number;
  const offsets = new Map<number, number>();
  const offsetAt = (k: number) => {
    let offset = offsets.get(k);
    if (offset === undefined) {
      offset = offsetMinutes(new Date(at(k)), timeZone);
      offsets.set(k, offset);
    }
    return offset;
  };
  const dates: string[] = new Array<string>(instants.length);
  const date = (k: number, offset: number) => { dates[order[k] as number] = new Date(at(k) + offset * 60000).toISOString().slice(0, 10); };
  const fill = (lo: number, hi: number): void => {
    const first = offsetAt(lo);
    const last = offsetAt(hi);
    if (first === last) {
      for (let k = lo; k <= hi; k++) date(k, first);
    } else if (hi - lo === 1) {
      date(lo, first);
      date(hi, last);
    } else {
      const mid = Math.floor((lo + hi) / 2);
      fill(lo, mid);
      fill(mid, hi);
    }
  };
  if (order.length) fill(0, order.length - 1);
  return dates;
}

export function addDays(date: string, days: number): string {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}
