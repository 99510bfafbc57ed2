/** The medical-records authorization shown on the ws21 home, with its checkbox: the words stored with the choice. */
import { contextOf, errorAria, type KindWidgetProps } from '../types.ts';

export function MedicalRecordsConsentWidget(props: KindWidgetProps) {
  const { consentStatement } = contextOf(props);
  const { id, value, onChange } = props;
  const statement = consentStatement(props.options.kindField);
  if (!statement) return null;
  return (
    <div className="consent">
      {statement.lines.map((line, i) => <p key={i} id={i === 0 ? `${id}-text` : undefined} className="consent__text">{line}</p>)}
      <label className="choice">
        <input type="checkbox" id={id} checked={value === true} aria-invalid={errorAria(props)['aria-invalid']} aria-describedby={[`${id}-text`, errorAria(props)['aria-describedby']].filter(Boolean).join(' ')} onChange={(e) => onChange(e.target.checked)} />
        <span>{statement.checkbox}</span>
      </label>
    </div>
  );
}
