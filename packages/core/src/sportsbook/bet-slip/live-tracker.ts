import {
  LIVE_TRACKER_HEIGHT_PX,
  LIVE_TRACKER_NARROW_HEIGHT_PX,
  LIVE_TRACKER_NARROW_MAX_WIDTH_PX,
  type LiveTrackerState,
} from './bet-slip.types';

/** The sportsbook API when none is given: the site's default base (`sbapi/api/`) at the root. */
export const DEFAULT_SPORTSBOOK_BASE_URL = '/sbapi/api/';

/**
 * Where the tracker iframe points: `tracker/{feedId}` under the site's sportsbook API. The spec
 * does not name the provider; the dev server serves a stand-in there.
 */
export function trackerUrlFor(sportsbookBaseUrl: string): (feedId: number) => string {
  const base = sportsbookBaseUrl.endsWith('/') ? sportsbookBaseUrl : `${sportsbookBaseUrl}/`;
  return (feedId) => `${base}tracker/${feedId}`;
}

/** Spec 001 §2: any URL containing `/live` shows the live-tracker accordion in the bet slip. */
export const isLiveLocation = (url: string): boolean => url.includes('/live');

export const HIDDEN_LIVE_TRACKER: LiveTrackerState = { visible: false, feedId: null, src: null };

/** The tracker for a location and the active live event's feed id. */
export function liveTrackerState(
  url: string,
  feedId: number | null | undefined,
  trackerUrl: (feedId: number) => string = trackerUrlFor(DEFAULT_SPORTSBOOK_BASE_URL),
): LiveTrackerState {
  if (!isLiveLocation(url) || feedId === null || feedId === undefined) return HIDDEN_LIVE_TRACKER;
  return { visible: true, feedId, src: trackerUrl(feedId) };
}

/** Spec 001 §9: 415 px, or 235 px on screens up to 991 px wide. */
export function liveTrackerHeight(viewportWidth: number): number {
  return viewportWidth <= LIVE_TRACKER_NARROW_MAX_WIDTH_PX
    ? LIVE_TRACKER_NARROW_HEIGHT_PX
    : LIVE_TRACKER_HEIGHT_PX;
}
