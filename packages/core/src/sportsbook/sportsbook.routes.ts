import { LIVE_NARROW_BREAKPOINT_PX } from './sportsbook.constants';

/** Routes of spec 001 §2 as data, so any front end (and its router) builds the same links. */
export const SPORTSBOOK_ROUTES = {
  liveOverview: '/spor/live/overview/1',
  prematch: '/spor/prematch',
  prematchHome: '/spor/prematch/home',
} as const;

export function liveEventRoute(sportId: number, eventId: number): string {
  return `/spor/live/event-view/${sportId}/${eventId}`;
}

export function prematchDetailRoute(eventId: number): string {
  return `/spor/prematch/prematch-detail/${eventId}`;
}

/** Upcoming matches; `hour` null (All) leaves the query out. */
export function upcomingRoute(hour: number | null): string {
  return hour === null ? '/spor/prematch/upcoming/1' : `/spor/prematch/upcoming/1?hour=${hour}`;
}

/** Live betting on screens narrower than 1100 px goes to the overview route. */
export function isNarrowLive(viewportWidth: number): boolean {
  return viewportWidth < LIVE_NARROW_BREAKPOINT_PX;
}

/**
 * Where "Live Bettings" leads: the overview on a narrow screen, else the event view of the
 * given (active) event, else the bare event-view entry.
 */
export function liveEntryRoute(
  viewportWidth: number,
  active?: { sportId: number; id: number } | null,
): string {
  if (isNarrowLive(viewportWidth)) return SPORTSBOOK_ROUTES.liveOverview;
  return active ? liveEventRoute(active.sportId, active.id) : '/spor/live/event-view';
}
