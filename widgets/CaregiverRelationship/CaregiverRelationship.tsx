/** The caregiver's relationship to the participant. */
import { CAREGIVER_RELATIONSHIPS } from '../../src/core/relationship.ts';
import { contextOf, labelKey, type KindWidgetProps } from '../types.ts';
import { SelectInput } from '../SelectInput/SelectInput.tsx';

export function CaregiverRelationshipWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  return (
    <SelectInput props={props} label={t(labelKey(props, 'fields.relationship.label'))} placeholder={t('fields.relationship.choose')}
      options={CAREGIVER_RELATIONSHIPS.map((r) => ({ value: r, label: t(`relationships.${r}`) }))} />
  );
}
