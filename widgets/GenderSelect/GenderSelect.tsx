/** Gender home: male and female buttons with 'or' between them; choosing one moves on at once. */
import { contextOf, errorAria, labelKey, type KindWidgetProps } from '../types.ts';
import { chooseOrGoOn } from '../choiceGoesOn.ts';

export function GenderSelectWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  const { id, value, onChange } = props;
  const aria = errorAria(props);
  // A button cannot be invalid in ARIA, so the group carries that state; each button, which is what the visitor
  // reaches, is described by the message.
  const describedBy = aria['aria-describedby'];
  return (
    <div className="gender-select" role="group" aria-labelledby={`${id}-label`} {...aria}>
      <p id={`${id}-label`} className="gender-select__label">{t(labelKey(props, 'fields.genderSelect.label'))}</p>
      <div className="gender-select__buttons">
        <button type="button" className="choice-button" aria-pressed={value === 'male'} aria-describedby={describedBy} onClick={(e) => chooseOrGoOn(e, 'male', value, onChange)}>{t('genders.male')}</button>
        <span className="gender-select__or">{t('fields.genderSelect.or')}</span>
        <button type="button" className="choice-button" aria-pressed={value === 'female'} aria-describedby={describedBy} onClick={(e) => chooseOrGoOn(e, 'female', value, onChange)}>{t('genders.female')}</button>
      </div>
    </div>
  );
}
