/** A labelled text input shared by the text-like kinds. */
import type { InputHTMLAttributes } from 'react';
import { errorAria, type KindWidgetProps } from '../types.ts';
import type { InputMask } from '../../src/core/mask.ts';
import { useMask } from './useMask.ts';
import { RequiredMark } from '../RequiredMark.tsx';

export interface TextInputProps {
  props: KindWidgetProps;
  label: string;
  hint?: string;
  transform?: (value: string) => string;
  /** Masks the box as the visitor edits it, keeping the caret where they put it (the answer is the masked text). */
  mask?: InputMask;
  input?: InputHTMLAttributes<HTMLInputElement>;
}

export function TextInput({ props, label, hint, transform, mask, input }: TextInputProps) {
  const { id, value, onChange, onBlur, onFocus, autofocus, disabled, readonly } = props;
  // A masked box keeps its length itself: Safari cuts what is typed into a box at its maxlength before the mask sees it.
  const { maxLength, ...attributes } = input ?? {};
  const masked = useMask(mask, (v) => onChange(v === '' ? undefined : v), maxLength);
  const hintId = hint ? `${id}-hint` : undefined;
  const aria = errorAria(props);
  const describedBy = [hintId, aria['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <div className="text-input">
      <label htmlFor={id}>{label}<RequiredMark required={props.options.required} /></label>
      {hint ? <p id={hintId} className="hint">{hint}</p> : null}
      <input
        ref={masked.ref}
        id={id}
        name={id}
        type="text"
        value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
        required={props.options.required}
        aria-required={props.options.required}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={describedBy}
        autoFocus={autofocus}
        disabled={disabled || readonly}
        onChange={(e) => masked.onChange(e) || onChange(transform ? transform(e.target.value) : e.target.value === '' ? undefined : e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
        maxLength={mask ? undefined : maxLength}
        {...attributes}
      />
    </div>
  );
}
