/** The cancer-indications step's questions: the type of cancer, then, for a diagnosis, its stage and treatment. */
import { CANCER_STAGES, CANCER_TYPES, TREATMENT_STATUSES, askedOncologyQuestions, changedOncologyAnswer } from '../../src/core/oncologyResponse.ts';
import { contextOf, errorMessageId, labelKey, type KindWidgetProps } from '../types.ts';
import { RequiredMark } from '../RequiredMark.tsx';

type Answer = { cancerType?: string; cancerStage?: string; treatmentStatus?: string };

export function CancerDetailsWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  const { id, onChange } = props;
  const answer = (props.value as Answer | undefined) ?? {};
  const inError = !!props.rawErrors?.length;
  const options = {
    cancerType: { label: 'oncology.details.type', options: CANCER_TYPES.map((v) => ({ value: v, label: t(`oncology.types.${v}`) })) },
    cancerStage: { label: 'oncology.details.stage', options: CANCER_STAGES.map((v) => ({ value: v, label: t(`oncology.stages.${v}`) })) },
    treatmentStatus: { label: 'oncology.details.treatment', options: TREATMENT_STATUSES.map((v) => ({ value: v, label: t(`oncology.treatments.${v}`) })) },
  };
  const questions = askedOncologyQuestions(answer.cancerType).map((key) => ({ key, ...options[key] }));
  return (
    <fieldset className="group-questions" id={id}>
      <legend>{t(labelKey(props, 'oncology.details.legend'))}<RequiredMark required={props.options.required} /></legend>
      {questions.map((q) => {
        const qid = `${id}-${q.key}`;
        // Once the field is in error, each unanswered question says so itself.
        const missing = inError && !answer[q.key];
        return (
          <div key={q.key} className="select-input">
            <label htmlFor={qid}>{t(q.label)}</label>
            <select id={qid} value={answer[q.key] ?? ''} required aria-invalid={missing || undefined} aria-describedby={missing ? errorMessageId(id) : undefined}
              onChange={(e) => {
                onChange(changedOncologyAnswer({ ...answer, [q.key]: e.target.value || undefined }));
              }}>
              <option value="">{t('oncology.details.choose')}</option>
              {q.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </select>
          </div>
        );
      })}
    </fieldset>
  );
}
