import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError } from './field-error';
import { useFieldIds } from './use-field-ids';

export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'checked' | 'type'> {
  label: ReactNode;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  error?: string | undefined;
}

/** A native checkbox with its label to the right and an optional error. */
export function CheckboxField({
  label,
  checked,
  onCheckedChange,
  error,
  id,
  ...input
}: CheckboxFieldProps) {
  const { inputId, errorId, aria } = useFieldIds(id, error);
  return (
    <div className="site-field site-checkbox" data-invalid={error ? '' : undefined}>
      <div className="site-checkbox__row">
        <input
          {...input}
          {...aria}
          id={inputId}
          type="checkbox"
          className="site-checkbox__input"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        <label className="site-checkbox__label" htmlFor={inputId}>
          {label}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
