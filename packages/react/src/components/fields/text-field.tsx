import type { InputHTMLAttributes } from 'react';
import { FieldError } from './field-error';
import { FieldLabel } from './field-label';
import { useFieldIds } from './use-field-ids';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** Translated error text; the field is marked invalid and the text announced. */
  error?: string | undefined;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
}

/** A labelled input whose error is tied to it with aria-describedby. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hideLabel,
  id,
  ...input
}: TextFieldProps) {
  const { inputId, errorId, aria } = useFieldIds(id, error);
  return (
    <div className="site-field" data-invalid={error ? '' : undefined}>
      <FieldLabel htmlFor={inputId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <input
        {...input}
        {...aria}
        id={inputId}
        className="site-field__input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
