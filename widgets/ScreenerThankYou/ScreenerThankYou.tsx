/** Screener thank-you: greets by first name, says the information was received, offers the demographic questions (English only). */
import { Link } from 'react-router-dom';
import { contextOf, type KindWidgetProps } from '../types.ts';
import { healthQuestionsUrl } from '../../src/engine/thankYou.ts';

export function ScreenerThankYouWidget(props: KindWidgetProps) {
  const { t, candidate, campaign, locale, query, caregiver } = contextOf(props);
  const health = locale === 'en' && !caregiver ? healthQuestionsUrl(campaign, locale, query) : null;
  return (
    <div className="thank-you">
      {/* data-personal: the visitor's name is masked in session recordings. */}
      <h1 id="step-title" tabIndex={-1} data-personal>{t('screener.thanks.heading', { name: candidate.firstName ?? '' })}</h1>
      <p>{t('screener.thanks.received')}</p>
      {health ? <Link className="button" to={health}>{t('thankYou.healthQuestions')}</Link> : null}
    </div>
  );
}
