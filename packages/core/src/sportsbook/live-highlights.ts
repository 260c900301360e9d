import { computed, type ReadableAtom } from 'nanostores';
import type { LoadState } from '../kernel/load/load-state';
import type { LiveFeedState, LiveModule } from './live.store';
import type { LiveEventView } from './live.types';

/** Matches a home page's "live now" strip shows at most. */
export const LIVE_HIGHLIGHTS_LIMIT = 8;

/** A live match of the strip, with the name of its sport. */
export interface LiveHighlight {
  sportName: string;
  event: LiveEventView;
}

/** `failed`: nothing could be loaded (show a retry); `ready` with no events: nothing is live. */
export interface LiveHighlightsState extends LoadState {
  events: LiveHighlight[];
  /** Every live match listed, for the "all live matches (n)" link. */
  total: number;
}

/**
 * The live matches a home page puts first: open ones (bettable now) before suspended ones,
 * each group in the feed's order (sports by `sort`, leagues and events as listed), at most
 * `limit`. A suspended match still counts in `total`.
 */
export function liveHighlights(
  feed: LiveFeedState,
  limit: number = LIVE_HIGHLIGHTS_LIMIT,
): LiveHighlightsState {
  if (feed.status === 'failed')
    return { status: 'failed', events: [], total: 0, error: feed.error };
  if (feed.status !== 'ready') return { status: 'loading', events: [], total: 0 };
  const open: LiveHighlight[] = [];
  const locked: LiveHighlight[] = [];
  for (const sport of feed.sports)
    for (const league of sport.leagues)
      for (const event of league.events)
        (event.locked ? locked : open).push({ sportName: sport.name, event });
  return {
    status: 'ready',
    events: [...open, ...locked].slice(0, Math.max(0, limit)),
    total: open.length + locked.length,
  };
}

const byModule = new WeakMap<LiveModule, ReadableAtom<LiveHighlightsState>>();

/**
 * The home page's live strip over the live feed: watching it loads and polls the feed like
 * the live panel does (one store per live module, shared by every strip of the page).
 */
export function liveHighlightsOf(live: LiveModule): ReadableAtom<LiveHighlightsState> {
  let $highlights = byModule.get(live);
  if (!$highlights) {
    $highlights = computed(live.$liveFeed, (feed) => liveHighlights(feed));
    byModule.set(live, $highlights);
  }
  return $highlights;
}
