import { formatDateTime, formatMoney } from '@site/core';
import { cashedOutTotal } from '@site/core/cashout';
import { useI18nContext } from '../../../i18n/i18n-react';

/** One cash-out of a bet as My Bets and the bet history list it. */
export interface CashoutRecord {
  stake: number;
  paid: number;
  /** Epoch ms; null when the server's stamp was unreadable. */
  at: number | null;
}

/** What was cashed out of a bet: the total, then each cash-out's time, stake and payment. */
export function CashoutHistory({ cashouts }: { cashouts: readonly CashoutRecord[] }) {
  const { LL, locale } = useI18nContext();
  const t = LL.cashout;
  if (cashouts.length === 0) return null;
  const money = (amount: number) => formatMoney(amount, locale);
  const total = cashedOutTotal(cashouts);
  return (
    <div className="sb-cashout-history">
      <p className="sb-cashout-history__total">{t.cashedOut({ amount: money(total) })}</p>
      <ul className="sb-cashout-history__rows" aria-label={t.history()}>
        {cashouts.map((item) => (
          <li key={`${item.at}-${item.stake}-${item.paid}`}>
            {t.historyRow({
              time: item.at === null ? '—' : formatDateTime(item.at, locale),
              stake: money(item.stake),
              paid: money(item.paid),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
