/** After the questionnaire: 'Thank you!', and Find {product} for real studies when the candidate is not fully qualified. */
import { contextOf, type KindWidgetProps } from '../types.ts';
import { findProductUrl, healthThankYouShowsFindProduct } from '../../src/engine/thankYou.ts';

export function HealthQuestionsThankYouPageWidget(props: KindWidgetProps) {
  const { t, locale, payload, campaign, query, screening, flows } = contextOf(props);
  // The server's verdict on this visit's screening; a sign-up, which does not screen, is never fully qualified.
  const showFind = healthThankYouShowsFindProduct({ locale, studyIsSimulation: payload?.study?.isSimulation ?? false, fullyQualified: screening?.fullyQualified ?? false });
  return (
    <div className="thank-you">
      <h1 id="step-title" tabIndex={-1}>{t('healthThankYou.heading')}</h1>
      <p>{t('healthThankYou.message')}</p>
      {showFind ? <a className="button" href={findProductUrl(query, campaign.name, flows.findProduct)}>{t('thankYou.findProduct')}</a> : null}
    </div>
  );
}
