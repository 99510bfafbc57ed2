/** The screener's result from the server's verdict, as src/engine/resultPage.ts lays it out. */
import { contextOf, type KindWidgetProps } from '../types.ts';
import { telHref } from '../../src/core/site.ts';
import { phoneNumberFor } from '../../src/core/phoneNumbers.ts';
import { resultPage } from '../../src/core/eligibility/resultPage.ts';

export function ScreenerResultWidget(props: KindWidgetProps) {
  const { t, screening, brand, candidate, campaign, payload, decisions, booking, bookingCancelled } = contextOf(props);
  const page = resultPage(screening?.view ?? null, { booked: booking !== null, specialStudy: payload?.study?.special === true, cancelled: bookingCancelled });
  const number = phoneNumberFor(brand, 'callNow', candidate.country);
  // The campaign decides whether the button prints the number; it dials it either way.
  const showsNumber = campaign.webScreenerProps.shouldShowCallNumber !== false;
  return (
    <div className="screener-result" data-testid={`result-${screening?.view ?? 'unknown'}`}>
      <h1 id="step-title" tabIndex={-1}>{t(`screener.result.${page.heading}`)}</h1>
      {page.bookingCancelled ? <p>{t('screener.result.bookingCancelled')}</p> : null}
      {page.specialBanner ? (
        <div className="special-banner" role="status">
          <p><strong>{t('screener.result.special')}</strong></p>
          <p>{t('screener.result.specialCall', { number })}</p>
        </div>
      ) : null}
      {page.body === 'scheduling' ? (
        <>
          <p>{t('screener.result.scheduling')}</p>
          <a className="button" href={telHref(number)}>{showsNumber ? t('screener.result.callNow', { number }) : t('screener.result.callNowPlain')}</a>
        </>
      ) : page.body ? <p>{t(`screener.result.${page.body}`)}</p> : null}
      {page.search ? <a className="button button--secondary" href={decisions.links.findProduct}>{t('screener.result.searchProduct')}</a> : null}
    </div>
  );
}
