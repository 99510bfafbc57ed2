/** The study's qualification questions: numbered, yes/no/unsure buttons or choices, optional hint. */
import { describedByIds, RequiredMark, RequiredNote } from '../RequiredMark.tsx';
import { answerCriterion, applicableCriteria, isAnswered, YES_NO_UNSURE, type CriteriaAnswers, type Criterion } from '../../src/core/eligibility/criteria.ts';
import { contextOf, type KindWidgetProps } from '../types.ts';

export function StudyCriteriaWidget(props: KindWidgetProps) {
  const { t, criteria, criteriaFailed, answers: stepAnswers, campaign, onTrackedEvent } = contextOf(props);
  const { id, onChange } = props;
  const answers = (props.value as CriteriaAnswers | undefined) ?? {};
  const gender = typeof stepAnswers.gender === 'string' ? stepAnswers.gender : null;
  const showErrors = (props.rawErrors?.length ?? 0) > 0;
  const ws = campaign.webScreenerProps;
  // Once a refused Finish shows the field's message (validation.questionsUnavailable, the same words), it alone says so.
  if (!criteria) return criteriaFailed ? (showErrors ? null : <p role="alert" className="field-error">{t('screener.criteria.failed')}</p>) : <p role="status" className="loading">{t('screener.criteria.loading')}</p>;
  const list = applicableCriteria(criteria as Criterion[], gender);
  const offset = ws.criteriaQuestionOffset ?? 0;
  return (
    <fieldset className="criteria" id={id}>
      <legend>{t('screener.criteria.title')}</legend>
      <ol className="criteria__list" start={offset + 1}>
        {list.map((c, i) => {
          const chosen = answers[c.id] ?? [];
          const qid = `${id}-q${c.id}`;
          const missing = showErrors && !isAnswered(c, answers);
          const choose = (responseId: number) => onChange(answerCriterion(answers, c, responseId));
          const buttons = c.questionType === 'yes_no_unsure' && ws.shouldUseYNUButtons;
          const checkboxes = c.questionType === 'select_multiple';
          const radios = !buttons && !checkboxes;
          return (
            <li key={c.id} className={`criterion${i % 2 ? ' criterion--alt' : ''}`}>
              {/* Radios and toggle buttons cannot be marked invalid, so their question's group is (radios make it a radio group); checkboxes are marked themselves. */}
              {/* Every question asked must be answered: a radio group says so by aria-required, the others' legend by the word. */}
              <fieldset aria-describedby={describedByIds(!radios && `${qid}-required`, missing && `${qid}-error`)} role={radios ? 'radiogroup' : undefined} aria-required={radios || undefined} aria-invalid={!checkboxes && missing ? true : undefined}>
                <legend id={qid}>{ws.shouldNumberQuestions ? <span className="criterion__number">{offset + i + 1}. </span> : null}{c.question}<RequiredMark required /></legend>
                {radios ? null : <RequiredNote id={`${qid}-required`} text={t('fields.requiredSpoken')} />}
                {c.hint ? <details className="criterion__hint" onToggle={(e) => { if (e.currentTarget.open) onTrackedEvent('hint', { criterionId: c.id }); }}><summary>{t('screener.criteria.hint')}</summary><p>{c.hint}</p></details> : null}
                {buttons ? (
                  <div className="yes-no">
                    {(['yes', 'no', 'unsure'] as const).map((choice) => {
                      const response = c.responses.find((r) => r.position === YES_NO_UNSURE[choice]);
                      return response ? (
                        <button key={choice} type="button" className="choice-button" aria-pressed={chosen.includes(response.id)} onClick={() => choose(response.id)}>
                          {t(`screener.criteria.${choice}`)}
                        </button>
                      ) : null;
                    })}
                  </div>
                ) : (
                  c.responses.map((r) => (
                    <label key={r.id} className="choice">
                      <input type={checkboxes ? 'checkbox' : 'radio'} name={qid} aria-invalid={checkboxes && missing ? true : undefined} aria-describedby={checkboxes && missing ? `${qid}-error` : undefined} checked={chosen.includes(r.id)} onChange={() => choose(r.id)} />
                      <span>{r.text}</span>
                    </label>
                  ))
                )}
                {missing ? <p id={`${qid}-error`} className="field-error">{t('screener.criteria.unanswered')}</p> : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
