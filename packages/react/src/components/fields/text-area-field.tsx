import type { TextareaHTMLAttributes } from 'react';
import { FieldError } from './field-error';
import { FieldLabel } from './field-label';
import { useFieldIds } from './use-field-ids';

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  error?: string | undefined;
}

/** A labelled multi-line input with its error. */
export function TextAreaField({
  label,
  value,
  onValueChange,
  error,
  id,
  ...textarea
}: TextAreaFieldProps) {
  const { inputId, errorId, aria } = useFieldIds(id, error);
  return (
    <div className="site-field" data-invalid={error ? '' : undefined}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <textarea
        rows={4}
        {...textarea}
        {...aria}
        id={inputId}
        className="site-field__input site-field__textarea"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
