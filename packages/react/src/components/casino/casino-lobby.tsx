import { useStore } from '@nanostores/react';
import { CASINO_ROUTES, createGameSearchInput, filterGames, providersOf } from '@site/core/casino';
import { isMobileWidth } from '@site/core/shell';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useCasinoCategories } from '../../hooks/use-casino';
import { useCasinoSite } from '../../hooks/use-casino-site';
import { useDisplayText } from '../../hooks/use-display-text';
import { useSession } from '../../hooks/use-session';
import { useViewportWidth } from '../../hooks/use-viewport-width';
import { useI18nContext } from '../../i18n/i18n-react';
import { HomeCarousel } from '../carousel/home-carousel';
import { CategoryNav, type CategoryNavItem } from './category-nav';
import { CategorySection } from './category-section';
import { GameSearchBox } from './game-search-box';
import { GameSearchResults } from './game-search-results';
import { JackpotCards } from './jackpot-cards';
import { ProviderSelect } from './provider-select';
import { type LobbyCategory, uniqueGames, useLobbyCategories } from './use-lobby-games';
import { useOpenGame } from './use-open-game';

const FAVORITES = 'favorites';
const ALL = 'all';

export interface CasinoLobbyProps {
  /** Which listing page: `slots`, `live`, `tvbets`, `popular` (CASINO_ROUTES). */
  routeId: string;
}

/**
 * A casino listing page (/casino/slot, /live, /popular-games, /tvbets): jackpots, search and
 * provider filter, category chips, then the categories (a preview each, or one in full via
 * `?category=`), with a Favorites section for logged-in players. `?search` (the header's
 * search button) focuses the search box.
 */
export function CasinoLobby({ routeId }: CasinoLobbyProps) {
  const { LL } = useI18nContext();
  const text = useDisplayText();
  const site = useCasinoSite();
  const route = CASINO_ROUTES.find((entry) => entry.id === routeId) ?? CASINO_ROUTES[0];
  const categories = useCasinoCategories(route?.slug ?? 'slot');
  const lobby = useLobbyCategories(categories);
  const { hasLogin } = useSession();
  const favoriteCodes = useStore(site.casino.favorites.$favoriteCodes);
  const mobile = isMobileWidth(useViewportWidth());
  const openGame = useOpenGame();
  const [path, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const requested = params.get('category') ?? ALL;
  const active = requested === FAVORITES && !hasLogin ? ALL : requested;

  const input = useMemo(
    () => createGameSearchInput({ search: site.casino.search, clock: site.env.clock }),
    [site],
  );
  // Leaving the page ends its search (no late call, no stale results on the next page).
  useEffect(() => () => input.clear(), [input]);
  const searchText = useStore(input.$text);
  const [provider, setProvider] = useState<string | null>(null);

  const pageGames = useMemo(() => uniqueGames(lobby), [lobby]);
  const providers = useMemo(() => providersOf(pageGames), [pageGames]);
  const favorites = useMemo(() => {
    const codes = new Set(favoriteCodes);
    return pageGames.filter((game) => codes.has(game.gameCode));
  }, [pageGames, favoriteCodes]);
  // Filtered once per change: a new array on every render would restart the grids' steps.
  const filtered = useMemo(() => {
    const filter = { provider, text: '' };
    return new Map(lobby.map((entry) => [entry.category.id, filterGames(entry.games, filter)]));
  }, [lobby, provider]);
  const filteredFavorites = useMemo(
    () => filterGames(favorites, { provider, text: '' }),
    [favorites, provider],
  );

  if (!route) return null;
  const select = (id: string) => {
    const next = new URLSearchParams(params);
    if (id === ALL) next.delete('category');
    else next.set('category', id);
    next.delete('search');
    const query = next.toString();
    navigate(query ? `${path}?${query}` : path, { replace: true });
  };
  const navItems: CategoryNavItem[] = [
    { id: ALL, label: LL.casinoUi.allCategories() },
    ...(hasLogin
      ? [{ id: FAVORITES, label: LL.casinoUi.favorites(), count: favorites.length }]
      : []),
    ...lobby.map(({ category, state, games }) => ({
      id: String(category.id),
      label: category.name,
      ...(state.status === 'ready' ? { count: games.length } : {}),
    })),
  ];
  const chosen = lobby.find(({ category }) => String(category.id) === active);

  const favoritesSection = (variant: 'preview' | 'full') => (
    <CategorySection
      id={FAVORITES}
      title={LL.casinoUi.favorites()}
      key={`${FAVORITES}|${variant}|${provider ?? ''}`}
      games={filteredFavorites}
      total={filteredFavorites.length}
      status="ready"
      onOpen={openGame}
      variant={variant}
      mobile={mobile}
      onShowAll={() => select(FAVORITES)}
      emptyText={LL.casinoUi.favoritesEmpty()}
    />
  );
  const categorySection = (entry: LobbyCategory, variant: 'preview' | 'full') => {
    const games = filtered.get(entry.category.id) ?? [];
    // Spec 001 §8: a failed category load is silent; the bootstrap preview stands in.
    const status =
      entry.state.status === 'ready' || entry.games.length > 0 ? 'ready' : entry.state.status;
    return (
      <CategorySection
        key={`${entry.category.id}|${variant}|${provider ?? ''}`}
        id={String(entry.category.id)}
        title={entry.category.name}
        games={games}
        status={status}
        onOpen={openGame}
        variant={variant}
        mobile={mobile}
        onShowAll={() => select(String(entry.category.id))}
        {...(entry.state.status === 'ready' ? { total: games.length } : {})}
        {...(provider ? { emptyText: LL.casinoUi.noMatch() } : {})}
      />
    );
  };

  return (
    // Not a named region: the page's <main> is the landmark, and a category may bear the page's
    // name (the "Slots" category on the Slots page), which would make two alike landmarks.
    <section className="site-casino">
      <h1 className="site-casino__title" id="site-casino-title">
        {text({ key: route.title })}
      </h1>
      <HomeCarousel slug="casino" />
      <div className="site-casino__toolbar">
        <GameSearchBox input={input} live={route.live} autoFocus={params.has('search')} />
        <ProviderSelect providers={providers} value={provider} onChange={setProvider} />
      </div>
      <CategoryNav
        items={navItems}
        active={chosen || active === FAVORITES ? active : ALL}
        onSelect={select}
      />
      <div className="site-casino__sections">
        {searchText.trim() !== '' ? (
          <GameSearchResults
            text={searchText}
            provider={provider}
            localGames={pageGames}
            onOpen={openGame}
          />
        ) : active === FAVORITES ? (
          favoritesSection('full')
        ) : chosen ? (
          categorySection(chosen, 'full')
        ) : (
          <>
            {hasLogin ? favoritesSection('preview') : null}
            {lobby
              .filter((entry) => !provider || (filtered.get(entry.category.id)?.length ?? 0) > 0)
              .flatMap((entry, index) =>
                // The jackpot strip sits after the first category: games come first on screen.
                index === 0
                  ? [categorySection(entry, 'preview'), <JackpotCards key="jackpots" />]
                  : [categorySection(entry, 'preview')],
              )}
            {lobby.length === 0 ? <JackpotCards /> : null}
            {categories.length === 0 ? (
              <p className="site-game-grid__message">{LL.casinoUi.empty()}</p>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
