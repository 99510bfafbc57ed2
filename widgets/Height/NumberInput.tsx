/** A labelled numeric input and a two-way unit switch, shared by Height and Weight. */
import { useState } from 'react';

export interface NumberInputProps {
  id: string;
  label: string;
  value: number | undefined;
  invalid?: true;
  /** The id of the field's message while it is in error. */
  describedBy?: string;
  /** Told to a screen reader (the group's legend shows the mark, which it cannot carry). */
  required?: boolean;
  onChange: (value: number | undefined) => void;
}

/** The number typed ('70,5' and '70.' are read too); undefined for nothing or for what is not a number. */
function readTyped(text: string): number | undefined {
  const plain = text.replace(',', '.').trim();
  return plain === '' || Number.isNaN(Number(plain)) ? undefined : Number(plain);
}

export function NumberInput({ id, label, value, invalid, describedBy, required, onChange }: NumberInputProps) {
  // The box shows what was typed while it still reads as the number held: shown as the number, '170.' would lose its
  // point before the 5 is typed, giving 1705. A number from elsewhere (the other unit, a cleared field) replaces it.
  const [typed, setTyped] = useState('');
  const typedNumber = readTyped(typed);
  const shown = typedNumber !== undefined && typedNumber === value ? typed : value ?? '';
  return (
    <div className="measure__input">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" inputMode="decimal" autoComplete="off" aria-required={required || undefined} aria-invalid={invalid} aria-describedby={describedBy} value={shown}
        onChange={(e) => {
          setTyped(e.target.value);
          onChange(readTyped(e.target.value));
        }} />
    </div>
  );
}

export interface UnitSwitchProps<U extends string> {
  name: string;
  label: string;
  value: U;
  options: Array<{ value: U; label: string }>;
  onChange: (unit: U) => void;
}

export function UnitSwitch<U extends string>({ name, label, value, options, onChange }: UnitSwitchProps<U>) {
  return (
    <div className="unit-switch" role="radiogroup" aria-label={label}>
      {options.map((o) => (
        <label key={o.value} className="choice">
          <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}
