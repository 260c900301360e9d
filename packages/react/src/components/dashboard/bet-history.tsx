import { BetStatus } from '@site/core';
import type { BetEntry } from '@site/core/account';
import { Link } from 'wouter';
import { useAccountSite } from '../../hooks/use-account-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { CashoutControl } from '../sportsbook/cashout/cashout-control';
import { CashoutHistory } from '../sportsbook/cashout/cashout-history';
import { HistorySection } from './history-section';
import { betTone, enumLabels, selectionTone } from './history-texts';
import { StatusChip } from './status-chip';
import { useHistoryFormat } from './use-history-format';

/** /dashboard/bets: the player's coupons, each with status, stake, odds, possible win, selections. */
export function BetHistory() {
  const { LL } = useI18nContext();
  const list = useAccountSite().account.history.bets;
  const labels = enumLabels(LL);
  const t = LL.history.bets;
  return (
    <HistorySection
      list={list}
      title={t.title()}
      filterLabel={t.filter()}
      valueLabel={labels.betStatus}
      empty={t.empty()}
      emptyAction={
        <Link href="/spor/prematch" className="site-button site-button--secondary">
          {t.sportsLink()}
        </Link>
      }
    >
      {(items) => (
        <ul className="site-bet-history" aria-label={t.caption()}>
          {items.map((bet) => (
            <li key={bet.betId}>
              <BetCard bet={bet} />
            </li>
          ))}
        </ul>
      )}
    </HistorySection>
  );
}

function BetCard({ bet }: { bet: BetEntry }) {
  const { LL } = useI18nContext();
  const labels = enumLabels(LL);
  const format = useHistoryFormat();
  const t = LL.history.bets;
  const titleId = `site-bet-${bet.betId}`;
  return (
    <article className="site-bet-card" aria-labelledby={titleId}>
      <header className="site-bet-card__header">
        <h2 className="site-bet-card__title" id={titleId}>
          {t.coupon({ id: String(bet.betId) })}
          <span className="site-bet-card__type">{labels.betType(bet.type)}</span>
        </h2>
        <StatusChip tone={betTone(bet.status)}>{labels.betStatus(bet.status)}</StatusChip>
      </header>
      <dl className="site-bet-card__facts">
        <div>
          <dt>{t.placedAt()}</dt>
          <dd>{format.time(bet.placedAt)}</dd>
        </div>
        <div>
          <dt>{t.stake()}</dt>
          <dd>{format.money(bet.amount)}</dd>
        </div>
        <div>
          <dt>{t.totalRate()}</dt>
          <dd>{format.rate(bet.totalRate)}</dd>
        </div>
        <div>
          <dt>{t.possibleWin()}</dt>
          <dd>{format.money(bet.possibleWin)}</dd>
        </div>
      </dl>
      <h3 className="site-visually-hidden">{t.selections()}</h3>
      <ul className="site-bet-card__selections">
        {bet.selections.map((selection) => (
          <li key={selection.oddId} className="site-bet-selection">
            <span className="site-bet-selection__event">{selection.eventName}</span>
            <span className="site-bet-selection__pick">
              {selection.marketName}: <strong>{selection.oddName}</strong>
            </span>
            <span className="site-bet-selection__rate">
              <span className="site-visually-hidden">{t.rate()} </span>
              {format.rate(selection.rate)}
            </span>
            <StatusChip tone={selectionTone(selection.result)}>
              {labels.selectionResult(selection.result)}
            </StatusChip>
          </li>
        ))}
      </ul>
      <CashoutHistory cashouts={bet.cashouts} />
      {bet.status === BetStatus.Accepted ? <CashoutControl betId={bet.betId} /> : null}
    </article>
  );
}
