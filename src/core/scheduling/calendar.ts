/** Booking display and calendar exports: day paging, 12-hour time ranges, an ICS file and a Google Calendar link. */
import { dateTimeFormat, timeZoneShown } from '../dateTimeFormats.ts';
import type { DaySlots } from './slots.ts';
import { zonedDate } from './timezone.ts';

/** Phone widths (below md, 768 px, the spec's mobile breakpoint): day cards in one column, booking confirmed in a dialog. */
export function isPhoneWidth(width: number): boolean {
  return width < 768;
}

/** Days per page: 1 column on phones shows 3 cards in a list, 3 per row below md (768 px), 4 at md and wider. */
export function daysPerPage(width: number): number {
  return width >= 768 ? 4 : 3;
}

export function pageOf<T>(items: readonly T[], page: number, perPage: number): T[] {
  return items.slice(page * perPage, page * perPage + perPage);
}

/** '9:00 AM – 9:30 AM' (en-US) or '9:00 a.m. – 9:30 a.m.' (es-US), in the visitor's time zone. */
export function formatTimeRange(start: string, end: string, timeZone: string, locale: 'en' | 'es'): string {
  const fmt = dateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone });
  return `${fmt.format(new Date(start))} – ${fmt.format(new Date(end))}`;
}

/** 'Tue, Mar 3' / 'mar, 3 mar' for a day card. */
export function formatDay(date: string, locale: 'en' | 'es'): { weekday: string; day: string } {
  const d = new Date(`${date}T12:00:00Z`);
  const tag = locale === 'es' ? 'es-US' : 'en-US';
  return {
    weekday: dateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' }).format(d),
    day: dateTimeFormat(tag, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(d),
  };
}

/** A day in full ('Monday, November 30, 2026'), as a time's description says it to a screen reader. */
export function formatDayLong(date: string, locale: 'en' | 'es'): string {
  return dateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

/**
 * Uses once every formatter a calendar of slots shows with, so that the locale's and the zone's date data are loaded
 * before the calendar comes: the first date formatter of a page costs a phone tens of milliseconds (80-130 at 4x
 * CPU), which otherwise fell in the click that leads to the calendar.
 */
export function prepareCalendarFormats(timeZone: string, locale: 'en' | 'es', now: Date): void {
  const iso = now.toISOString();
  const day = zonedDate(now, timeZone).date;
  formatTimeRange(iso, iso, timeZone, locale);
  formatDay(day, locale);
  // The chosen day's long name and the zone's, which the calendar says beside its times.
  formatDayLong(day, locale);
  timeZoneShown(timeZone, locale, now);
}

export interface CalendarEvent {
  uid: string;
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
}

const icsDate = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
// A line break of any kind (CRLF, a bare CR or LF) is the text's \n: a bare CR left in a line starts a new one in some readers.
const icsText = (s: string) => s.replace(/\\/g, '\\\\').replace(/\r\n|\r|\n/g, '\\n').replace(/[,;]/g, (c) => `\\${c}`);

/** An RFC 5545 calendar with one event (Apple Calendar and most others import it). */
export function buildIcs(e: CalendarEvent, stamp: string): string {
  return [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Trial Signup//Booking//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH',
    'BEGIN:VEVENT', `UID:${e.uid}`, `DTSTAMP:${icsDate(stamp)}`, `DTSTART:${icsDate(e.start)}`, `DTEND:${icsDate(e.end)}`,
    `SUMMARY:${icsText(e.summary)}`, `DESCRIPTION:${icsText(e.description)}`, `LOCATION:${icsText(e.location)}`,
    'END:VEVENT', 'END:VCALENDAR', '',
  ].join('\r\n');
}

export function googleCalendarUrl(e: CalendarEvent): string {
  const params = new URLSearchParams({ action: 'TEMPLATE', text: e.summary, dates: `${icsDate(e.start)}/${icsDate(e.end)}`, details: e.description, location: e.location });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** The day an instant falls on in the visitor's time zone (the day card it was chosen under). */
export function visitorDay(instant: string, timeZone: string): string {
  return zonedDate(new Date(instant), timeZone).date;
}

export type { DaySlots };
// The first step imports this module on demand already (the calendar's formats): asking the days through it spares
// the first step's scripts a second on-demand import (41 bytes of gzip, with ws10's first step at its 170 KiB budget).
export { calendarDays } from './calendarDays.ts';
