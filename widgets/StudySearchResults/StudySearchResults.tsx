/** Study-search results: the spec's messages, then study cards nearest first, each linking to its screener. */
import { contextOf, type KindWidgetProps } from '../types.ts';
import type { StudyCard } from '../../src/generated/api/study-search.response.ts';
import { distanceShown } from '../../src/core/distanceShown.ts';

export function StudySearchResultsWidget(props: KindWidgetProps) {
  const { t, search, candidate, categories, decisions, country } = contextOf(props);
  if (!search) return null;
  const names = new Map((categories ?? []).flatMap((c) => c.indications.map((i) => [i.id, i.name] as const)));
  const chosen = candidate.indicationIds.map((id) => names.get(id)).filter(Boolean).join(', ') || null;
  const message = decisions.searchMessage(search, chosen);
  const card = (s: StudyCard) => {
    const target = decisions.cardTarget(s);
    const distance = distanceShown(s.distance, country.distanceUnit);
    return (
      <li key={s.id} className="study-card" data-testid={`study-${s.id}`}>
        <h3>{s.title}</h3>
        <p>{s.description.length > 200 ? `${s.description.slice(0, 200)}…` : s.description}</p>
        <p className="study-card__meta">{t(distance.key, { count: distance.count })}{s.compensation ? ` · ${t('search.compensation', { amount: s.compensation })}` : ''}</p>
        <a className="button" href={target.href} {...(target.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {/* Each card's link is named for its study: a screen reader's list of links read "See if you qualify" thrice. */}
          {t('search.open')}<span className="visually-hidden"> – {s.title}</span>{target.external ? <span className="visually-hidden"> {t('app.newTab')}</span> : null}
        </a>
      </li>
    );
  };
  const found = search.studies.length + search.nearbyStudies.length;
  return (
    // The cards are not a live region: a screen reader hears the count, then reads the cards when it chooses.
    <section className="search-results">
      {found ? <p className="visually-hidden" role="status">{t('search.found', { count: found })}</p> : null}
      {message ? (
        // data-personal: the notice can quote the visitor's postal code, which is masked in session recordings.
        <p className="notice notice--info" role="status" data-personal>
          {message.key === 'noneForIndication' ? t('search.noneForIndication', { indicationName: message.indicationName, searchedPostalCode: search.searchedPostalCode }) : t(`search.${message.key}`)}
        </p>
      ) : null}
      {search.studies.length ? (<><h2>{t('search.results')}</h2><ul className="study-cards">{search.studies.map(card)}</ul></>) : null}
      {search.nearbyStudies.length ? (<><h2>{t('search.nearby')}</h2><ul className="study-cards">{search.nearbyStudies.map(card)}</ul></>) : null}
    </section>
  );
}
