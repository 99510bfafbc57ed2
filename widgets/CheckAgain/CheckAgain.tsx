/** After a screening that did not pass: the visitor may go back and change an answer that was a mistake, or go on. */
import { StepLink } from '../StepLink.tsx';
import { contextOf, type KindWidgetProps } from '../types.ts';

export function CheckAgainWidget(props: KindWidgetProps) {
  const { t, decisions } = contextOf(props);
  return (
    <div className="check-again">
      <h1 id="step-title" tabIndex={-1}>{t('screener.checkAgain.heading')}</h1>
      <p>{t('screener.checkAgain.body')}</p>
      <StepLink className="button button--secondary" to={decisions.links.home}>{t('screener.checkAgain.review')}</StepLink>
    </div>
  );
}
