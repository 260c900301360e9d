import { useStore } from '@nanostores/react';
import type { LiveSportView } from '@site/core/sportsbook';
import { useSportsbookSite } from './use-sportsbook-site';

/**
 * The live sports (sports > leagues > events) and whether the feed is still loading. Watching
 * them starts the core's live refresh; leaving stops it.
 */
export function useLiveSports(): { sports: LiveSportView[]; loading: boolean } {
  const { live } = useSportsbookSite().sportsbook;
  const sports = useStore(live.$liveSports);
  const feed = useStore(live.$liveFeed);
  return { sports, loading: feed.status === 'idle' || feed.status === 'loading' };
}
