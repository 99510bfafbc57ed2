/**
 * What an appointment is called. The booking request names it in English, as the scheduling system expects (spec §7);
 * the visitor reads it in the page's language, through the catalogue key for the same kind.
 */
export const BOOKING_DESCRIPTIONS = { secondary: 'Secondary Screening Appointment', site: 'Site Scheduling Appointment' } as const;

export type BookingKind = keyof typeof BOOKING_DESCRIPTIONS;

/** The kind of appointment a stored booking's description names, or null for a description we did not write. */
export function bookingKindOf(description: string): BookingKind | null {
  return (Object.keys(BOOKING_DESCRIPTIONS) as BookingKind[]).find((k) => BOOKING_DESCRIPTIONS[k] === description) ?? null;
}

/** The catalogue key a stored booking's description is read by, or null for a description we did not write. */
export function bookingDescriptionKey(description: string): `booking.descriptions.${BookingKind}` | null {
  const kind = bookingKindOf(description);
  return kind ? `booking.descriptions.${kind}` : null;
}

/** The description of a booking of this kind, as the server stores it whatever the request named. */
export function bookingDescriptionOf(kind: 'secondary_screening' | 'site'): string {
  return kind === 'site' ? BOOKING_DESCRIPTIONS.site : BOOKING_DESCRIPTIONS.secondary;
}

/**
 * What the appointment is about, as stored and put in its calendar file: the study's title in the language the page
 * sent it in, or in English when the request named anything else (a script's text is never stored).
 */
export function appointmentTitle(studyTitles: Readonly<Record<string, string>> | null, sent: string): string {
  // The page sends the title cut to 200 characters.
  const titles = Object.values(studyTitles ?? {}).map((t) => t.slice(0, 200));
  if (titles.includes(sent)) return sent;
  return (studyTitles?.en ?? titles[0] ?? 'Study').slice(0, 200);
}

/**
 * An appointment's name as a calendar entry's title: the catalogue names it for the middle of a sentence ("Su cita de
 * evaluación secundaria está reservada"), a calendar lists it on its own, so it starts with a capital.
 */
export function calendarTitle(name: string, locale: string): string {
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
