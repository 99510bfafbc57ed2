/** The featured study card shown below the gender home. */
import { useTranslation } from '../translation.tsx';
import type { StudySummary } from '../../generated/api/initial-payload.response.ts';

export function FeaturedStudy({ study }: { study: StudySummary }) {
  const { t } = useTranslation();
  return (
    <aside className="featured" aria-labelledby="featured-title">
      <p className="featured__eyebrow">{t('signup.featured.heading')}</p>
      <h2 id="featured-title" className="featured__title">{study.title}</h2>
      <p>{study.description}</p>
      {study.patientCompensationAmount ? <p className="featured__comp">{t('signup.featured.compensation', { amount: study.patientCompensationAmount })}</p> : null}
    </aside>
  );
}
