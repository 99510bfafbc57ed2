/** Brand connect (ws19): a checkbox for automated commercial texts; every change is sent as a consent with this very label. */
import { contextOf, errorAria, type KindWidgetProps } from '../types.ts';

export function BrandConnectConsentWidget(props: KindWidgetProps) {
  const { consentStatement } = contextOf(props);
  const { id, value, onChange } = props;
  const label = consentStatement(props.options.kindField)?.checkbox;
  if (!label) return null;
  return (
    <label className="choice consent">
      <input type="checkbox" id={id} checked={value === true} {...errorAria(props)} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
