/**
 * Direct offer cards: title, the first 200 characters, compensation, requirements, image and the brand's button. The
 * offer's words are the advertiser's, in the offer's own language, marked so a screen reader reads them in it; the
 * page's own words on the card are marked with the page's.
 */
import { contextOf, type KindWidgetProps } from '../types.ts';
import { offerExcerpt } from '../../src/core/offer.ts';

export function OffersListWidget(props: KindWidgetProps) {
  const { t, offers, candidate, locale } = contextOf(props);
  // A code the link gave that cannot be placed is said as such, whether the server or the visitor's country refused it.
  if (offers === 'unknownPostalCode') return <p role="status">{t('offers.unknownPostal')}</p>;
  if (!candidate.postalCode) return <p role="status">{t('offers.noPostal')}</p>;
  if (offers === null) return <p role="status" className="loading">{t('offers.loading')}</p>;
  if (offers.length === 0) return <p role="status">{t('offers.none')}</p>;
  return (
    <ul className="offer-cards">
      {offers.map((o) => (
        <li key={o.id} className="offer-card" data-testid={`offer-${o.id}`} lang={o.language}>
          {o.imageUrl ? <img src={o.imageUrl} alt="" width={120} height={80} /> : null}
          <h2 style={{ color: o.brand.titleColor }}>{o.title}</h2>
          <p>{offerExcerpt(o.description)}</p>
          {o.compensation ? <p className="offer-card__comp">{o.compensation}</p> : null}
          {o.requirements ? <p><span lang={locale}>{t('offers.requirements')}</span> {o.requirements}</p> : null}
          <a className="button" style={{ backgroundColor: o.brand.buttonColor }} href={o.url} target="_blank" rel="noopener noreferrer">
            {o.brand.buttonText}<span className="visually-hidden" lang={locale}> {t('app.newTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
