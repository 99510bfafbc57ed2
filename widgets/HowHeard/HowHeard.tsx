/** How did you hear about us (ws20), with the spec's answer keys. */
import { HOW_HEARD } from '../../src/core/healthQuestions.ts';
import { contextOf, errorAria, labelKey, type KindWidgetProps } from '../types.ts';

export function HowHeardWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  const { id, value, onChange, onBlur } = props;
  return (
    <div className="select-input">
      <label htmlFor={id}>{t(labelKey(props, 'healthQuestions.q.referringGroup'))}</label>
      <select id={id} value={typeof value === 'string' ? value : ''} {...errorAria(props)} onChange={(e) => onChange(e.target.value || undefined)} onBlur={(e) => onBlur(id, e.target.value)}>
        <option value="">{t('healthQuestions.choose')}</option>
        {HOW_HEARD.map((o) => <option key={o} value={o}>{t(`healthQuestions.a.${o}`)}</option>)}
      </select>
    </div>
  );
}
