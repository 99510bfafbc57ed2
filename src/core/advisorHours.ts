/** The study advisors' line (spec §9): Monday to Friday, 8 AM to 5 PM Central. Pure; the clock is passed in. */
const ZONE = 'America/Chicago';
const OPEN_HOUR = 8;
const CLOSE_HOUR = 17;
const WEEKDAYS = new Set(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']);

const format = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, weekday: 'short', hour: 'numeric', hourCycle: 'h23' });

export function advisorsOnline(now: Date): boolean {
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  const hour = Number(parts.hour);
  return WEEKDAYS.has(parts.weekday ?? '') && hour >= OPEN_HOUR && hour < CLOSE_HOUR;
}
