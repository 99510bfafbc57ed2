/** Sign-up thank-you: spinner while can-call-now runs, then the call-possible or not-possible texts and the buttons. */
import type { ReactNode } from 'react';
import { StepLink } from '../StepLink.tsx';
import { contextOf, type KindWidgetProps } from '../types.ts';
import { telHref } from '../../src/core/site.ts';
import { phoneNumberFor } from '../../src/core/phoneNumbers.ts';
import { thankedName } from '../../src/core/candidate.ts';

export function ThankYouPageWidget(props: KindWidgetProps) {
  const { t, candidate, callNow, brand, decisions, caregiver } = contextOf(props);
  const name = thankedName(candidate, caregiver);
  const heading = name ? t('thankYou.heading', { name }) : t('thankYou.headingNoName');
  const number = phoneNumberFor(brand, 'tollFree', candidate.country);
  const healthUrl = decisions.links.healthQuestions;
  const buttons = decisions.thankYouButtons;
  const health: ReactNode = healthUrl && buttons.healthQuestions ? <StepLink key="health" className="button button--secondary" to={healthUrl}>{t('thankYou.healthQuestions')}</StepLink> : null;
  const others: ReactNode[] = buttons.findProduct ? [<a key="find" className="button" href={decisions.links.findProduct}>{t('thankYou.findProduct')}</a>] : [];
  return (
    <div className="thank-you">
      {/* data-personal: the visitor's name is masked in session recordings. */}
      <h1 id="step-title" tabIndex={-1} className="thank-you__heading" data-personal data-title={t('thankYou.headingNoName')}>{heading}</h1>
      {/* One live region from the check to its answer: a region put in with its words is not read out by every screen reader. */}
      <div role="status" data-testid={callNow === null ? 'call-checking' : callNow ? 'call-possible' : 'call-not-possible'}>
        {callNow === null ? (
          <p className="spinner-line"><span className="spinner" aria-hidden="true" />{t('thankYou.checking')}</p>
        ) : callNow ? (
          <>
            <p>{t('thankYou.callPossible.qualified')}</p>
            <p>{t('thankYou.callPossible.call')} <a href={telHref(number)}>{number}</a>.</p>
            <p>{t('thankYou.callPossible.available')}</p>
          </>
        ) : (
          <>
            <p>{t('thankYou.notPossible.unavailable')}</p>
            <p>{t('thankYou.notPossible.willCall')}</p>
            <p>{t('thankYou.notPossible.doctor')}</p>
          </>
        )}
      </div>
      {callNow === null ? null : (
        <div className="thank-you__buttons">
          {buttons.healthQuestions === 'before' ? health : null}
          {others}
          {buttons.healthQuestions === 'after' ? health : null}
        </div>
      )}
    </div>
  );
}
