/** The demographic questionnaire's questions, each a labelled dropdown with the spec's answer keys. */
import { HEALTH_QUESTIONS, invalidHealthAnswers, isAsked, type HealthAnswers } from '../../src/core/healthQuestions.ts';
import { contextOf, errorMessageId, type KindWidgetProps } from '../types.ts';

export function HealthQuestionsWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  const { id, onChange } = props;
  const answers = (props.value as HealthAnswers | undefined) ?? {};
  // Once the field is in error, each unanswered question says so itself.
  const invalid = props.rawErrors?.length ? invalidHealthAnswers(answers) : [];
  return (
    <div className="health-questions" id={id}>
      {HEALTH_QUESTIONS.filter((q) => isAsked(q, answers)).map((q) => {
        const qid = `${id}-${q.key}`;
        const missing = invalid.includes(q.key);
        return (
          <div key={q.key} className="select-input">
            <label htmlFor={qid}>{t(`healthQuestions.q.${q.key}`)}{q.required ? null : ` ${t('healthQuestions.optional')}`}</label>
            <select id={qid} value={answers[q.key] ?? ''} required={q.required} aria-invalid={missing || undefined} aria-describedby={missing ? errorMessageId(id) : undefined}
              onChange={(e) => {
                const next: HealthAnswers = { ...answers, [q.key]: e.target.value || undefined };
                if (q.key === 'physicalDisability' && e.target.value !== 'yes') delete next.disability;
                onChange(next);
              }}>
              <option value="">{t('healthQuestions.choose')}</option>
              {q.options.map((o) => <option key={o} value={o}>{t(`healthQuestions.a.${o}`)}</option>)}
            </select>
          </div>
        );
      })}
    </div>
  );
}
