/** The health-data consent choice (ws16, ws17): two buttons, then 'your responses have been recorded'. */
import { useEffect, useRef } from 'react';
import { contextOf, errorAria, type KindWidgetProps } from '../types.ts';
import { unavailableWhen } from '../unavailableButton.ts';

export function HealthDataConsentWidget(props: KindWidgetProps) {
  const { t, consentStatement } = contextOf(props);
  const { id, value, onChange, disabled } = props;
  // A choice made here replaces the buttons: focus goes to what replaced them, not to the page body.
  const chosenHere = useRef(false);
  const esign = props.options.kindField.kind === 'ESignConsent';
  // A 'yes' to sign starts the signing session: the buttons come back, the yes busy, and focus stays on it (the
  // buttons were drawn anew, and focus fell to the page body while the session started).
  const signingHere = useRef(false);
  const yesButton = useRef<HTMLButtonElement>(null);
  const choose = (granted: boolean) => {
    if (esign && granted) signingHere.current = true;
    else chosenHere.current = true;
    onChange(granted);
  };
  useEffect(() => {
    if (signingHere.current && disabled === true && yesButton.current && document.activeElement !== yesButton.current) yesButton.current.focus();
  });
  // The words stored with the choice: the question and the authorization a 'yes' gives (an e-signature stores what is signed).
  const [question, authorization] = consentStatement(props.options.kindField)?.lines ?? [t('screener.healthData.question'), t('screener.healthData.consentText')];
  if (typeof value === 'boolean') return <Recorded text={t('screener.healthData.recorded')} takeFocus={chosenHere.current} />;
  return (
    <div className="consent-choice" role="group" aria-labelledby={`${id}-q`} {...errorAria(props)}>
      <p id={`${id}-q`}>{question}</p>
      <p className="consent__text">{authorization}</p>
      <div className="yes-no">
        <button type="button" className="choice-button" {...unavailableWhen(disabled === true, () => choose(false))}>{t('screener.healthData.no')}</button>
        <button ref={yesButton} type="button" className="button" aria-busy={disabled} {...unavailableWhen(disabled === true, () => choose(true))}>
          {disabled ? t('screener.esign.starting') : t(esign ? 'screener.esign.yes' : 'screener.healthData.yes')}
        </button>
      </div>
    </div>
  );
}

function Recorded({ text, takeFocus }: { text: string; takeFocus: boolean }) {
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => { if (takeFocus) note.current?.focus(); }, [takeFocus]);
  return <p ref={note} tabIndex={-1} role="status" className="notice notice--info">{text}</p>;
}
