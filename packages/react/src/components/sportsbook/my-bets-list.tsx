import { BetStatus, formatDateTime, formatMoney, SelectionResult } from '@site/core';
import { useSession } from '../../hooks/use-session';
import { useI18nContext } from '../../i18n/i18n-react';
import { CashoutControl } from './cashout/cashout-control';
import { CashoutHistory } from './cashout/cashout-history';
import { FailedWithRetry } from './failed-with-retry';
import { useMyBets } from './use-my-bets';
import { useFormatOdds } from './use-odds';

const STATUS_KEYS = {
  [BetStatus.None]: 'none',
  [BetStatus.Accepted]: 'accepted',
  [BetStatus.Returned]: 'returned',
  [BetStatus.Lost]: 'lost',
  [BetStatus.Won]: 'won',
  [BetStatus.Cashout]: 'cashout',
  [BetStatus.Rollback]: 'rollback',
  [BetStatus.Processing]: 'processing',
} as const;

const RESULT_KEYS = {
  [SelectionResult.None]: 'none',
  [SelectionResult.Correct]: 'correct',
  [SelectionResult.Wrong]: 'wrong',
  [SelectionResult.Pending]: 'pending',
  [SelectionResult.Cancelled]: 'cancelled',
} as const;

/** 'My Bets': the player's coupons with their status and each selection's result. */
export function MyBetsList() {
  const { LL, locale } = useI18nContext();
  const t = LL.sportsbook.myBets;
  const session = useSession();
  const { status, bets, refresh } = useMyBets();
  const format = useFormatOdds();
  if (!session.hasLogin) return <p className="sb-slip__empty">{t.loginFirst()}</p>;
  if (status === 'failed' && bets.length === 0)
    return <FailedWithRetry message={t.failed()} onRetry={() => void refresh()} />;
  if (status !== 'ready' && bets.length === 0)
    return (
      <p className="sb-slip__empty" role="status">
        {t.loading()}
      </p>
    );
  if (bets.length === 0) return <p className="sb-slip__empty">{t.empty()}</p>;
  return (
    <ul className="sb-my-bets" aria-label={LL.sportsbook.slip.myBets()}>
      {bets.map((bet) => (
        <li key={bet.betId} className="sb-my-bet" data-status={STATUS_KEYS[bet.status]}>
          <div className="sb-my-bet__head">
            <strong>
              {bet.type === 1 ? LL.sportsbook.slip.single() : LL.sportsbook.slip.multiple()} #
              {bet.betId}
            </strong>
            <span className={`sb-bet-status sb-bet-status--${STATUS_KEYS[bet.status]}`}>
              {t.status[STATUS_KEYS[bet.status]]()}
            </span>
          </div>
          {bet.placedAt === null ? null : (
            <span className="sb-my-bet__date">{formatDateTime(bet.placedAt, locale)}</span>
          )}
          <ul className="sb-my-bet__selections">
            {bet.selections.map((selection) => (
              <li key={selection.oddId}>
                <span>
                  {selection.eventName} · {selection.marketName}:{' '}
                  <strong>{selection.oddName}</strong>
                </span>
                <span>{format(selection.rate)}</span>
                <span className={`sb-result sb-result--${RESULT_KEYS[selection.result]}`}>
                  {t.result[RESULT_KEYS[selection.result]]()}
                </span>
              </li>
            ))}
          </ul>
          <dl className="sb-my-bet__sums">
            <div>
              <dt>{LL.sportsbook.slip.stake()}</dt>
              <dd>{formatMoney(bet.amount, locale)}</dd>
            </div>
            <div>
              <dt>{LL.sportsbook.slip.totalRate()}</dt>
              <dd>{format(bet.totalRate)}</dd>
            </div>
            <div>
              <dt>{LL.sportsbook.slip.possibleWin()}</dt>
              <dd>{bet.possibleWin === null ? '—' : formatMoney(bet.possibleWin, locale)}</dd>
            </div>
          </dl>
          <CashoutHistory cashouts={bet.cashouts} />
          {bet.status === BetStatus.Accepted ? <CashoutControl betId={bet.betId} /> : null}
        </li>
      ))}
    </ul>
  );
}
