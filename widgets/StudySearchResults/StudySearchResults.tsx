/** Study-search results: the spec's messages, then study cards nearest first, each linking to its screener. */
import { useEffect, useRef } from 'react';
import { contextOf, type KindWidgetProps } from '../types.ts';
import type { StudyCard, StudySearchResponse } from '../../src/generated/api/study-search.response.ts';
import { distanceShown } from '../../src/core/distanceShown.ts';

const found = (search: StudySearchResponse) => search.studies.length + search.nearbyStudies.length;

export function StudySearchResultsWidget(props: KindWidgetProps) {
  const { t, search, searchesMade, candidate, categories, decisions, country } = contextOf(props);
  const section = useRef<HTMLElement>(null);
  // Undefined until the first render's effect: a page opened with a search made (back from a study) keeps its focus.
  // Counted, not compared: a search that found what the last one did is an equal answer, and the form's fields are
  // not rendered again for an equal one.
  const shown = useRef<number | undefined>(undefined);
  useEffect(() => {
    const first = shown.current === undefined;
    if (searchesMade === shown.current) return;
    shown.current = searchesMade;
    // The first render's search is a new one only when the visitor has just made it on this page (searchesMade counts
    // this page's searches, not one given back after a reload) with Search, or with Enter in a field that went away
    // with the form: ss7's form gives way to its results, which come in a new field, mounted with them, and focus was
    // left on nothing. Focus a step change put on its heading stays there.
    const active = document.activeElement;
    const onSearch = active instanceof HTMLButtonElement && active.type === 'submit';
    if (first && !(searchesMade > 0 && (onSearch || active === null || active === document.body))) return;
    // The cards come above Search, where the visitor pressed it: a Tab from there went on below and never reached them.
    // Focus goes to their first heading, and the next Tab to the first card. A search that found none says so in its
    // notice, a live region, and focus stays.
    if (search) section.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [search, searchesMade]);
  // The count's live region is on the page before a search fills it: one made already filled is often not read.
  const count = <p className="visually-hidden" role="status">{search && found(search) ? t('search.found', { count: found(search) }) : ''}</p>;
  if (!search) return <section className="search-results" ref={section}>{count}</section>;
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
  return (
    // The cards are not a live region: a screen reader hears the count, then reads the cards when it chooses.
    <section className="search-results" ref={section}>
      {count}
      {message ? (
        // data-personal: the notice can quote the visitor's postal code, which is masked in session recordings.
        // A refused postal code is announced once, by the error summary that names its field: the notice only shows it.
        <p className="notice notice--info" role={message.key === 'invalidPostal' ? undefined : 'status'} data-personal>
          {message.key === 'noneForIndication' ? t('search.noneForIndication', { indicationName: message.indicationName, searchedPostalCode: search.searchedPostalCode }) : t(`search.${message.key}`)}
        </p>
      ) : null}
      {search.studies.length ? (<><h2 tabIndex={-1}>{t('search.results')}</h2><ul className="study-cards">{search.studies.map(card)}</ul></>) : null}
      {search.nearbyStudies.length ? (<><h2 tabIndex={-1}>{t('search.nearby')}</h2><ul className="study-cards">{search.nearbyStudies.map(card)}</ul></>) : null}
    </section>
  );
}
