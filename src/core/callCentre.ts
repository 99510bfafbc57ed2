/** Study advisors' hours (spec §9): Monday to Friday, 8 AM to 5 PM Central. Calls now and the built-in live chat both follow them. */
import { dateTimeFormat } from './dateTimeFormats.ts';

const CENTRAL = 'America/Chicago';

export function isCallCentreOpen(now: Date): boolean {
  const parts = dateTimeFormat('en-US', { timeZone: CENTRAL, weekday: 'short', hour: 'numeric', hourCycle: 'h23' }).formatToParts(now);
  const weekday = parts.find((p) => p.type === 'weekday')?.value ?? '';
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? '0');
  return !['Sat', 'Sun'].includes(weekday) && hour >= 8 && hour < 17;
}
