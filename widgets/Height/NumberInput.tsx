/** A labelled numeric input and a two-way unit switch, shared by Height and Weight. */
export interface NumberInputProps {
  id: string;
  label: string;
  value: number | undefined;
  invalid?: true;
  onChange: (value: number | undefined) => void;
}

export function NumberInput({ id, label, value, invalid, onChange }: NumberInputProps) {
  return (
    <div className="measure__input">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" inputMode="decimal" autoComplete="off" aria-invalid={invalid} value={value ?? ''}
        onChange={(e) => {
          const text = e.target.value.replace(',', '.').trim();
          onChange(text === '' || Number.isNaN(Number(text)) ? undefined : Number(text));
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
