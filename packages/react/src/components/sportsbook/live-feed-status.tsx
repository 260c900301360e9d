import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { useSportsbookSite } from '../../hooks/use-sportsbook-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { FailedWithRetry } from './failed-with-retry';
import { SkeletonRows } from './skeleton-rows';

/**
 * Loading, failure (with a retry) or empty state of the live feed; the content otherwise. A
 * failed feed never reads as "no live matches" (issue 16).
 */
export function LiveFeedStatus({ children, rows = 6 }: { children: ReactNode; rows?: number }) {
  const { LL } = useI18nContext();
  const { live } = useSportsbookSite().sportsbook;
  const feed = useStore(live.$liveFeed);
  if (feed.status === 'failed')
    return (
      <FailedWithRetry message={LL.sportsbook.liveFailed()} onRetry={() => void live.refresh()} />
    );
  if (feed.status !== 'ready') return <SkeletonRows count={rows} label={LL.sportsbook.loading()} />;
  if (feed.sports.length === 0) return <p className="sb-panel__empty">{LL.sportsbook.noLive()}</p>;
  return <>{children}</>;
}
