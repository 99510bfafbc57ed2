/** Who is the participant: myself or someone else (adult caregiver campaigns). */
import { contextOf, radioGroupAria, labelKey, type KindWidgetProps } from '../types.ts';
import { RequiredMark } from '../RequiredMark.tsx';

export function ParticipantChoiceWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  const { id, value, onChange } = props;
  return (
    <fieldset className="radio-group" id={id} {...radioGroupAria(props)}>
      <legend>{t(labelKey(props, 'fields.participant.label'))}<RequiredMark required={props.options.required} /></legend>
      {(['myself', 'someone_else'] as const).map((choice) => (
        <label key={choice} className="choice">
          <input type="radio" name={id} id={`${id}-${choice}`} checked={value === choice} onChange={() => onChange(choice)} />
          <span>{t(`fields.participant.${choice}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
