import type { SessionEntry } from '@site/core/account';
import { useAccountSite } from '../../hooks/use-account-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { HistorySection } from './history-section';
import { type HistoryColumn, HistoryTable } from './history-table';
import { enumLabels } from './history-texts';
import { StatusChip } from './status-chip';
import { useHistoryFormat } from './use-history-format';

/** /dashboard/session-history: logins with time, device, platform and IP as the server gives them. */
export function SessionHistory() {
  const { LL } = useI18nContext();
  const list = useAccountSite().account.history.sessions;
  const labels = enumLabels(LL);
  const format = useHistoryFormat();
  const t = LL.history.sessions;
  const columns: HistoryColumn<SessionEntry>[] = [
    { key: 'login', label: t.loginAt(), cell: (e) => format.time(e.loginAt) },
    {
      key: 'logout',
      label: t.logoutAt(),
      cell: (e) =>
        e.logoutAt !== null ? (
          format.time(e.logoutAt)
        ) : (
          <StatusChip tone={e.current ? 'positive' : 'pending'}>
            {e.current ? t.current() : t.open()}
          </StatusChip>
        ),
    },
    { key: 'device', label: t.device(), cell: (e) => e.device },
    { key: 'platform', label: t.platform(), cell: (e) => labels.platform(e.platform) },
    { key: 'ip', label: t.ip(), cell: (e) => <span className="site-history__mono">{e.ip}</span> },
  ];
  return (
    <HistorySection
      list={list}
      title={t.title()}
      filterLabel={t.filter()}
      valueLabel={labels.platform}
      empty={t.empty()}
    >
      {(items) => (
        <HistoryTable caption={t.caption()} columns={columns} items={items} rowKey={(e) => e.id} />
      )}
    </HistorySection>
  );
}
