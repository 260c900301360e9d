import { useStore } from '@nanostores/react';
import { type CasinoCategory, categoryPagePath, HOME_CATEGORY_SLUG } from '@site/core/casino';
import { Link } from 'wouter';
import { useCasinoCategories } from '../../hooks/use-casino';
import { useCasinoSite } from '../../hooks/use-casino-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { GameGrid } from './game-grid';
import { GameRail } from './game-rail';
import { useOpenGame } from './use-open-game';

/** Tiles a home row shows: more than fit at 1440 px, so the rail has somewhere to go. */
const ROW_GAMES = 16;

/**
 * The home page's game rows: one rail per category the bootstrap tags for the home page
 * (`slugList` holds `home`; the dev server tags Popular and New games), in the bootstrap's
 * order, each with a link to the casino page that lists it. Each row loads on its own: one
 * failing category leaves the others (and the page) as they are.
 */
export function HomeGameRows() {
  const categories = useCasinoCategories(HOME_CATEGORY_SLUG);
  if (categories.length === 0) return null;
  return (
    <>
      {categories.map((category) => (
        <HomeGameRow key={category.id} category={category} />
      ))}
    </>
  );
}

function HomeGameRow({ category }: { category: CasinoCategory }) {
  const { LL } = useI18nContext();
  const { casino } = useCasinoSite();
  const state = useStore(casino.catalogue.$categoryGames(category.id));
  const open = useOpenGame();
  const titleId = `site-home-games-${category.id}`;
  const path = categoryPagePath(category);
  // The bootstrap's preview stands in while the whole category loads.
  const games = state.games.length > 0 ? state.games : category.games;
  const status = games.length > 0 ? 'ready' : state.status;
  return (
    <section className="site-home-games" aria-labelledby={titleId}>
      <div className="site-home-games__head">
        <h2 className="site-home-games__title" id={titleId}>
          {category.name}
        </h2>
        {path ? (
          <Link href={path} className="site-home-games__all">
            {LL.homePage.gamesAll()}
          </Link>
        ) : null}
      </div>
      {status === 'ready' && games.length > 0 ? (
        <GameRail games={games.slice(0, ROW_GAMES)} onOpen={open} label={category.name} />
      ) : (
        <GameGrid
          games={[]}
          status={status}
          onOpen={open}
          skeletons={6}
          emptyText={LL.homePage.gamesEmpty()}
        />
      )}
    </section>
  );
}
