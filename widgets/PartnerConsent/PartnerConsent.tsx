/** Partner consent: connect to the study site (yes/no), then transfer the information (yes/no); a 'no' ends the call politely. */
import { partnerOptedOut } from '../../src/core/eligibility/partnerConsent.ts';
import { contextOf, errorAria, type KindWidgetProps } from '../types.ts';

interface Answer {
  connect?: 'yes' | 'no';
  transfer?: 'yes' | 'no';
}

export function PartnerConsentWidget(props: KindWidgetProps) {
  const { t, consentStatement } = contextOf(props);
  const { id, onChange } = props;
  const answer = (props.value as Answer | undefined) ?? {};
  // The questions' words are the statement stored with the patient's answers.
  const [connectText, transferText] = consentStatement(props.options.kindField, answer)?.lines ?? [];
  // The question still to answer is the one in error, and the one the error summary names (src/app/form/fieldWrapper.ts).
  const open = answer.connect === 'yes' && !answer.transfer ? 'transfer' : 'connect';
  const question = (key: 'connect' | 'transfer', chosen: 'yes' | 'no' | undefined, set: (v: 'yes' | 'no') => void) => (
    <div className="yes-no-question" role="group" aria-labelledby={`${id}-${key}`} {...(key === open ? { 'data-error-part': '', ...errorAria(props) } : {})}>
      <p id={`${id}-${key}`}>{key === 'connect' ? connectText : transferText}</p>
      <div className="yes-no">
        {(['yes', 'no'] as const).map((v) => (
          <button key={v} type="button" className="choice-button" aria-pressed={chosen === v} onClick={() => set(v)}>{t(`partner.${v}`)}</button>
        ))}
      </div>
    </div>
  );
  return (
    <div className="partner-consent">
      {question('connect', answer.connect, (v) => onChange(v === 'yes' ? { connect: v } : { connect: v }))}
      {answer.connect === 'yes' ? question('transfer', answer.transfer, (v) => onChange({ connect: 'yes', transfer: v })) : null}
      {partnerOptedOut(answer) ? <p className="notice notice--info" role="status">{t('partner.close')}</p> : null}
    </div>
  );
}
