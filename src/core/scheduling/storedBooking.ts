/** A booking as the browser keeps it for the visit's study (spec §3 'Booking (stored locally under key booking)'). */
export interface StoredBooking {
  id: string;
  bookingDay: { date: string; id: string };
  bookingTime: { start: string; end: string; slot: string };
  description: string;
  where: string;
}
