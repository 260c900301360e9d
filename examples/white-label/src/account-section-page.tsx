import { formatMoney } from '@site/core';
import { DASHBOARD_TILES } from '@site/core/shell';
import { useBalance, useDisplayText, useI18nContext, useLocale } from '@site/react';
import { PaymentMethodPicker, PersonalInformation } from '@site/react/account';

/**
 * The dashboard's own sections: Deposit and Withdraw (the balance and the method pickers) and
 * Personal Information (the player's details and phone). The history tiles have pages of
 * their own (@site/react's dashboard components).
 */
export function AccountSectionPage({ tileId }: { tileId: string }) {
  const { LL } = useI18nContext();
  const text = useDisplayText();
  const balance = useBalance();
  const [locale] = useLocale();
  const tile = DASHBOARD_TILES.find((entry) => entry.id === tileId);
  if (!tile) return null;
  const payment = tileId === 'deposit' || tileId === 'withdraw';

  return (
    <section className="site-page" aria-labelledby="brand-account-title">
      <h1 className="site-page__title" id="brand-account-title">
        {text({ key: tile.title })}
      </h1>
      {payment ? (
        <p className="brand-balance">
          <span>{LL.sections.account.balance()}</span>
          <strong>{formatMoney(balance ?? 0, locale)}</strong>
        </p>
      ) : null}
      {tileId === 'deposit' ? <PaymentMethodPicker kind="deposit" headingLevel={2} /> : null}
      {tileId === 'withdraw' ? <PaymentMethodPicker kind="withdraw" headingLevel={2} /> : null}
      {tileId === 'personalInformation' ? <PersonalInformation heading={false} /> : null}
    </section>
  );
}
