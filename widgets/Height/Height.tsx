/** Height in cm or ft/in; the other unit is kept in sync. Metric by default in metric countries. */
import { defaultHeightUnit, switchHeightUnit, typedHeight, type HeightUnit, type HeightValue } from '../../src/core/units.ts';
import { contextOf, errorAria, labelKey, type KindWidgetProps } from '../types.ts';
import { NumberInput, UnitSwitch } from './NumberInput.tsx';
import { RequiredMark } from '../RequiredMark.tsx';

export function HeightWidget(props: KindWidgetProps) {
  const { t, country } = contextOf(props);
  const { id, onChange } = props;
  const value = (props.value as HeightValue | undefined) ?? { unit: defaultHeightUnit(country.useMetricSystem) };
  const set = (typed: Pick<HeightValue, 'cm' | 'feet' | 'inches'>) => onChange(typedHeight(value, typed));
  const aria = errorAria(props);
  return (
    <fieldset className="measure">
      <legend>{t(labelKey(props, 'fields.height.label'))}<RequiredMark required={props.options.required} /></legend>
      <UnitSwitch<HeightUnit> name={`${id}-unit`} label={t('fields.height.units')} value={value.unit} onChange={(unit) => onChange(switchHeightUnit(value, unit))}
        options={[{ value: 'ftin', label: t('fields.height.unitFtIn') }, { value: 'cm', label: t('fields.height.unitCm') }]} />
      {value.unit === 'cm' ? (
        <NumberInput id={`${id}-cm`} label={t('fields.height.cm')} value={value.cm} invalid={aria['aria-invalid']} describedBy={aria['aria-describedby']} required={props.options.required} onChange={(cm) => set({ cm })} />
      ) : (
        <div className="measure__pair">
          <NumberInput id={`${id}-feet`} label={t('fields.height.feet')} value={value.feet} invalid={aria['aria-invalid']} describedBy={aria['aria-describedby']} required={props.options.required} onChange={(feet) => set({ feet })} />
          <NumberInput id={`${id}-inches`} label={t('fields.height.inches')} value={value.inches} invalid={aria['aria-invalid']} describedBy={aria['aria-describedby']} required={props.options.required} onChange={(inches) => set({ inches })} />
        </div>
      )}
    </fieldset>
  );
}
