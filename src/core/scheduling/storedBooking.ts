import type { BookingResponse } from '../../generated/api/booking.response.ts';
import { visitorDay } from './calendar.ts';
import type { BookedFor } from './bookedFor.ts';

/** A booking as the browser keeps it for the visit's study (spec §3 'Booking (stored locally under key booking)'). */
export interface StoredBooking {
  id: string;
  bookingDay: { date: string; id: string };
  bookingTime: { start: string; end: string; slot: string };
  description: string;
  where: string;
  /** The study site a site visit is at; absent for a call with a coordinator (and for bookings kept before it was kept). */
  studySiteId?: number;
  /** Whom it was booked for: the visitor or a participant a caregiver answers for, and their name (lower case). */
  bookedFor?: BookedFor;
}

/**
 * What the browser keeps of a booking the server answered with: the day as the visitor sees it, in their time zone (an
 * evening in America is the next day in UTC), the calendar's name for the time (its coordinator and start), and the
 * study site of a site visit.
 */
export function storedBookingOf(answer: BookingResponse, timeZone: string, studySiteId: number | null, bookedFor?: BookedFor): StoredBooking {
  const date = visitorDay(answer.start, timeZone);
  return {
    id: answer.id, bookingDay: { date, id: date }, bookingTime: { start: answer.start, end: answer.end, slot: `${answer.resourceId}:${answer.start}` },
    description: answer.description, where: answer.where, ...(studySiteId === null ? {} : { studySiteId }), ...(bookedFor ? { bookedFor } : {}),
  };
}
