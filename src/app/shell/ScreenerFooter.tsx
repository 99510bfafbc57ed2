/** The one-page screener's footer: benefit icons, study design, eligibility list and three testimonials. */
import { memo } from 'react';
import { useWords, useTranslation } from '../translation.tsx';
import type { StudySummary } from '../../generated/api/initial-payload.response.ts';

function eligibilityItems(study: StudySummary, t: (key: string, vars?: Record<string, unknown>) => string): string[] {
  const items: string[] = [];
  if (study.minAge !== null && study.maxAge !== null) items.push(t('screener.info.ages', { min: study.minAge, max: study.maxAge }));
  else if (study.minAge !== null) items.push(t('screener.info.agesFrom', { min: study.minAge }));
  else if (study.maxAge !== null) items.push(t('screener.info.agesTo', { max: study.maxAge }));
  if (study.gender === 'female') items.push(t('screener.info.womenOnly'));
  if (study.gender === 'male') items.push(t('screener.info.menOnly'));
  items.push(t('screener.info.questions'));
  return items;
}

// The footer is long and depends on the study alone: typing in the form above does not re-render it.
export const ScreenerFooter = memo(function ScreenerFooter({ study }: { study: StudySummary }) {
  const { t } = useTranslation();
  useWords('screener');
  return (
    <footer className="screener-footer">
      <section id="benefits" aria-labelledby="benefits-title">
        <h2 id="benefits-title">{t('screener.info.benefits')}</h2>
        <ul className="benefits">
          <li><span aria-hidden="true" className="benefits__icon">✚</span>{t('screener.info.benefitNoCost')}</li>
          <li><span aria-hidden="true" className="benefits__icon">$</span>{study.patientCompensationAmount ? t('screener.info.compensationUpTo', { amount: study.patientCompensationAmount }) : t('screener.info.benefitCompensation')}</li>
          <li><span aria-hidden="true" className="benefits__icon">↗</span>{t('screener.info.benefitAdvance')}</li>
        </ul>
      </section>
      <section id="study-details" aria-labelledby="study-details-title">
        <h2 id="study-details-title">{t('screener.info.studyDesignTitle')}</h2>
        <p><strong>{study.title}</strong></p>
        <p>{study.description}</p>
      </section>
      <section id="eligibility" aria-labelledby="eligibility-title">
        <h2 id="eligibility-title">{t('screener.info.eligibilityTitle')}</h2>
        <ul>{eligibilityItems(study, t).map((item) => <li key={item}>{item}</li>)}</ul>
      </section>
      <section id="testimonials" aria-labelledby="testimonials-title">
        <h2 id="testimonials-title">{t('screener.info.testimonialsTitle')}</h2>
        {(['testimonial1', 'testimonial2', 'testimonial3'] as const).map((k) => <blockquote key={k}>{t(`screener.info.${k}`)}</blockquote>)}
      </section>
    </footer>
  );
});
