/** Brand connect (ws19): a checkbox for automated commercial texts; every change is sent as a consent. */
import { contextOf, labelKey, type KindWidgetProps } from '../types.ts';

export function BrandConnectConsentWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  const { id, value, onChange } = props;
  return (
    <label className="choice consent">
      <input type="checkbox" id={id} checked={value === true} onChange={(e) => onChange(e.target.checked)} />
      <span>{t(labelKey(props, 'screener.brandConnect.label'))}</span>
    </label>
  );
}
