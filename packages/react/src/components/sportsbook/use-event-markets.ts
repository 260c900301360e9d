import { useStore } from '@nanostores/react';
import type { EventMarketsState } from '@site/core/sportsbook';
import { useMemo } from 'react';
import { useSportsbookSite } from '../../hooks/use-sportsbook-site';

/** Every market of one event (dev-server extension), loading while shown. */
export function useEventMarkets(eventId: number): EventMarketsState {
  const { eventMarkets } = useSportsbookSite().sportsbook;
  const store = useMemo(() => eventMarkets.$eventMarkets(eventId), [eventMarkets, eventId]);
  return useStore(store);
}
