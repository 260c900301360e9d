import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** A request is running: the button shows a spinner and `busyLabel`, and cannot be pressed. */
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  variant?: 'primary' | 'ghost';
}

/** The primary action of a form, with its loading state. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  variant = 'primary',
  disabled,
  className,
  type = 'submit',
  ...button
}: SubmitButtonProps) {
  return (
    <button
      {...button}
      type={type}
      className={`site-button site-button--${variant} site-form__submit${className ? ` ${className}` : ''}`}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy ? (
        <>
          <span className="site-spinner" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
