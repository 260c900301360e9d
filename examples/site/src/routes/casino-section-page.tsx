import { CASINO_ROUTES } from '@site/core/casino';
import { isMobileWidth } from '@site/core/shell';
import {
  HomeCarousel,
  ServerImage,
  useDisplayText,
  useI18nContext,
  useViewportWidth,
} from '@site/react';
import { useCasinoCategories, useCasinoSite } from '@site/react/casino';
import { useLocation } from 'wouter';

/**
 * A casino listing (/casino/slot, /live, /tvbets, /popular-games) until the casino screens of
 * document 2 are built: the casino slides, then the bootstrap's categories for the page with
 * their preview games. A game opens through the core (login first for visitors).
 */
export function CasinoSectionPage({ routeId }: { routeId: string }) {
  const { LL } = useI18nContext();
  const text = useDisplayText();
  const site = useCasinoSite();
  const [, navigate] = useLocation();
  const mobile = isMobileWidth(useViewportWidth());
  const route = CASINO_ROUTES.find((entry) => entry.id === routeId) ?? CASINO_ROUTES[0];
  const categories = useCasinoCategories(route?.slug ?? 'slot');
  if (!route) return null;

  return (
    <section className="site-page" aria-labelledby="demo-casino-title">
      <h1 className="site-page__title" id="demo-casino-title">
        {text({ key: route.title })}
      </h1>
      <HomeCarousel slug="casino" />
      <p className="site-page__lead">{LL.sections.casino.intro()}</p>
      {categories.length === 0 ? <p>{LL.sections.casino.empty()}</p> : null}
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={`demo-category-${category.id}`}>
          <h2 id={`demo-category-${category.id}`}>
            {category.name}{' '}
            <small className="demo-muted">
              {LL.sections.casino.games({ count: category.games.length })}
            </small>
          </h2>
          <ul className="demo-games">
            {category.games.map((game) => (
              <li key={game.gameCode}>
                <button
                  type="button"
                  className="demo-game-tile"
                  onClick={() => {
                    const result = site.casino.play.openGame(game, { mobile });
                    if (result.kind === 'route') navigate(result.path);
                  }}
                >
                  <ServerImage src={game.imageUrl} alt="" loading="lazy" width="160" height="120" />
                  <span className="demo-game-tile__name">{game.name}</span>
                  <span className="demo-muted">{game.providerName}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
