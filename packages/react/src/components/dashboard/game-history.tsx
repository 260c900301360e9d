import { WinOrBet } from '@site/core';
import type { GameRound } from '@site/core/account';
import { useAccountSite } from '../../hooks/use-account-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { HistorySection } from './history-section';
import { type HistoryColumn, HistoryTable } from './history-table';
import { enumLabels } from './history-texts';
import { StatusChip } from './status-chip';
import { useHistoryFormat } from './use-history-format';

/** /dashboard/game-history: casino rounds, each stake (bet) and win with game and provider. */
export function GameHistory() {
  const { LL } = useI18nContext();
  const list = useAccountSite().account.history.games;
  const labels = enumLabels(LL);
  const format = useHistoryFormat();
  const t = LL.history.games;
  const columns: HistoryColumn<GameRound>[] = [
    { key: 'date', label: t.date(), cell: (e) => format.time(e.createdAt) },
    { key: 'game', label: t.game(), cell: (e) => e.gameName },
    { key: 'provider', label: t.provider(), cell: (e) => e.providerName },
    {
      key: 'kind',
      label: t.kind(),
      cell: (e) => (
        <StatusChip tone={e.winOrBet === WinOrBet.Win ? 'positive' : 'neutral'}>
          {labels.winOrBet(e.winOrBet)}
        </StatusChip>
      ),
    },
    {
      key: 'amount',
      label: t.amount(),
      numeric: true,
      cell: (e) =>
        e.winOrBet === WinOrBet.Win ? `+${format.money(e.amount)}` : `−${format.money(e.amount)}`,
    },
  ];
  return (
    <HistorySection
      list={list}
      title={t.title()}
      filterLabel={t.filter()}
      valueLabel={labels.winOrBet}
      empty={t.empty()}
    >
      {(items) => (
        <HistoryTable caption={t.caption()} columns={columns} items={items} rowKey={(e) => e.id} />
      )}
    </HistorySection>
  );
}
