import { useI18nContext } from '../../../i18n/i18n-react';

/** "Resend code in N", then "Didn't get a code? Click to resend" once the countdown is over. */
export function ResendCode({
  seconds,
  busy,
  onResend,
}: {
  seconds: number;
  busy: boolean;
  onResend(): void;
}) {
  const { LL } = useI18nContext();
  if (seconds > 0) {
    return (
      <p className="site-resend" aria-live="off">
        {LL.customerPhone.resendIn({ seconds })}
      </p>
    );
  }
  return (
    <p className="site-resend">
      {LL.customerPhone.noCode()}{' '}
      <button type="button" className="site-link-button" disabled={busy} onClick={onResend}>
        {LL.customerPhone.resend()}
      </button>
    </p>
  );
}
