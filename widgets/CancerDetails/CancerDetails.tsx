/** The cancer-indications step's questions: the type of cancer, then, for a diagnosis, its stage and treatment. */
import { CANCER_STAGES, CANCER_TYPES, TREATMENT_STATUSES } from '../../src/core/oncologyResponse.ts';
import { contextOf, errorMessageId, labelKey, type KindWidgetProps } from '../types.ts';

type Answer = { cancerType?: string; cancerStage?: string; treatmentStatus?: string };

export function CancerDetailsWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  const { id, onChange } = props;
  const answer = (props.value as Answer | undefined) ?? {};
  const inError = !!props.rawErrors?.length;
  const questions: ReadonlyArray<{ key: keyof Answer; label: string; options: ReadonlyArray<{ value: string; label: string }> }> = [
    { key: 'cancerType', label: 'oncology.details.type', options: CANCER_TYPES.map((v) => ({ value: v, label: t(`oncology.types.${v}`) })) },
    ...(answer.cancerType && answer.cancerType !== 'none' ? [
      { key: 'cancerStage' as const, label: 'oncology.details.stage', options: CANCER_STAGES.map((v) => ({ value: v, label: t(`oncology.stages.${v}`) })) },
      { key: 'treatmentStatus' as const, label: 'oncology.details.treatment', options: TREATMENT_STATUSES.map((v) => ({ value: v, label: t(`oncology.treatments.${v}`) })) },
    ] : []),
  ];
  return (
    <fieldset className="group-questions" id={id}>
      <legend>{t(labelKey(props, 'oncology.details.legend'))}</legend>
      {questions.map((q) => {
        const qid = `${id}-${q.key}`;
        // Once the field is in error, each unanswered question says so itself.
        const missing = inError && !answer[q.key];
        return (
          <div key={q.key} className="select-input">
            <label htmlFor={qid}>{t(q.label)}</label>
            <select id={qid} value={answer[q.key] ?? ''} required aria-invalid={missing || undefined} aria-describedby={missing ? errorMessageId(id) : undefined}
              onChange={(e) => {
                const next: Answer = { ...answer, [q.key]: e.target.value || undefined };
                // Without a diagnosis there is no stage or treatment to keep.
                if (next.cancerType === 'none') { delete next.cancerStage; delete next.treatmentStatus; }
                onChange(next);
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
