import type { Game } from '@site/core/casino';
import { memo, useEffect, useRef, useState } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { GameTile } from './game-tile';

/** Tiles rendered per step: a 2,000-game category renders in steps, never in one long task. */
export const GRID_STEP = 36;

export type GameGridStatus = 'loading' | 'ready' | 'failed';

export interface GameGridProps {
  games: readonly Game[];
  status: GameGridStatus;
  onOpen(game: Game): void;
  /** Shown when the list is ready and empty. */
  emptyText?: string;
  /** Show at most this many (a category preview); default: all, rendered step by step. */
  limit?: number;
  /** Placeholder tiles while loading. */
  skeletons?: number;
}

/**
 * A responsive grid of game tiles using the width. Long lists grow as the player scrolls: a
 * sentinel near the end adds the next step, so images are requested only near the viewport.
 * Loading shows skeleton tiles of the final size, so the page does not jump. Give it a new
 * `key` for a new list (another category or filter) to start from the first step again.
 */
export function GameGrid({
  games,
  status,
  onOpen,
  emptyText,
  limit,
  skeletons = 12,
}: GameGridProps) {
  const { LL } = useI18nContext();
  const total = limit === undefined ? games.length : Math.min(limit, games.length);
  const [shown, setShown] = useState(GRID_STEP);
  const sentinel = useRef<HTMLLIElement>(null);
  const visible = Math.min(total, shown);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || visible >= total || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown((count) => count + GRID_STEP);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [visible, total]);

  if (status === 'loading') {
    return (
      <div className="site-game-grid__state" role="status" aria-label={LL.casinoUi.loading()}>
        <ul className="site-game-grid" aria-hidden="true">
          {Array.from({ length: skeletons }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index} className="site-game-tile site-game-tile--skeleton">
              <span className="site-game-tile__art" />
              <span className="site-game-tile__line" />
              <span className="site-game-tile__line site-game-tile__line--short" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (status === 'failed') {
    return <p className="site-game-grid__message">{LL.casinoUi.failed()}</p>;
  }
  if (games.length === 0) {
    return <p className="site-game-grid__message">{emptyText ?? LL.casinoUi.empty()}</p>;
  }
  return (
    <ul className="site-game-grid" data-testid="game-grid">
      {Array.from({ length: Math.ceil(visible / GRID_STEP) }, (_, step) => (
        <GridStep
          // biome-ignore lint/suspicious/noArrayIndexKey: a step is its position in the list
          key={step}
          games={games}
          start={step * GRID_STEP}
          end={Math.min(visible, (step + 1) * GRID_STEP)}
          onOpen={onOpen}
        />
      ))}
      {visible < total ? (
        <li ref={sentinel} className="site-game-grid__sentinel" aria-hidden="true" />
      ) : null}
    </ul>
  );
}

/**
 * One step of tiles. Memoised: adding a step renders only its own tiles, not the ones above
 * (a 2,000-game list would otherwise re-render every tile on each step).
 */
const GridStep = memo(function GridStep({
  games,
  start,
  end,
  onOpen,
}: {
  games: readonly Game[];
  start: number;
  end: number;
  onOpen(game: Game): void;
}) {
  return games.slice(start, end).map((game) => (
    <li key={game.gameCode}>
      <GameTile game={game} onOpen={onOpen} />
    </li>
  ));
});
