/** Sign-up thank-you: spinner while can-call-now runs, then the call-possible or not-possible texts. */
import { contextOf, type KindWidgetProps } from '../types.ts';
import { callCentreNumber, telHref } from '../../src/core/site.ts';

export function ThankYouPageWidget(props: KindWidgetProps) {
  const { t, candidate, callNow, brand } = contextOf(props);
  const heading = candidate.firstName ? t('thankYou.heading', { name: candidate.firstName }) : t('thankYou.headingNoName');
  const number = brand.callCenter.tollFree || callCentreNumber(brand, candidate.country);
  return (
    <div className="thank-you">
      <h1 id="step-title" tabIndex={-1} className="thank-you__heading">{heading}</h1>
      {callNow === null ? (
        <p role="status" className="spinner-line"><span className="spinner" aria-hidden="true" />{t('thankYou.checking')}</p>
      ) : callNow ? (
        <div role="status" data-testid="call-possible">
          <p>{t('thankYou.callPossible.qualified')}</p>
          <p>{t('thankYou.callPossible.call')} <a href={telHref(number)}>{number}</a>.</p>
          <p>{t('thankYou.callPossible.available')}</p>
        </div>
      ) : (
        <div role="status" data-testid="call-not-possible">
          <p>{t('thankYou.notPossible.unavailable')}</p>
          <p>{t('thankYou.notPossible.willCall')}</p>
          <p>{t('thankYou.notPossible.doctor')}</p>
        </div>
      )}
    </div>
  );
}
