import { HomeCarousel, useI18nContext } from '@site/react';
import { useCasinoCategories, useCasinoSite } from '@site/react/casino';
import { useLocation } from 'wouter';
import { brand } from './brand';

/** The brand's lobby: its casino slides, then the slot categories with their games. */
export function Lobby() {
  const { LL } = useI18nContext();
  const site = useCasinoSite();
  const [, navigate] = useLocation();
  const categories = useCasinoCategories('slot');
  return (
    <section className="lobby" aria-labelledby="lobby-title">
      <div className="lobby__hero">
        <img className="lobby__logo" src={brand.logoUrl} alt="" width="56" height="56" />
        <div>
          <h1 className="lobby__title" id="lobby-title">
            {brand.name}
          </h1>
          <p className="lobby__lead">{LL.sections.casino.intro()}</p>
        </div>
      </div>
      <HomeCarousel slug="casino" />
      {categories.map((category) => (
        <section
          key={category.id}
          className="lobby__category"
          aria-labelledby={`lobby-category-${category.id}`}
        >
          <h2 id={`lobby-category-${category.id}`}>{category.name}</h2>
          <ul className="lobby__games">
            {category.games.map((game) => (
              <li key={game.gameCode}>
                <button
                  type="button"
                  className="lobby__game"
                  onClick={() => {
                    const result = site.casino.play.openGame(game);
                    // Desktop opens the game page; the mobile layout, the play dialog.
                    if (result.ok && result.path) navigate(result.path);
                  }}
                >
                  {game.imageUrl ? (
                    <img src={game.imageUrl} alt="" loading="lazy" width="160" height="120" />
                  ) : null}
                  <span>{game.name}</span>
                  <span className="lobby__provider">{game.providerName}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
