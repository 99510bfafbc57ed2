/**
 * The question kinds (src/engine/questions.ts): every word is the campaign's own (the field's label, options and
 * unit), so a new question is a campaign edit. Each renders and emits its answer, nothing else.
 */
import { useState } from 'react';
import type { Copy } from '../../src/engine/catalogueText.ts';
import { contextOf, errorAria, labelKey, radioGroupAria, type KindWidgetProps } from '../types.ts';
import { TextInput } from '../TextInput/TextInput.tsx';
import { RequiredMark } from '../RequiredMark.tsx';

type Option = { value: string; label: Copy };
const optionsOf = (props: KindWidgetProps): Option[] => (props.options.kindField.options ?? []) as Option[];
/** The question's words; a field without a label is refused by campaigns:check, so the fallback never shows. */
const questionLabel = (props: KindWidgetProps): string => contextOf(props).t(labelKey(props, 'questions.unlabelled'));

export function SingleChoiceWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  const { id, value, onChange } = props;
  return (
    <fieldset className="radio-group" id={id} {...radioGroupAria(props)}>
      <legend>{questionLabel(props)}<RequiredMark required={props.options.required} /></legend>
      {optionsOf(props).map((option) => (
        <label key={option.value} className="choice">
          <input type="radio" name={id} id={`${id}-${option.value}`} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          <span>{t(option.label)}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function MultiChoiceWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  const { id, onChange } = props;
  const chosen = Array.isArray(props.value) ? (props.value as string[]) : [];
  const aria = errorAria(props);
  const options = optionsOf(props);
  return (
    <fieldset className="checkbox-group" id={id}>
      <legend>{questionLabel(props)}<RequiredMark required={props.options.required} /></legend>
      {options.map((option) => (
        <label key={option.value} className="choice">
          {/* Each box the visitor lands on says what is wrong; on the fieldset alone, screen readers seldom read it. */}
          <input type="checkbox" id={`${id}-${option.value}`} {...aria} checked={chosen.includes(option.value)}
            onChange={(e) => {
              const next = options.map((o) => o.value).filter((v) => (v === option.value ? e.target.checked : chosen.includes(v)));
              onChange(next.length ? next : undefined);
            }} />
          <span>{t(option.label)}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function YesNoWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  const { id, value, onChange } = props;
  return (
    <fieldset className="radio-group" id={id} {...radioGroupAria(props)}>
      <legend>{questionLabel(props)}<RequiredMark required={props.options.required} /></legend>
      {([[true, 'questions.yes', 'yes'], [false, 'questions.no', 'no']] as const).map(([answer, words, name]) => (
        <label key={name} className="choice">
          <input type="radio" name={id} id={`${id}-${name}`} value={name} checked={value === answer} onChange={() => onChange(answer)} />
          <span>{t(words)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The number typed ('2,5' is read too); text that is not a number is held as typed, and its rule calls it invalid
 * ('Please enter a number') where nothing at all would say 'required'. (Held as NaN it was dropped as empty by the form
 * library's defaults before the rules saw it, and the box said 'This field is required'.)
 */
function readNumber(text: string): number | string | undefined {
  const plain = text.replace(',', '.').trim();
  if (plain === '') return undefined;
  const number = Number(plain);
  return Number.isNaN(number) ? text : number;
}

export function NumberWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  const { id, value, onChange } = props;
  const field = props.options.kindField;
  // What was typed stays while it still reads as the answer held: shown as the number, '2.' would lose its point.
  const [typed, setTyped] = useState('');
  const shown = readNumber(typed) === value ? typed : typeof value === 'number' || typeof value === 'string' ? String(value) : '';
  const aria = errorAria(props);
  const unitId = field.unit ? `${id}-unit` : undefined;
  return (
    <div className="text-input">
      <label htmlFor={id}>{questionLabel(props)}<RequiredMark required={props.options.required} /></label>
      <div className="number-with-unit">
        <input id={id} name={id} type="text" inputMode={field.integer ? 'numeric' : 'decimal'} autoComplete="off" value={shown}
          required={props.options.required} aria-required={props.options.required} aria-invalid={aria['aria-invalid']}
          aria-describedby={[unitId, aria['aria-describedby']].filter(Boolean).join(' ') || undefined}
          autoFocus={props.autofocus} disabled={props.disabled || props.readonly}
          onChange={(e) => { setTyped(e.target.value); onChange(readNumber(e.target.value)); }}
          onBlur={(e) => props.onBlur(id, e.target.value)} onFocus={(e) => props.onFocus(id, e.target.value)} />
        {field.unit ? <span id={unitId} className="unit">{t(field.unit)}</span> : null}
      </div>
    </div>
  );
}

export function DateWidget(props: KindWidgetProps) {
  // The browser's own date box: typed or picked in the visitor's format, always given to us as YYYY-MM-DD.
  return <TextInput props={props} label={questionLabel(props)} input={{ type: 'date', autoComplete: 'off' }} />;
}

export function ShortTextWidget(props: KindWidgetProps) {
  const maxLength = props.options.kindField.maxLength ?? 200;
  return <TextInput props={props} label={questionLabel(props)} input={{ autoComplete: 'off', maxLength }} />;
}
