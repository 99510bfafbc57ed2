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
