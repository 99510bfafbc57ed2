/** The campaign's consent wording with a checkbox; unchecked until the visitor ticks it. */
import { contextOf, errorAria, type KindWidgetProps } from '../types.ts';

export function GenericConsentWidget(props: KindWidgetProps) {
  const { t, consentText } = contextOf(props);
  const { id, value, onChange } = props;
  return (
    <div className="consent">
      <p id={`${id}-text`} className="consent__text">{consentText}</p>
      <label className="choice">
        <input type="checkbox" id={id} checked={value === true} aria-describedby={`${id}-text`} {...errorAria(props)} onChange={(e) => onChange(e.target.checked)} />
        <span>{t(props.options.field.label ?? 'fields.consent.label')}</span>
      </label>
    </div>
  );
}
