import type { Game } from '@site/core';
import { useEffect, useRef, useState } from 'react';
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
 * Loading shows skeleton tiles of the final size, so the page does not jump.
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

  // A new list starts from the first step again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the list changes
  useEffect(() => setShown(GRID_STEP), [games]);

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
      {games.slice(0, visible).map((game) => (
        <li key={game.gameCode}>
          <GameTile game={game} onOpen={onOpen} />
        </li>
      ))}
      {visible < total ? (
        <li ref={sentinel} className="site-game-grid__sentinel" aria-hidden="true" />
      ) : null}
    </ul>
  );
}
