/** Gender as a dropdown. */
import { GENDERS } from '../../src/core/gender.ts';
import { contextOf, labelKey, type KindWidgetProps } from '../types.ts';
import { SelectInput } from '../SelectInput/SelectInput.tsx';

export function GenderDropdownWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  return <SelectInput props={props} label={t(labelKey(props, 'fields.gender.label'))} placeholder={t('fields.gender.choose')} options={GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) }))} />;
}
