import { computed, type ReadableAtom } from 'nanostores';
import type { Locale } from '../../kernel/i18n/locale';
import type { LiveTrackerState } from './bet-slip.types';
import { DEFAULT_SPORTSBOOK_BASE_URL, trackerUrlFor } from './live-tracker';

/** The tracker page of a feed id in a language (an operator's provider may read it its own way). */
export type LocalisedTrackerUrl = (feedId: number, locale: Locale) => string;

/** The default tracker address in a language: `tracker/{feedId}?lang=en` under the sportsbook API. */
export function localisedTrackerUrl(
  sportsbookBaseUrl: string = DEFAULT_SPORTSBOOK_BASE_URL,
): LocalisedTrackerUrl {
  const base = trackerUrlFor(sportsbookBaseUrl);
  return (feedId, locale) => `${base(feedId)}?lang=${encodeURIComponent(locale)}`;
}

/**
 * The slip's live tracker in the site's language: the same visibility and feed id, its address
 * built for the current language, so a language switch reloads the tracker frame in it.
 */
export function trackerInLanguage(
  $tracker: ReadableAtom<LiveTrackerState>,
  $locale: ReadableAtom<Locale>,
  trackerUrl: LocalisedTrackerUrl,
): ReadableAtom<LiveTrackerState> {
  return computed([$tracker, $locale], (state, locale) =>
    state.visible && state.feedId !== null
      ? { ...state, src: trackerUrl(state.feedId, locale) }
      : state,
  );
}
