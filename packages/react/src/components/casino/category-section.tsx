import type { Game } from '@site/core/casino';
import { useI18nContext } from '../../i18n/i18n-react';
import { GameGrid, type GameGridStatus } from './game-grid';
import { GameRail } from './game-rail';

/** Tiles a category preview shows: two rows of the desktop grid, or one rail on mobile. */
export const PREVIEW_COUNT = 12;
const RAIL_COUNT = 20;

export interface CategorySectionProps {
  id: string;
  title: string;
  games: readonly Game[];
  status: GameGridStatus;
  onOpen(game: Game): void;
  /** `preview`: a rail on mobile, two rows on desktop, with "All (n)"; `full`: every game. */
  variant: 'preview' | 'full';
  mobile: boolean;
  /** "All (n)" selects the category. */
  onShowAll?: () => void;
  emptyText?: string;
  /** The category's size, once known (a bootstrap preview stands in while it loads). */
  total?: number;
}

/** One lobby section: its heading with the game count, then the games. */
export function CategorySection({
  id,
  title,
  games,
  status,
  onOpen,
  variant,
  mobile,
  onShowAll,
  emptyText,
  total,
}: CategorySectionProps) {
  const { LL } = useI18nContext();
  const titleId = `site-casino-section-${id}`;
  const preview = variant === 'preview';
  const more = preview && onShowAll && games.length > (mobile ? RAIL_COUNT : PREVIEW_COUNT);
  return (
    <section className="site-casino-section" aria-labelledby={titleId} data-category={id}>
      <div className="site-casino-section__head">
        <h2 className="site-casino-section__title" id={titleId}>
          {title}
        </h2>
        {total !== undefined ? (
          <span className="site-casino-section__count" data-testid="category-count">
            {LL.casinoUi.gameCount({ count: total })}
          </span>
        ) : null}
        {more ? (
          <button type="button" className="site-casino-section__all" onClick={onShowAll}>
            {LL.casinoUi.showAll({ count: games.length })}
          </button>
        ) : null}
      </div>
      {preview && mobile && status === 'ready' && games.length > 0 ? (
        <GameRail games={games.slice(0, RAIL_COUNT)} onOpen={onOpen} label={title} />
      ) : (
        <GameGrid
          games={games}
          status={status}
          onOpen={onOpen}
          {...(preview ? { limit: PREVIEW_COUNT } : {})}
          {...(emptyText ? { emptyText } : {})}
          skeletons={preview ? (mobile ? 4 : 6) : 12}
        />
      )}
    </section>
  );
}
