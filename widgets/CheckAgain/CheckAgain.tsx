/** After a screening that did not pass: the visitor may go back and change an answer that was a mistake, or go on. */
import { Link } from 'react-router-dom';
import { contextOf, type KindWidgetProps } from '../types.ts';
import { stepUrl } from '../../src/engine/flow.ts';

export function CheckAgainWidget(props: KindWidgetProps) {
  const { t, campaign, locale, query } = contextOf(props);
  const home = campaign.steps[campaign.home];
  return (
    <div className="check-again">
      <h1 id="step-title" tabIndex={-1}>{t('screener.checkAgain.heading')}</h1>
      <p>{t('screener.checkAgain.body')}</p>
      {home ? <Link className="button button--secondary" to={stepUrl(locale, campaign.name, home.path, query)}>{t('screener.checkAgain.review')}</Link> : null}
    </div>
  );
}
