/** Screener thank-you: greets by first name, says the information was received, offers the demographic questions (English only). */
import { StepLink } from '../StepLink.tsx';
import { contextOf, type KindWidgetProps } from '../types.ts';

export function ScreenerThankYouWidget(props: KindWidgetProps) {
  const { t, candidate, locale, caregiver, decisions } = contextOf(props);
  const health = locale === 'en' && !caregiver ? decisions.links.healthQuestions : null;
  return (
    <div className="thank-you">
      {/* data-personal: the visitor's name is masked in session recordings. */}
      <h1 id="step-title" tabIndex={-1} data-personal data-title={t('screener.thanks.headingNoName')}>{candidate.firstName ? t('screener.thanks.heading', { name: candidate.firstName }) : t('screener.thanks.headingNoName')}</h1>
      <p>{t('screener.thanks.received')}</p>
      {health ? <StepLink className="button" to={health}>{t('thankYou.healthQuestions')}</StepLink> : null}
    </div>
  );
}
