/** A study search's thank-you: by name when the visitor gave one, what happens to a saved lead, and a way back to the search. */
import { StepLink } from '../StepLink.tsx';
import { thankedName } from '../../src/core/candidate.ts';
import { contextOf, type KindWidgetProps } from '../types.ts';

export function SearchThankYouWidget(props: KindWidgetProps) {
  const { t, candidate, decisions, caregiver } = contextOf(props);
  const name = thankedName(candidate, caregiver);
  return (
    <div className="thank-you">
      {/* data-personal: the visitor's name is masked in session recordings. */}
      <h1 id="step-title" tabIndex={-1} data-personal data-title={t('search.thanks.heading')}>{name ? t('search.thanks.headingNamed', { name }) : t('search.thanks.heading')}</h1>
      <p>{t(candidate.subjectSaved ? 'search.thanks.saved' : 'search.thanks.notSaved')}</p>
      <StepLink className="button" to={decisions.links.home}>{t('search.thanks.again')}</StepLink>
    </div>
  );
}
