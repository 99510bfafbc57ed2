/** The medical-records authorization shown on the ws21 home, with its checkbox. */
import { contextOf, type KindWidgetProps } from '../types.ts';

export function MedicalRecordsConsentWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  const { id, value, onChange } = props;
  return (
    <div className="consent">
      <p id={`${id}-text`} className="consent__text">{t('screener.healthData.consentText')}</p>
      <label className="choice">
        <input type="checkbox" id={id} checked={value === true} aria-describedby={`${id}-text`} onChange={(e) => onChange(e.target.checked)} />
        <span>{t('screener.healthData.checkbox')}</span>
      </label>
    </div>
  );
}
