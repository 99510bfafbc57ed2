/** After the questionnaire: 'Thank you!', and Find {product} for real studies when the candidate is not fully qualified. */
import { contextOf, type KindWidgetProps } from '../types.ts';

export function HealthQuestionsThankYouPageWidget(props: KindWidgetProps) {
  const { t, decisions } = contextOf(props);
  // The server's verdict on this visit's screening; a sign-up, which does not screen, is never fully qualified.
  const showFind = decisions.findProductAfterHealthQuestions;
  return (
    <div className="thank-you">
      <h1 id="step-title" tabIndex={-1}>{t('healthThankYou.heading')}</h1>
      <p>{t('healthThankYou.message')}</p>
      {showFind ? <a className="button" href={decisions.links.findProduct}>{t('thankYou.findProduct')}</a> : null}
    </div>
  );
}
