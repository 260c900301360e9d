import type { PaymentResult } from '@site/core/account';
import { useI18nContext } from '../../../i18n/i18n-react';

/**
 * What replaces the form after a payment: the payment page opened in a new tab (with Continue,
 * should the browser have blocked it), or the server's message.
 */
export function PaymentResultView({
  result,
  onContinue,
  onDone,
}: {
  result: PaymentResult;
  onContinue(): void;
  onDone(): void;
}) {
  const { LL } = useI18nContext();
  const iframe = result.type === 'Iframe';
  return (
    <div className="site-result" role="status">
      <span className="site-result__icon" aria-hidden="true" />
      <p className="site-result__title" tabIndex={-1} data-step-focus>
        {iframe ? LL.payments.opened() : result.message}
      </p>
      {iframe ? (
        <button type="button" className="site-button site-button--primary" onClick={onContinue}>
          {LL.payments.continue()}
        </button>
      ) : (
        <button type="button" className="site-button site-button--ghost" onClick={onDone}>
          {LL.payments.done()}
        </button>
      )}
    </div>
  );
}
