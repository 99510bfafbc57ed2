/** Gender as a dropdown. */
import { GENDERS } from '../../src/core/gender.ts';
import { contextOf, labelKey, errorAria, type KindWidgetProps } from '../types.ts';

export function GenderDropdownWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  const { id, value, onChange, onBlur } = props;
  return (
    <div className="select-input">
      <label htmlFor={id}>{t(labelKey(props, 'fields.gender.label'))}</label>
      <select id={id} value={typeof value === 'string' ? value : ''} required={props.options.required} {...errorAria(props)}
        onChange={(e) => onChange(e.target.value || undefined)} onBlur={(e) => onBlur(id, e.target.value)}>
        <option value="">{t('fields.gender.choose')}</option>
        {GENDERS.map((g) => <option key={g} value={g}>{t(`genders.${g}`)}</option>)}
      </select>
    </div>
  );
}
