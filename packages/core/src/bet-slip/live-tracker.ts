import {
  LIVE_TRACKER_HEIGHT_PX,
  LIVE_TRACKER_NARROW_HEIGHT_PX,
  LIVE_TRACKER_NARROW_MAX_WIDTH_PX,
  type LiveTrackerState,
} from './bet-slip.types';

/** Where the tracker iframe points. The spec does not show the provider; the dev server's stand-in. */
export const defaultTrackerUrl = (feedId: number): string => `/sbapi/api/tracker/${feedId}`;

/** Spec 001 §2: any URL containing `/live` shows the live-tracker accordion in the bet slip. */
export function liveTrackerState(
  url: string,
  feedId: number | null | undefined,
  trackerUrl: (feedId: number) => string = defaultTrackerUrl,
): LiveTrackerState {
  const id = feedId ?? null;
  const visible = url.includes('/live') && id !== null;
  return { visible, feedId: id, src: visible && id !== null ? trackerUrl(id) : null };
}

/** Spec 001 §9: 415 px, or 235 px on screens up to 991 px wide. */
export function liveTrackerHeight(viewportWidth: number): number {
  return viewportWidth <= LIVE_TRACKER_NARROW_MAX_WIDTH_PX
    ? LIVE_TRACKER_NARROW_HEIGHT_PX
    : LIVE_TRACKER_HEIGHT_PX;
}
