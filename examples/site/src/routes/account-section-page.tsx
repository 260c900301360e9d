import { formatMoney } from '@site/core';
import { DASHBOARD_TILES } from '@site/core/shell';
import { useBalance, useDisplayText, useI18nContext, useLocale, useSession } from '@site/react';
import { PaymentMethodPicker, PersonalInformation } from '@site/react/account';
import { Link } from 'wouter';

/**
 * A dashboard section (/dashboard/…): what it is and the player's balance; the payment method
 * pickers on Deposit and Withdraw, the phone verification on Personal Information (the account
 * area's components); the history sections until their screens are built; the other sections.
 */
export function AccountSectionPage({ tileId }: { tileId: string }) {
  const { LL } = useI18nContext();
  const text = useDisplayText();
  const session = useSession();
  const balance = useBalance();
  const [locale] = useLocale();
  const tile = DASHBOARD_TILES.find((entry) => entry.id === tileId);
  if (!tile) return null;
  const title = text({ key: tile.title });

  return (
    <section className="site-page" aria-labelledby="demo-account-title">
      <h1 className="site-page__title" id="demo-account-title">
        {title}
      </h1>
      <p className="site-page__lead">{LL.sections.account.intro({ title })}</p>
      <dl className="demo-facts">
        <div>
          <dt>{LL.sections.account.username()}</dt>
          <dd>{session.username}</dd>
        </div>
        <div>
          <dt>{LL.sections.account.balance()}</dt>
          <dd>{formatMoney(balance ?? 0, locale)}</dd>
        </div>
      </dl>
      {tileId === 'deposit' ? <PaymentMethodPicker kind="deposit" /> : null}
      {tileId === 'withdraw' ? <PaymentMethodPicker kind="withdraw" /> : null}
      {tileId === 'personalInformation' ? <PersonalInformation heading={false} /> : null}
      {['gameActivities', 'financialHistory', 'sessionHistory', 'bonuses'].includes(tileId) ? (
        <p>{LL.sections.account.history({ title })}</p>
      ) : null}
      <h2>{LL.sections.account.other()}</h2>
      <ul className="demo-chips">
        {DASHBOARD_TILES.filter((entry) => entry.id !== tileId).map((entry) => (
          <li key={entry.id}>
            <Link href={entry.url} className="site-button site-button--secondary">
              {text({ key: entry.title })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
