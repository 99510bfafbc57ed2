/** How did you hear about us (ws20), with the spec's answer keys: the React part of src/engine/kinds/HowHeard.ts. */
import { HOW_HEARD } from '../../src/core/healthQuestions.ts';
import { contextOf, labelKey, type KindWidgetProps } from '../types.ts';
import { SelectInput } from '../SelectInput/SelectInput.tsx';

export default function HowHeardWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  return (
    <SelectInput props={props} label={t(labelKey(props, 'healthQuestions.q.referringGroup'))} placeholder={t('healthQuestions.choose')}
      options={HOW_HEARD.map((o) => ({ value: o, label: t(`healthQuestions.a.${o}`) }))} />
  );
}
