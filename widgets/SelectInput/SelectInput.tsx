/** A labelled dropdown with an empty first choice, shared by the select-like kinds. */
import { errorAria, type KindWidgetProps } from '../types.ts';
import { RequiredMark } from '../RequiredMark.tsx';

export interface SelectInputProps {
  props: KindWidgetProps;
  label: string;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

export function SelectInput({ props, label, placeholder, options }: SelectInputProps) {
  const { id, value, onChange, onBlur } = props;
  return (
    <div className="select-input">
      <label htmlFor={id}>{label}<RequiredMark required={props.options.required} /></label>
      <select id={id} value={typeof value === 'string' ? value : ''} required={props.options.required} {...errorAria(props)}
        onChange={(e) => onChange(e.target.value || undefined)} onBlur={(e) => onBlur(id, e.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </div>
  );
}
