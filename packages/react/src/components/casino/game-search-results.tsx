import type { Game, LobbySearchView } from '@site/core/casino';
import { useI18nContext } from '../../i18n/i18n-react';
import { GameGrid } from './game-grid';

export interface GameSearchResultsProps {
  /** The lobby's search as the core shows it (`lobby.$view.get().search`). */
  search: LobbySearchView;
  onOpen(game: Game): void;
}

/**
 * Search results: the page's own games that match (Turkish-aware) at once, replaced by the
 * server's answer when it arrives. A failed search is silent (spec 001 §8): it ends as an
 * empty result, never as a spinner.
 */
export function GameSearchResults({ search, onOpen }: GameSearchResultsProps) {
  const { LL } = useI18nContext();
  const text = search.text.trim();
  return (
    <section className="site-casino-section" aria-labelledby="site-casino-search-title">
      <div className="site-casino-section__head">
        <h2 className="site-casino-section__title" id="site-casino-search-title">
          {LL.casinoUi.searchResults({ search: text })}
        </h2>
        {!search.answered ? (
          <span className="site-casino-section__status" role="status">
            <span className="site-spinner" aria-hidden="true" /> {LL.casinoUi.searching()}
          </span>
        ) : null}
      </div>
      <GameGrid
        games={search.games}
        status={search.waiting ? 'loading' : 'ready'}
        onOpen={onOpen}
        emptyText={LL.casinoUi.searchEmpty({ search: text })}
        skeletons={6}
      />
    </section>
  );
}
