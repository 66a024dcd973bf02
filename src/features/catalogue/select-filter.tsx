// One select of the home filters: "Alle" (or a hint while it cannot be used) and the terms, with
// optional groups below them (the model filter's older models) and something under the select.
import { useId, type ReactNode, type Ref } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectFilter({
  label,
  value,
  options,
  groups,
  anyLabel,
  disabled,
  onChange,
  selectRef,
  children,
}: {
  label: string;
  value: string | undefined;
  options: SelectOption[];
  groups?: { label: string; options: SelectOption[] }[] | undefined;
  anyLabel: string;
  disabled: boolean;
  onChange: (value: string | undefined) => void;
  selectRef?: Ref<HTMLSelectElement> | undefined;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        ref={selectRef}
        value={value ?? ''}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {groups?.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {children}
    </div>
  );
}
