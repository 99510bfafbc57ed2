/** The 'More Information' link bar: jumps to the screener's footer sections. */
import { contextOf, type KindWidgetProps } from '../types.ts';

const SECTIONS = [['benefits', 'screener.info.benefits'], ['study-details', 'screener.info.studyDetails'], ['eligibility', 'screener.info.eligibility'], ['testimonials', 'screener.info.testimonials']] as const;

export function MoreInformationWidget(props: KindWidgetProps) {
  const { t, decisions } = contextOf(props);
  // Its links lead to the study's details below the step: without them they would lead nowhere.
  if (!decisions.studyDetailsShown) return null;
  return (
    <nav className="more-info" aria-label={t('screener.info.bar')}>
      <span className="more-info__title">{t('screener.info.bar')}</span>
      <ul>{SECTIONS.map(([id, key]) => <li key={id}><a href={`#${id}`}>{t(key)}</a></li>)}</ul>
    </nav>
  );
}
