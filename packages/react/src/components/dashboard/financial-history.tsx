import type { FinancialEntry } from '@site/core/account';
import { useAccountSite } from '../../hooks/use-account-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { HistorySection } from './history-section';
import { type HistoryColumn, HistoryTable } from './history-table';
import { enumLabels, transactionTone } from './history-texts';
import { StatusChip } from './status-chip';
import { useHistoryFormat } from './use-history-format';

/** /dashboard/financial-activities: deposits and withdrawals with type, status, amount, date. */
export function FinancialHistory() {
  const { LL } = useI18nContext();
  const list = useAccountSite().account.history.financial;
  const labels = enumLabels(LL);
  const format = useHistoryFormat();
  const t = LL.history.financial;
  const columns: HistoryColumn<FinancialEntry>[] = [
    { key: 'date', label: t.date(), cell: (e) => format.time(e.createdAt) },
    { key: 'type', label: t.type(), cell: (e) => labels.transactionType(e.type) },
    { key: 'method', label: t.method(), cell: (e) => e.methodName },
    {
      key: 'amount',
      label: t.amount(),
      numeric: true,
      cell: (e) => (e.type === 2 ? `−${format.money(e.amount)}` : format.money(e.amount)),
    },
    {
      key: 'status',
      label: t.status(),
      cell: (e) => (
        <StatusChip tone={transactionTone(e.status)}>
          {labels.transactionStatus(e.status)}
        </StatusChip>
      ),
    },
  ];
  return (
    <HistorySection
      list={list}
      title={t.title()}
      filterLabel={t.filter()}
      valueLabel={labels.transactionType}
      empty={t.empty()}
    >
      {(items) => (
        <HistoryTable caption={t.caption()} columns={columns} items={items} rowKey={(e) => e.id} />
      )}
    </HistorySection>
  );
}
