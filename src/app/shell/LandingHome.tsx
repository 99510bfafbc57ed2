/** The landing home (`landing` parameter): featured study, why clinical {product}, 'you could qualify', blurb, testimonial, quick links. */
import { useEffect } from 'react';
import { useWords, useTranslation } from '../translation.tsx';
import type { StudySummary } from '../../generated/api/initial-payload.response.ts';
import type { Brand } from '../../generated/brand.ts';
import type { Locale } from '../../engine/flow.ts';
import { legalUrl } from '../../core/site.ts';
import { FeaturedStudy } from './FeaturedStudy.tsx';
import { documentTitle } from '../../core/documentTitle.ts';
import { arriveAtStep } from '../flow/arrivalFocus.ts';
import { unavailableWhen } from '../../../widgets/unavailableButton.ts';

export interface LandingHomeProps {
  study: StudySummary | null;
  brand: Brand;
  locale: Locale;
  busy: boolean;
  onStart: () => void;
}

export function LandingHome({ study, brand, locale, busy, onStart }: LandingHomeProps) {
  const { t } = useTranslation();
  useWords('later');
  const reasons = t('landing.why', { returnObjects: true }) as string[];
  useEffect(arriveAtStep, []);
  useEffect(() => { document.title = documentTitle([t('signup.home.title'), brand.displayName]); }, [t, brand]);
  return (
    <section className="landing" aria-labelledby="step-title">
      <h1 id="step-title" tabIndex={-1}>{t('signup.home.title')}</h1>
      <p className="step__subtitle">{t('signup.home.subtitle')}</p>
      {study ? <FeaturedStudy study={study} /> : null}
      <section aria-labelledby="landing-why">
        <h2 id="landing-why">{t('landing.whyTitle')}</h2>
        <ul className="landing__why">{reasons.map((r) => <li key={r}>{r}</li>)}</ul>
      </section>
      <section id="qualify" className="landing__qualify" aria-labelledby="landing-qualify">
        <h2 id="landing-qualify">{t('landing.qualifyTitle')}</h2>
        <p>{t('landing.qualify')}</p>
        <button type="button" className="button" aria-busy={busy} {...unavailableWhen(busy, onStart)}>{busy ? t('nav.saving') : t('nav.findProduct')}</button>
      </section>
      <section aria-labelledby="landing-healthier">
        <h2 id="landing-healthier">{t('landing.healthierTitle')}</h2>
        <p>{t('landing.healthier')}</p>
      </section>
      <figure className="landing__testimonial">
        <blockquote>{t('landing.testimonial')}</blockquote>
        <figcaption>{t('landing.testimonialBy')}</figcaption>
      </figure>
      <nav aria-labelledby="landing-links">
        <h2 id="landing-links">{t('landing.quickLinksTitle')}</h2>
        <ul className="landing__links">
          <li><a href="#qualify">{t('landing.quickStart')}</a></li>
          <li><a href={legalUrl(brand, 'privacy', locale)} target="_blank" rel="noopener noreferrer">{t('consentLinks.privacy')}<span className="visually-hidden"> {t('app.newTab')}</span></a></li>
          <li><a href={legalUrl(brand, 'terms', locale)} target="_blank" rel="noopener noreferrer">{t('consentLinks.terms')}<span className="visually-hidden"> {t('app.newTab')}</span></a></li>
        </ul>
      </nav>
    </section>
  );
}
