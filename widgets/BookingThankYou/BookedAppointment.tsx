/**
 * A booked appointment as the thank-you pages give it (spec §2 "Screener thank-you: with a booking shows a booking
 * message and add-to-calendar button"): what, when and where, the number that will call, add-to-calendar links.
 */
import { deviceTimeZone, timeZoneShown } from '../../src/core/dateTimeFormats.ts';
import { phoneNumberFor } from '../../src/core/phoneNumbers.ts';
import { formatDay, formatTimeRange, googleCalendarUrl, visitorDay } from '../../src/core/scheduling/calendar.ts';
import { bookingDescriptionKey, calendarTitle } from '../../src/core/scheduling/bookingDescription.ts';
import type { StoredBooking } from '../../src/core/scheduling/storedBooking.ts';
import type { FlowFormContext } from '../types.ts';

export function BookedAppointment({ booking, context }: { booking: StoredBooking; context: FlowFormContext }) {
  const { t, candidate, brand, locale } = context;
  const timeZone = deviceTimeZone();
  const number = phoneNumberFor(brand, 'siteSupport', candidate.country);
  const descriptionKey = bookingDescriptionKey(booking.description);
  const appointment = descriptionKey ? t(descriptionKey) : booking.description;
  return (
    <>
      {/* The appointment's name in the page's language (the booking itself keeps the scheduling system's English). */}
      <p data-testid="booking-message">
        {t('booking.thanks.message', {
          what: appointment, where: booking.where,
          // The day in the visitor's time zone, as its time is: 1:00 AM on Nov 30 in Tokyo is Nov 29 in UTC.
          day: formatDay(visitorDay(booking.bookingTime.start, timeZone), locale).day,
          time: formatTimeRange(booking.bookingTime.start, booking.bookingTime.end, timeZone, locale),
          // The zone the time is in, as the calendar named it: a confirmation reread or passed on elsewhere says it too.
          zone: timeZoneShown(timeZone, locale, new Date(booking.bookingTime.start)),
        })}
      </p>
      <p>{t('booking.thanks.call', { number })}</p>
      <div className="thank-you__buttons">
        <a className="button" href={`/api/bookings/${booking.id}/ics?locale=${locale}`} download="appointment.ics">{t('booking.thanks.apple')}</a>
        <a className="button button--secondary" target="_blank" rel="noopener noreferrer"
          href={googleCalendarUrl({ uid: booking.id, start: booking.bookingTime.start, end: booking.bookingTime.end, summary: calendarTitle(appointment, locale), description: appointment, location: booking.where })}>
          {t('booking.thanks.google')}<span className="visually-hidden"> {t('app.newTab')}</span>
        </a>
      </div>
    </>
  );
}
