import type { SelectHTMLAttributes } from 'react';
import { FieldError } from './field-error';
import { FieldLabel } from './field-label';
import { useFieldIds } from './use-field-ids';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange(value: string): void;
  /** Shown as an empty first choice while nothing is chosen. */
  placeholder?: string;
  error?: string | undefined;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
}

/** A labelled native select (keyboard and screen readers for free) with its error. */
export function SelectField({
  label,
  value,
  options,
  onValueChange,
  placeholder,
  error,
  hideLabel,
  id,
  ...select
}: SelectFieldProps) {
  const { inputId, errorId, aria } = useFieldIds(id, error);
  return (
    <div className="site-field" data-invalid={error ? '' : undefined}>
      <FieldLabel htmlFor={inputId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <select
        {...select}
        {...aria}
        id={inputId}
        className="site-field__input site-field__select"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
