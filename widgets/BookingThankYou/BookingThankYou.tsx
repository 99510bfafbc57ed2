/**
 * After booking: greeting, the appointment (what, when, 'Virtual'), the number that will call, add-to-calendar links.
 * Without a booking (cancelled by a refusal since, or the page opened by its address), what the screener's thank-you
 * says then (spec §2): the information was received. A bare greeting said nothing.
 */
import { thankedName } from '../../src/core/candidate.ts';
import { contextOf, type KindWidgetProps } from '../types.ts';
import { BookedAppointment } from './BookedAppointment.tsx';

export function BookingThankYouWidget(props: KindWidgetProps) {
  const context = contextOf(props);
  const { t, candidate, booking, caregiver } = context;
  const name = thankedName(candidate, caregiver);
  return (
    <div className="thank-you">
      {/* data-personal: the visitor's name is masked in session recordings. */}
      <h1 id="step-title" tabIndex={-1} data-personal data-title={t('booking.thanks.headingNoName')}>{name ? t('booking.thanks.heading', { name }) : t('booking.thanks.headingNoName')}</h1>
      {booking ? <BookedAppointment booking={booking} context={context} /> : <p>{t('screener.thanks.received')}</p>}
    </div>
  );
}
