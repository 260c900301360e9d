import { type InputHTMLAttributes, useId } from 'react';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** Translated error text; the field is marked invalid and the text announced. */
  error?: string | undefined;
}

/** A labelled input whose error is tied to it with aria-describedby. */
export function TextField({ label, value, onValueChange, error, id, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className="site-field" data-invalid={error ? '' : undefined}>
      <label className="site-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...input}
        id={inputId}
        className="site-field__input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p className="site-field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
