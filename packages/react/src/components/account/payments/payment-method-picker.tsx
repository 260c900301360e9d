import { useStore } from '@nanostores/react';
import { formatMoney } from '@site/core';
import type { PaymentKind, PaymentMethod } from '@site/core/account';
import { useId } from 'react';
import { useAccountSite } from '../../../hooks/use-account-site';
import { useLocale } from '../../../hooks/use-locale';
import { useI18nContext } from '../../../i18n/i18n-react';

/**
 * The deposit or withdraw methods (`site.payments.$methods`) as buttons; choosing one opens
 * the dynamic payment dialog for it. For the /dashboard/deposit and /dashboard/withdraw pages
 * and the deposit bottom sheet.
 */
export function PaymentMethodPicker({
  kind,
  headingLevel = 3,
}: {
  kind: PaymentKind;
  /** 3 under a dialog's h2 (the deposit sheet); 2 right under a page's h1 (axe heading-order). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { LL } = useI18nContext();
  const site = useAccountSite();
  const [locale] = useLocale();
  const methods = useStore(site.payments.$methods);
  const titleId = useId();
  const list = methods[kind];
  const open = (method: PaymentMethod) =>
    kind === 'deposit' ? site.payments.openDeposit(method) : site.payments.openWithdraw(method);
  const limits = (method: PaymentMethod) =>
    method.min !== undefined && method.max !== undefined
      ? LL.payments.limits({
          min: formatMoney(method.min, locale),
          max: formatMoney(method.max, locale),
        })
      : null;

  return (
    <section className="site-methods" aria-labelledby={titleId}>
      <Heading className="site-methods__title" id={titleId}>
        {kind === 'deposit' ? LL.payments.depositMethods() : LL.payments.withdrawMethods()}
      </Heading>
      {methods.status === 'failed' ? (
        <p className="site-methods__state" role="alert">
          {LL.payments.methodsFailed()}{' '}
          <button
            type="button"
            className="site-link-button"
            onClick={() => void site.payments.loadMethods()}
          >
            {LL.payments.retry()}
          </button>
        </p>
      ) : null}
      {methods.status === 'loading' || methods.status === 'idle' ? (
        <p className="site-loading" role="status">
          <span className="site-spinner" aria-hidden="true" />
          {LL.payments.methodsLoading()}
        </p>
      ) : null}
      {methods.status === 'ready' && list.length === 0 ? (
        <p className="site-methods__state">{LL.payments.methodsEmpty()}</p>
      ) : null}
      {list.length > 0 ? (
        <ul className="site-methods__list">
          {list.map((method) => (
            <li key={method.id}>
              <button type="button" className="site-method" onClick={() => open(method)}>
                <span className="site-method__name">{method.name}</span>
                {limits(method) ? (
                  <span className="site-method__limits">{limits(method)}</span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
