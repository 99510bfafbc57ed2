/** Oncology confirmation: thanks, a number to call, and general cancer resources (opening in a new tab). */
import { contextOf, type KindWidgetProps } from '../types.ts';
import { telHref } from '../../src/core/site.ts';
import { phoneNumberFor } from '../../src/core/phoneNumbers.ts';

/** Each resource in the page's language: both keep a Spanish site of their own, which a Spanish page links to. */
const RESOURCES = [
  ['oncology.nci', { en: 'https://www.cancer.gov/', es: 'https://www.cancer.gov/espanol' }],
  ['oncology.acs', { en: 'https://www.cancer.org/', es: 'https://www.cancer.org/es.html' }],
] as const;

export function OncologyConfirmationWidget(props: KindWidgetProps) {
  const { t, brand, candidate, locale } = contextOf(props);
  const number = phoneNumberFor(brand, 'oncology', candidate.country);
  return (
    <section className="oncology" aria-labelledby="oncology-title">
      <h2 id="oncology-title">{t('oncology.heading')}</h2>
      <p>{t('oncology.call')} <a href={telHref(number)}>{number}</a></p>
      <p>{t('oncology.resources')}</p>
      <ul>
        {RESOURCES.map(([key, url]) => (
          <li key={key}><a href={url[locale]} target="_blank" rel="noopener noreferrer">{t(key)}<span className="visually-hidden"> {t('app.newTab')}</span></a></li>
        ))}
      </ul>
    </section>
  );
}
