import type { BonusEntry } from '@site/core/account';
import { Link } from 'wouter';
import { useAccountSite } from '../../hooks/use-account-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { HistorySection } from './history-section';
import { type HistoryColumn, HistoryTable } from './history-table';
import { enumLabels, processTone } from './history-texts';
import { StatusChip } from './status-chip';
import { useHistoryFormat } from './use-history-format';

/** /dashboard/bonuses: the trial bonus and others, with their process status. */
export function BonusHistory() {
  const { LL } = useI18nContext();
  const list = useAccountSite().account.history.bonuses;
  const labels = enumLabels(LL);
  const format = useHistoryFormat();
  const t = LL.history.bonuses;
  const columns: HistoryColumn<BonusEntry>[] = [
    { key: 'date', label: t.date(), cell: (e) => format.time(e.createdAt) },
    { key: 'name', label: t.name(), cell: (e) => e.name },
    { key: 'amount', label: t.amount(), numeric: true, cell: (e) => format.money(e.amount) },
    {
      key: 'status',
      label: t.status(),
      cell: (e) => (
        <StatusChip tone={processTone(e.status)}>{labels.processStatus(e.status)}</StatusChip>
      ),
    },
  ];
  return (
    <HistorySection
      list={list}
      title={t.title()}
      filterLabel={t.filter()}
      valueLabel={labels.processStatus}
      empty={t.empty()}
      emptyAction={
        <Link href="/promotions" className="site-button site-button--secondary">
          {LL.promotionList.title()}
        </Link>
      }
    >
      {(items) => (
        <HistoryTable caption={t.caption()} columns={columns} items={items} rowKey={(e) => e.id} />
      )}
    </HistorySection>
  );
}
