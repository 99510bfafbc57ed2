/** The screener's result from the server's verdict: congratulations with Call Now, not qualified, or no site near. */
import { contextOf, type KindWidgetProps } from '../types.ts';
import { telHref } from '../../src/core/site.ts';
import { phoneNumberFor } from '../../src/core/phoneNumbers.ts';

export function ScreenerResultWidget(props: KindWidgetProps) {
  const { t, screening, brand, candidate, campaign, payload, decisions, booking } = contextOf(props);
  // A visitor who has just booked their appointment (ws18, ws21 come here after its thank-you) is not asked to call to
  // schedule one: they were told a coordinator would call them to schedule the visit they had booked.
  const booked = booking !== null;
  const special = screening?.view === 'congratulations' && payload?.study?.special === true && !booked;
  const number = phoneNumberFor(brand, 'callNow', candidate.country);
  // The campaign decides whether the button prints the number; it dials it either way.
  const showsNumber = campaign.webScreenerProps.shouldShowCallNumber !== false;
  // Already matched: pre-qualified for this study before, with this phone; the study's team has the visitor's details.
  const qualified = screening?.view === 'congratulations' || screening?.view === 'alreadyMatched';
  const heading =
    screening?.view === 'congratulations' ? t('screener.result.congratulations')
    : screening?.view === 'alreadyMatched' ? t('screener.result.alreadyMatched')
    : screening?.view === 'noSite' ? t('screener.result.noSite')
    : t('screener.result.disqualified');
  return (
    <div className="screener-result" data-testid={`result-${screening?.view ?? 'unknown'}`}>
      <h1 id="step-title" tabIndex={-1}>{heading}</h1>
      {qualified ? (
        <>
          {special ? (
            <div className="special-banner" role="status">
              <p><strong>{t('screener.result.special')}</strong></p>
              <p>{t('screener.result.specialCall', { number })}</p>
            </div>
          ) : null}
          {booked ? <p>{t('screener.result.booked')}</p> : (
            <>
              <p>{t('screener.result.scheduling')}</p>
              <a className="button" href={telHref(number)}>{showsNumber ? t('screener.result.callNow', { number }) : t('screener.result.callNowPlain')}</a>
            </>
          )}
        </>
      ) : (
        <>
          {screening?.view === 'noSite' ? <p>{t('screener.result.noSiteContact')}</p> : null}
          <a className="button button--secondary" href={decisions.links.findProduct}>{t('screener.result.searchProduct')}</a>
        </>
      )}
    </div>
  );
}
