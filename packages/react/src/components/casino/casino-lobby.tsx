import { useStore } from '@nanostores/react';
import { CASINO_ROUTES, LOBBY_ALL, type LobbySection } from '@site/core/casino';
import { isMobileWidth } from '@site/core/shell';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useCasinoSite } from '../../hooks/use-casino-site';
import { useDisplayText } from '../../hooks/use-display-text';
import { useViewportWidth } from '../../hooks/use-viewport-width';
import { useI18nContext } from '../../i18n/i18n-react';
import { HomeCarousel } from '../carousel/home-carousel';
import { CategoryNav, type CategoryNavItem } from './category-nav';
import { CategorySection } from './category-section';
import { GameSearchBox } from './game-search-box';
import { GameSearchResults } from './game-search-results';
import { JackpotCards } from './jackpot-cards';
import { ProviderSelect } from './provider-select';
import { useOpenGame } from './use-open-game';

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
  // The page's rules (sections, counts, filter, search, favorites) are the core lobby's.
  const lobby = site.casino.lobby(route?.slug ?? 'slot');
  const [path, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  // The address holds the chosen category; the lobby follows it in the same render (also on
  // the server). Selecting what is already selected changes nothing.
  lobby.select(params.get('category') ?? LOBBY_ALL);
  const view = useStore(lobby.$view);
  const mobile = isMobileWidth(useViewportWidth());
  const openGame = useOpenGame();
  // Leaving the page ends its search at once (no late call, no stale results on the next page).
  useEffect(() => () => lobby.search.clear(), [lobby]);

  if (!route) return null;
  const select = (id: string) => {
    const next = new URLSearchParams(params);
    if (id === LOBBY_ALL) next.delete('category');
    else next.set('category', id);
    next.delete('search');
    const query = next.toString();
    navigate(query ? `${path}?${query}` : path, { replace: true });
  };
  const navItems: CategoryNavItem[] = view.nav.map((item) => ({
    id: item.id,
    label:
      item.kind === 'all'
        ? LL.casinoUi.allCategories()
        : item.kind === 'favorites'
          ? LL.casinoUi.favorites()
          : (item.label ?? ''),
    ...(item.count !== null ? { count: item.count } : {}),
  }));

  const sectionView = (section: LobbySection, variant: 'preview' | 'full') => (
    <CategorySection
      key={`${section.id}|${variant}|${view.provider ?? ''}`}
      id={section.id}
      title={section.kind === 'favorites' ? LL.casinoUi.favorites() : (section.title ?? '')}
      games={section.games}
      status={section.status}
      onOpen={openGame}
      variant={variant}
      mobile={mobile}
      onShowAll={() => select(section.id)}
      {...(section.total !== null ? { total: section.total } : {})}
      {...(section.emptyReason === 'favorites-empty'
        ? { emptyText: LL.casinoUi.favoritesEmpty() }
        : section.emptyReason === 'no-match'
          ? { emptyText: LL.casinoUi.noMatch() }
          : {})}
    />
  );

  return (
    // Not a labelled region: the page's main holds it, and a category may bear the page's name
    // (the Live Casino page's "Canlı Casino" category), which would make two equal landmarks.
    <div className="site-casino">
      <h1 className="site-casino__title">{text({ key: route.title })}</h1>
      <HomeCarousel slug="casino" />
      <div className="site-casino__toolbar">
        <GameSearchBox input={lobby.search} live={lobby.live} autoFocus={params.has('search')} />
        <ProviderSelect
          providers={view.providers}
          value={view.provider}
          onChange={lobby.setProvider}
        />
      </div>
      <CategoryNav items={navItems} active={view.selected} onSelect={select} />
      <div className="site-casino__sections">
        {view.search ? (
          <GameSearchResults search={view.search} onOpen={openGame} />
        ) : view.mode !== 'previews' ? (
          view.sections.map((section) => sectionView(section, 'full'))
        ) : (
          <>
            {view.sections.flatMap((section) => {
              // The jackpot strip sits after the first category: games come first on screen.
              const first =
                section.kind === 'category' &&
                section.id === view.sections.find((item) => item.kind === 'category')?.id;
              return first
                ? [sectionView(section, 'preview'), <JackpotCards key="jackpots" />]
                : [sectionView(section, 'preview')];
            })}
            {view.empty ? <JackpotCards /> : null}
            {view.empty ? <p className="site-game-grid__message">{LL.casinoUi.empty()}</p> : null}
          </>
        )}
      </div>
    </div>
  );
}
