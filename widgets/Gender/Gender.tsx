/** Gender as a radio group: male, female, other (Non-Binary). */
import { GENDERS } from '../../src/core/gender.ts';
import { contextOf, labelKey, radioGroupAria, type KindWidgetProps } from '../types.ts';
import { RequiredMark } from '../RequiredMark.tsx';

export function GenderWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  const { id, value, onChange } = props;
  return (
    <fieldset className="radio-group" id={id} {...radioGroupAria(props)}>
      <legend>{t(labelKey(props, 'fields.gender.label'))}<RequiredMark required={props.options.required} /></legend>
      {GENDERS.map((g) => (
        <label key={g} className="choice">
          <input type="radio" name={id} id={`${id}-${g}`} value={g} checked={value === g} onChange={() => onChange(g)} />
          <span>{t(`genders.${g}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
