/** Weight in kg or lb; the other unit is kept in sync. Metric by default in metric countries. */
import { defaultWeightUnit, switchWeightUnit, typedWeight, type WeightUnit, type WeightValue } from '../../src/core/units.ts';
import { contextOf, errorAria, labelKey, type KindWidgetProps } from '../types.ts';
import { NumberInput, UnitSwitch } from '../Height/NumberInput.tsx';
import { RequiredMark } from '../RequiredMark.tsx';

export function WeightWidget(props: KindWidgetProps) {
  const { t, country } = contextOf(props);
  const { id, onChange } = props;
  const value = (props.value as WeightValue | undefined) ?? { unit: defaultWeightUnit(country.useMetricSystem) };
  const aria = errorAria(props);
  return (
    <fieldset className="measure">
      <legend>{t(labelKey(props, 'fields.weight.label'))}<RequiredMark required={props.options.required} /></legend>
      <UnitSwitch<WeightUnit> name={`${id}-unit`} label={t('fields.weight.units')} value={value.unit} onChange={(unit) => onChange(switchWeightUnit(value, unit))}
        options={[{ value: 'lbs', label: t('fields.weight.lbs') }, { value: 'kg', label: t('fields.weight.kg') }]} />
      {value.unit === 'kg' ? (
        <NumberInput id={`${id}-kg`} label={t('fields.weight.kg')} value={value.kg} invalid={aria['aria-invalid']} describedBy={aria['aria-describedby']} required={props.options.required} onChange={(kg) => onChange(typedWeight(value, { kg }))} />
      ) : (
        <NumberInput id={`${id}-lb`} label={t('fields.weight.lbs')} value={value.lb} invalid={aria['aria-invalid']} describedBy={aria['aria-describedby']} required={props.options.required} onChange={(lb) => onChange(typedWeight(value, { lb }))} />
      )}
    </fieldset>
  );
}
