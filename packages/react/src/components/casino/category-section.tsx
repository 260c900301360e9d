import type { LoadStatus } from '@site/core';
import { type Game, LOBBY_PREVIEW_TILES, lobbyPreview } from '@site/core/casino';
import { useI18nContext } from '../../i18n/i18n-react';
import { GameGrid } from './game-grid';
import { GameRail } from './game-rail';

export interface CategorySectionProps {
  id: string;
  title: string;
  games: readonly Game[];
  status: LoadStatus;
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
  // The core says how many tiles a preview shows and when "All (n)" is offered.
  const preview = variant === 'preview' ? lobbyPreview(games, mobile ? 'mobile' : 'desktop') : null;
  const more = preview && onShowAll ? preview.showAll : null;
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
        {more !== null ? (
          <button type="button" className="site-casino-section__all" onClick={onShowAll}>
            {LL.casinoUi.showAll({ count: more })}
          </button>
        ) : null}
      </div>
      {preview && mobile && status === 'ready' && games.length > 0 ? (
        <GameRail games={preview.games} onOpen={onOpen} label={title} />
      ) : (
        <GameGrid
          games={games}
          status={status}
          onOpen={onOpen}
          {...(preview ? { limit: LOBBY_PREVIEW_TILES.desktop } : {})}
          {...(emptyText ? { emptyText } : {})}
          skeletons={preview ? (mobile ? 4 : 6) : 12}
        />
      )}
    </section>
  );
}
