import type { LoadStatus } from '@site/core';
import type { Game } from '@site/core/casino';
import { useRef } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { GameTile } from './game-tile';
import { useGridWindow } from './use-grid-window';

/**
 * Tiles rendered before the grid's layout is known (server render, first paint): more than a
 * 1440 px screen shows. After that only the rows near the viewport are rendered.
 */
export const GRID_FIRST_TILES = 36;

export interface GameGridProps {
  games: readonly Game[];
  /** The list's load: `idle` and `loading` show placeholder tiles. */
  status: LoadStatus;
  onOpen(game: Game): void;
  /** Shown when the list is ready and empty. */
  emptyText?: string;
  /** Show at most this many (a category preview); default: all, windowed around the viewport. */
  limit?: number;
  /** Placeholder tiles while loading. */
  skeletons?: number;
}

/**
 * A responsive grid of game tiles using the width. A long list is windowed: only the rows near
 * the viewport are in the DOM (a 2,000-game category costs what a few dozen tiles cost, and
 * images are requested only near the viewport); the rows outside take their height as padding,
 * so the scroll bar shows the whole list. Each item says its place (`aria-posinset` of
 * `aria-setsize`). Loading shows skeleton tiles of the final size, so the page does not jump.
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
  const list = useRef<HTMLUListElement>(null);
  const range = useGridWindow(list, status === 'ready' ? total : 0, GRID_FIRST_TILES);

  if (status === 'loading' || status === 'idle') {
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
  const padding =
    range.before || range.after
      ? { paddingTop: `${range.before}px`, paddingBottom: `${range.after}px` }
      : undefined;
  return (
    <ul ref={list} className="site-game-grid" data-testid="game-grid" style={padding}>
      {games.slice(range.start, range.end).map((game, index) => (
        <li key={game.gameCode} aria-posinset={range.start + index + 1} aria-setsize={total}>
          <GameTile game={game} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
