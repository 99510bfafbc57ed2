/** Age dropdown, 18 to 101. */
import { ageOptions } from '../../src/core/age.ts';
import { contextOf, labelKey, errorAria, type KindWidgetProps } from '../types.ts';
import { RequiredMark } from '../RequiredMark.tsx';

export function AgeWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  const { id, value, onChange, onBlur } = props;
  return (
    <div className="select-input">
      <label htmlFor={id}>{t(labelKey(props, 'fields.age.label'))}<RequiredMark required={props.options.required} /></label>
      <select id={id} value={typeof value === 'number' ? String(value) : ''} required={props.options.required} {...errorAria(props)}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)} onBlur={(e) => onBlur(id, e.target.value)}>
        <option value="">{t('fields.age.placeholder')}</option>
        {ageOptions().map((a) => <option key={a} value={a}>{a}</option>)}
      </select>
    </div>
  );
}
