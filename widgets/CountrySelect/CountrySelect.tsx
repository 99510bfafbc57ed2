/** Country select (s15): the seven supported countries. */
import { COUNTRY_CODES } from '../../src/core/countries.ts';
import { contextOf, errorAria, labelKey, type KindWidgetProps } from '../types.ts';
import { RequiredMark } from '../RequiredMark.tsx';

/**
 * Shows the country the form holds: the step's form data starts with the visitor's country (the kind's shownDefault),
 * so the country shown is the one Next validates and saves. Were nothing held, nothing would be shown as chosen.
 */
export function CountrySelectWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  const { id, value, onChange, onBlur } = props;
  const held = typeof value === 'string' ? value : '';
  return (
    <div className="select-input">
      <label htmlFor={id}>{t(labelKey(props, 'fields.country.label'))}<RequiredMark required={props.options.required} /></label>
      <select id={id} value={held} autoComplete="country" {...errorAria(props)}
        onChange={(e) => onChange(e.target.value)} onBlur={(e) => onBlur(id, e.target.value)}>
        {held === '' ? <option value="" disabled hidden /> : null}
        {COUNTRY_CODES.map((c) => <option key={c} value={c}>{t(`countries.${c}`)}</option>)}
      </select>
    </div>
  );
}
