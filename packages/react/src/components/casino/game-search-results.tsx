import { useStore } from '@nanostores/react';
import { filterGames, type Game } from '@site/core/casino';
import { useCasinoSite } from '../../hooks/use-casino-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { GameGrid } from './game-grid';

export interface GameSearchResultsProps {
  /** What the player typed. */
  text: string;
  provider: string | null;
  /** The games the page holds, filtered at once while the server search runs. */
  localGames: readonly Game[];
  onOpen(game: Game): void;
}

/**
 * Search results: the page's own games that match (Turkish-aware) at once, replaced by the
 * server's answer when it arrives. A failed search is silent (spec 001 §8): it ends as an
 * empty result, never as a spinner.
 */
export function GameSearchResults({ text, provider, localGames, onOpen }: GameSearchResultsProps) {
  const { LL } = useI18nContext();
  const search = useStore(useCasinoSite().casino.search.$gameSearch);
  const answered = search.status === 'ready' && search.search === text;
  const local = filterGames(localGames, { provider, text });
  const games = answered ? filterGames(search.games, { provider, text: '' }) : local;
  const waiting = !answered && local.length === 0;
  return (
    <section className="site-casino-section" aria-labelledby="site-casino-search-title">
      <div className="site-casino-section__head">
        <h2 className="site-casino-section__title" id="site-casino-search-title">
          {LL.casinoUi.searchResults({ search: text.trim() })}
        </h2>
        {!answered ? (
          <span className="site-casino-section__status" role="status">
            <span className="site-spinner" aria-hidden="true" /> {LL.casinoUi.searching()}
          </span>
        ) : null}
      </div>
      <GameGrid
        games={games}
        status={waiting ? 'loading' : 'ready'}
        onOpen={onOpen}
        emptyText={LL.casinoUi.searchEmpty({ search: text.trim() })}
        skeletons={6}
      />
    </section>
  );
}
