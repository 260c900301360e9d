import type { LiveSportView } from '@site/core/sportsbook';

/** Events in a sports > leagues > events tree. */
export function liveEventCount(sports: readonly LiveSportView[]): number {
  let count = 0;
  for (const sport of sports) for (const league of sport.leagues) count += league.events.length;
  return count;
}

/**
 * The first `limit` events of the tree in their order, grouped as before: a league cut part
 * way keeps its heading, and sports and leagues past the limit are left out. Whole sports and
 * leagues are the same objects, so a row's props stay equal from one step to the next.
 */
export function firstLiveEvents(
  sports: readonly LiveSportView[],
  limit: number,
): readonly LiveSportView[] {
  const shown: LiveSportView[] = [];
  let left = limit;
  for (const sport of sports) {
    if (left <= 0) break;
    const leagues: LiveSportView['leagues'] = [];
    for (const league of sport.leagues) {
      if (left <= 0) break;
      leagues.push(
        league.events.length <= left ? league : { ...league, events: league.events.slice(0, left) },
      );
      left -= league.events.length;
    }
    shown.push(
      leagues.length === sport.leagues.length && left >= 0 ? sport : { ...sport, leagues },
    );
  }
  return shown;
}
