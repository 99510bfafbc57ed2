/** The caregiver's relationship to the participant. */
import { CAREGIVER_RELATIONSHIPS } from '../../src/core/relationship.ts';
import { contextOf, errorAria, labelKey, type KindWidgetProps } from '../types.ts';

export function CaregiverRelationshipWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  const { id, value, onChange, onBlur } = props;
  return (
    <div className="select-input">
      <label htmlFor={id}>{t(labelKey(props, 'fields.relationship.label'))}</label>
      <select id={id} value={typeof value === 'string' ? value : ''} required={props.options.required} {...errorAria(props)}
        onChange={(e) => onChange(e.target.value || undefined)} onBlur={(e) => onBlur(id, e.target.value)}>
        <option value="">{t('fields.relationship.choose')}</option>
        {CAREGIVER_RELATIONSHIPS.map((r) => <option key={r} value={r}>{t(`relationships.${r}`)}</option>)}
      </select>
    </div>
  );
}
