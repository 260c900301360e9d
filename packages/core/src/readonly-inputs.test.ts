import { describe, expect, it } from 'vitest';
import type { CasinoModule } from './casino/casino.types';
import type { CasinoFavorites } from './casino/casino-favorites.store';
import type { lobbyPathFor } from './casino/casino-routes';
import { type encodeGameRoute, gamePlayPath } from './casino/game-route';
import type { matchesGameSearch } from './casino/game-text-match';
import type { CasinoLobby } from './casino/lobby.store';
import { lobbyPreview } from './casino/lobby.store';
import type { uniqueGames } from './casino/lobby-categories';
import type { CasinoPlay } from './casino/play.store';
import { filterGames, type isFromProvider, providersOf } from './casino/provider-filter';
import type { DeepReadonly } from './kernel/types/deep-readonly';
import type { NotificationsModule } from './shell/notifications/notifications';
import type { ShellModule } from './shell/shell';
import type { CompetitionSelection } from './sportsbook/competition-selection';
import type { LiveFeedEvent } from './sportsbook/feed.schemas';
import type { LiveModule } from './sportsbook/live.store';
import { toLiveEventView } from './sportsbook/live-event';
import type { PrematchModule } from './sportsbook/prematch.store';
import { scoreboardOf } from './sportsbook/scoreboard';
import type { topLeagueViews } from './sportsbook/top-leagues';
import { type todayRows, upcomingRows } from './sportsbook/upcoming';
import { liveEvent } from './testing/feed-fixtures';

/**
 * Issue 19: `@nanostores/vue` (and frozen store values) give deeply read-only values. Every
 * public function and action that takes a store value must accept one. `tsc -b` (in the test
 * command) checks the list below: a `false` there is a compile error naming the function.
 */
type Params<F> = F extends (...args: infer P) => unknown ? P : never;
/** Every parameter of F accepts the deeply read-only form of its own type. */
type TakesReadonly<F> = {
  [I in keyof Params<F>]: DeepReadonly<Params<F>[I]> extends Params<F>[I] ? true : false;
}[number] extends true
  ? true
  : false;
type Check<T extends true> = T;

export type ReadonlyInputChecks = [
  // Sportsbook
  Check<TakesReadonly<LiveModule['toggleLiveFavorite']>>,
  Check<TakesReadonly<typeof scoreboardOf>>,
  Check<TakesReadonly<typeof upcomingRows>>,
  Check<TakesReadonly<typeof todayRows>>,
  Check<TakesReadonly<typeof topLeagueViews>>,
  Check<TakesReadonly<PrematchModule['togglePrematchFavorite']>>,
  Check<TakesReadonly<PrematchModule['toggleFavoriteCompetition']>>,
  Check<TakesReadonly<CompetitionSelection['selectCompetition']>>,
  Check<TakesReadonly<CompetitionSelection['toggleCompetition']>>,
  // Casino
  Check<TakesReadonly<CasinoFavorites['toggleFavorite']>>,
  Check<TakesReadonly<CasinoPlay['openGame']>>,
  Check<TakesReadonly<CasinoModule['lobbyPathFor']>>,
  Check<TakesReadonly<typeof lobbyPathFor>>,
  Check<TakesReadonly<typeof gamePlayPath>>,
  Check<TakesReadonly<typeof encodeGameRoute>>,
  Check<TakesReadonly<typeof matchesGameSearch>>,
  Check<TakesReadonly<typeof filterGames>>,
  Check<TakesReadonly<typeof isFromProvider>>,
  Check<TakesReadonly<typeof providersOf>>,
  Check<TakesReadonly<typeof uniqueGames>>,
  Check<TakesReadonly<typeof lobbyPreview>>,
  Check<TakesReadonly<CasinoLobby['setProvider']>>,
  // Shell and notifications
  Check<TakesReadonly<ShellModule['selectMenuItem']>>,
  Check<TakesReadonly<NotificationsModule['markRead']>>,
];

/** Freezes a value at every level, as a read-only store value is. */
function deepFreeze<T>(value: T): DeepReadonly<T> {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value as DeepReadonly<T>;
}

describe('read-only store values are accepted (and left alone)', () => {
  it('derives a scoreboard and rows from frozen events', () => {
    const feed = liveEvent({ id: 7, sportId: 1 }) as unknown as LiveFeedEvent;
    const event = deepFreeze(toLiveEventView(feed, 'Süper Lig'));
    expect(scoreboardOf(event).columns.length).toBeGreaterThanOrEqual(0);
    expect(upcomingRows(deepFreeze([[]]), null, 0)).toEqual([]);
  });

  it('filters, previews and routes frozen games', () => {
    const game = deepFreeze({
      gameCode: 'g1',
      name: 'Şeker',
      providerName: 'EGT',
      mainProviderId: 1,
      system: '1',
      productId: 0,
      systemCategory: 1,
    });
    expect(filterGames([game], { provider: 'egt', text: 'şek' })).toEqual([game]);
    expect(providersOf([game])).toEqual(['EGT']);
    expect(lobbyPreview([game], 'desktop')).toEqual({ games: [game], showAll: null });
    expect(gamePlayPath(game)).toMatch(/^\/casino\/play\//);
  });
});
