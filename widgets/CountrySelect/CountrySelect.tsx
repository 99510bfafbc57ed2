/** Country select (s15): the seven supported countries. */
import { COUNTRY_CODES } from '../../src/core/countries.ts';
import { contextOf, errorAria, labelKey, type KindWidgetProps } from '../types.ts';

export function CountrySelectWidget(props: KindWidgetProps) {
  const { t, country } = contextOf(props);
  const { id, value, onChange, onBlur } = props;
  return (
    <div className="select-input">
      <label htmlFor={id}>{t(labelKey(props, 'fields.country.label'))}</label>
      <select id={id} value={typeof value === 'string' ? value : country.alpha2} autoComplete="country" {...errorAria(props)}
        onChange={(e) => onChange(e.target.value)} onBlur={(e) => onBlur(id, e.target.value)}>
        {COUNTRY_CODES.map((c) => <option key={c} value={c}>{t(`countries.${c}`)}</option>)}
      </select>
    </div>
  );
}
