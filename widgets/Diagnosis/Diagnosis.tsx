/** Diagnosis yes/no: the answer moves on at once (Yes keeps the path's indication, No clears it). */
import { contextOf, errorAria, labelKey, type KindWidgetProps } from '../types.ts';
import { chooseOrGoOn } from '../choiceGoesOn.ts';

export function DiagnosisWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  const { id, value, onChange } = props;
  return (
    <div className="yes-no" role="group" aria-label={t(labelKey(props, 'fields.diagnosis.label'))} id={id} {...errorAria(props)}>
      <button type="button" className="choice-button" aria-pressed={value === true} onClick={(e) => chooseOrGoOn(e, true, value, onChange)}>{t('fields.diagnosis.yes')}</button>
      <button type="button" className="choice-button" aria-pressed={value === false} onClick={(e) => chooseOrGoOn(e, false, value, onChange)}>{t('fields.diagnosis.no')}</button>
    </div>
  );
}
