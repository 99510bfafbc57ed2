/** Ethnicity checkboxes; 'Decline to Answer' excludes the others. */
import { ETHNICITIES, toggleEthnicity } from '../../src/core/ethnicity.ts';
import { contextOf, errorAria, labelKey, type KindWidgetProps } from '../types.ts';
import { RequiredMark, RequiredNote } from '../RequiredMark.tsx';

export function EthnicityWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  const { id, onChange } = props;
  const selected = Array.isArray(props.value) ? (props.value as number[]) : [];
  const aria = errorAria(props);
  return (
    <fieldset className="checkbox-group" id={id} aria-describedby={props.options.required ? `${id}-required` : undefined}>
      <legend>{t(labelKey(props, 'fields.ethnicity.label'))}<RequiredMark required={props.options.required} /></legend>
      {props.options.required ? <RequiredNote id={`${id}-required`} text={t('fields.requiredSpoken')} /> : null}
      {ETHNICITIES.map((e) => (
        <label key={e.id} className="choice">
          {/* Each box the visitor lands on says what is wrong; on the fieldset alone, screen readers seldom read it. */}
          <input type="checkbox" {...aria} checked={selected.includes(e.id)} onChange={(ev) => onChange(toggleEthnicity(selected, e.id, ev.target.checked))} />
          <span>{t(`ethnicities.${e.key}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
