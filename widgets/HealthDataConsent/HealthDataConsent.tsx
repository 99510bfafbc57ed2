/** The health-data consent choice (ws16, ws17): two buttons, then 'your responses have been recorded'. */
import { contextOf, errorAria, type KindWidgetProps } from '../types.ts';

export function HealthDataConsentWidget(props: KindWidgetProps) {
  const { t, consentStatement } = contextOf(props);
  const { id, value, onChange, disabled } = props;
  const esign = props.options.kindField.kind === 'ESignConsent';
  // The words stored with the choice: the question and the authorization a 'yes' gives (an e-signature stores what is signed).
  const [question, authorization] = consentStatement(props.options.kindField)?.lines ?? [t('screener.healthData.question'), t('screener.healthData.consentText')];
  if (typeof value === 'boolean') return <p role="status" className="notice notice--info">{t('screener.healthData.recorded')}</p>;
  return (
    <div className="consent-choice" role="group" aria-labelledby={`${id}-q`} {...errorAria(props)}>
      <p id={`${id}-q`}>{question}</p>
      <p className="consent__text">{authorization}</p>
      <div className="yes-no">
        <button type="button" className="choice-button" disabled={disabled} onClick={() => onChange(false)}>{t('screener.healthData.no')}</button>
        <button type="button" className="button" disabled={disabled} aria-busy={disabled} onClick={() => onChange(true)}>
          {disabled ? t('screener.esign.starting') : t(esign ? 'screener.esign.yes' : 'screener.healthData.yes')}
        </button>
      </div>
    </div>
  );
}
