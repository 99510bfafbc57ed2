/** The participant's OB/GYN: the doctor's full name and phone number. */
import { validateFullName } from '../../src/core/fullName.ts';
import { contextOf, errorAria, labelKey, type KindWidgetProps } from '../types.ts';
import { RequiredMark } from '../RequiredMark.tsx';

type Answer = { fullName?: string; phone?: string };

export function ObGynContactWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  const { id, onChange } = props;
  const answer = (props.value as Answer | undefined) ?? {};
  const aria = errorAria(props);
  // The rule judges the name first: with nothing given both boxes are wrong, else the name if it fails, else the phone.
  const blank = !answer.fullName?.trim() && !answer.phone?.trim();
  const nameWrong = blank || validateFullName(answer.fullName) !== null;
  const nameAria = nameWrong ? aria : {};
  const phoneAria = blank || !nameWrong ? aria : {};
  const set = (patch: Answer) => onChange({ ...answer, ...patch });
  return (
    <fieldset className="group-questions" id={id}>
      <legend>{t(labelKey(props, 'obGyn.legend'))}<RequiredMark required={props.options.required} /></legend>
      <div className="text-input">
        <label htmlFor={`${id}-name`}>{t('obGyn.name')}</label>
        {/* data-personal: masked in session recordings. */}
        <input type="text" id={`${id}-name`} autoComplete="off" maxLength={200} value={answer.fullName ?? ''} data-personal {...nameAria} onChange={(e) => set({ fullName: e.target.value })} />
      </div>
      <div className="text-input">
        <label htmlFor={`${id}-phone`}>{t('obGyn.phone')}</label>
        <input type="tel" id={`${id}-phone`} autoComplete="off" maxLength={30} value={answer.phone ?? ''} data-personal {...phoneAria} onChange={(e) => set({ phone: e.target.value })} />
      </div>
    </fieldset>
  );
}
