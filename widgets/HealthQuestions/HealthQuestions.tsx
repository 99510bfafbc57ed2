/** The demographic questionnaire's questions, each a labelled dropdown with the spec's answer keys. */
import { heardBefore, invalidHealthAnswers, questionsAsked, type HealthAnswers } from '../../src/core/healthQuestions.ts';
import { contextOf, type KindWidgetProps } from '../types.ts';
import { RequiredMark } from '../RequiredMark.tsx';

export function HealthQuestionsWidget(props: KindWidgetProps) {
  const { t, candidate } = contextOf(props);
  const { id, onChange } = props;
  const answers = (props.value as HealthAnswers | undefined) ?? {};
  // Once the field is in error, each unanswered question says so itself.
  const invalid = props.rawErrors?.length ? invalidHealthAnswers(answers) : [];
  return (
    <div className="health-questions" id={id}>
      {questionsAsked(answers, heardBefore(candidate.answers)).map((q) => {
        const qid = `${id}-${q.key}`;
        const missing = invalid.includes(q.key);
        return (
          <div key={q.key} className="select-input">
            <label htmlFor={qid}>{t(`healthQuestions.q.${q.key}`)}{q.required ? <RequiredMark required /> : ` ${t('healthQuestions.optional')}`}</label>
            {/* aria-required, not required: a native required select with its empty choice is announced invalid before it is touched. */}
            <select id={qid} value={answers[q.key] ?? ''} aria-required={q.required || undefined} aria-invalid={missing || undefined} aria-describedby={missing ? `${qid}-error` : undefined}
              onChange={(e) => {
                const next: HealthAnswers = { ...answers, [q.key]: e.target.value || undefined };
                if (q.key === 'physicalDisability' && e.target.value !== 'yes') delete next.disability;
                onChange(next);
              }}>
              <option value="">{t('healthQuestions.choose')}</option>
              {q.options.map((o) => <option key={o} value={o}>{t(`healthQuestions.a.${o}`)}</option>)}
            </select>
            {/* Each question unanswered says so beneath itself, as the study's questions do. */}
            {missing ? <p id={`${qid}-error`} className="field-error">{t('validation.questionUnanswered')}</p> : null}
          </div>
        );
      })}
    </div>
  );
}
