/** A heading whose text comes from the campaign. */
import { contextOf, type KindWidgetProps } from '../types.ts';

export function HeadingWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  return <h2 className="field-heading">{t(props.options.kindField.text ?? '')}</h2>;
}
