/**
 * Screener thank-you: greets by first name; with an appointment booked for the study, gives it with its add-to-calendar
 * links, else says the information was received (spec §2); offers the demographic questions (English only).
 */
import { StepLink } from '../StepLink.tsx';
import { BookedAppointment } from '../BookingThankYou/BookedAppointment.tsx';
import { contextOf, type KindWidgetProps } from '../types.ts';
import { thankedName } from '../../src/core/candidate.ts';

export function ScreenerThankYouWidget(props: KindWidgetProps) {
  const context = contextOf(props);
  const { t, candidate, locale, caregiver, decisions, booking } = context;
  const health = locale === 'en' && !caregiver ? decisions.links.healthQuestions : null;
  const name = thankedName(candidate, caregiver);
  return (
    <div className="thank-you">
      {/* data-personal: the visitor's name is masked in session recordings. */}
      <h1 id="step-title" tabIndex={-1} data-personal data-title={t('screener.thanks.headingNoName')}>{name ? t('screener.thanks.heading', { name }) : t('screener.thanks.headingNoName')}</h1>
      {booking ? <BookedAppointment booking={booking} context={context} /> : <p>{t('screener.thanks.received')}</p>}
      {health ? <StepLink className="button" to={health}>{t('thankYou.healthQuestions')}</StepLink> : null}
    </div>
  );
}
