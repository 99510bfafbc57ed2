/** Three questions on the participant's day-to-day contact with others, each answered yes, no or prefer not to answer. */
import { RISK_ANSWERS, RISK_QUESTIONS } from '../../src/core/riskAssessment.ts';
import { contextOf, errorMessageId, labelKey, type KindWidgetProps } from '../types.ts';
import { RequiredMark } from '../RequiredMark.tsx';

export function RiskAssessmentWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  const { id, onChange } = props;
  const answers = (props.value as Record<string, string> | undefined) ?? {};
  const inError = !!props.rawErrors?.length;
  return (
    <fieldset className="group-questions" id={id}>
      <legend>{t(labelKey(props, 'riskAssessment.legend'))}<RequiredMark required={props.options.required} /></legend>
      {RISK_QUESTIONS.map((q) => {
        const qid = `${id}-${q}`;
        const missing = inError && !answers[q];
        return (
          // A radio cannot be invalid itself: its group carries the state and the message.
          <fieldset key={q} className="radio-group" id={qid} role="radiogroup" aria-required="true"
            aria-invalid={missing || undefined} aria-describedby={missing ? errorMessageId(id) : undefined}>
            <legend>{t(`riskAssessment.q.${q}`)}</legend>
            {RISK_ANSWERS.map((a) => (
              <label key={a} className="choice">
                <input type="radio" name={qid} id={`${qid}-${a}`} checked={answers[q] === a} onChange={() => onChange({ ...answers, [q]: a })} />
                <span>{t(`riskAssessment.a.${a}`)}</span>
              </label>
            ))}
          </fieldset>
        );
      })}
    </fieldset>
  );
}
