import { CASINO_ROUTES } from '@site/core/casino';
import { BET_HISTORY_ROUTE, DASHBOARD_TILES, RESPONSIBLE_GAMING_ROUTE } from '@site/core/shell';
import { Route, Switch } from 'wouter';
import { lazyRoute, routeChunk } from './lazy-route';
import { HomePage } from './routes/home-page';
import { NotFoundPage } from './routes/not-found-page';

// Every screen but the home page is a route chunk of its own: the home page loads none of them.
const casinoPages = routeChunk(() => import('./routes/casino-pages'));
const accountPages = routeChunk(() => import('./routes/account-pages'));
const contentPages = routeChunk(() => import('./routes/content-pages'));
const SportsRoutes = lazyRoute(() => import('./routes/sports-routes').then((m) => m.default));
const CasinoSectionPage = casinoPages.screen((m) => m.CasinoSectionPage);
const CasinoPlayPage = casinoPages.screen((m) => m.CasinoPlayPage);
const DashboardPage = accountPages.screen((m) => m.DashboardPage);
const DashboardTilePage = accountPages.screen((m) => m.DashboardTilePage);
const BetHistory = accountPages.screen((m) => m.BetHistory);
const ResponsibleGaming = accountPages.screen((m) => m.ResponsibleGaming);
const PromotionsPage = contentPages.screen((m) => m.PromotionsPage);
const ContentsPage = contentPages.screen((m) => m.ContentsPage);
const ContentPage = contentPages.screen((m) => m.ContentPage);

const startsWith = (prefix: string) => (path: string) => path.startsWith(prefix);

/** Which chunk a path's screen is in, to load it ahead (`preloadRoute`). */
const CHUNKS: readonly { matches(path: string): boolean; preload(): Promise<void> }[] = [
  { matches: startsWith('/spor/'), preload: SportsRoutes.preload },
  { matches: startsWith('/casino/'), preload: casinoPages.preload },
  {
    matches: (path) => path === '/dashboard' || path.startsWith('/dashboard/'),
    preload: accountPages.preload,
  },
  {
    matches: (path) => path === '/promotions' || path === '/pages' || path.startsWith('/pages/'),
    preload: contentPages.preload,
  },
];

/**
 * Loads the chunk of the screen at `path` (nothing for the home page and unknown paths): main.tsx
 * starts it before the app, so the chunk comes alongside the first API calls, and awaits it
 * before hydrating a server render, as the server render does before rendering.
 */
export async function preloadRoute(path: string): Promise<void> {
  const chunk = CHUNKS.find((candidate) => candidate.matches(path));
  if (chunk) await chunk.preload();
}

/** Every route of spec 000 §2 and 001 §2; the guards sit in front (GuardedRouter, RouteGuard). */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/promotions" component={PromotionsPage} />
      <Route path="/dashboard" component={DashboardPage} />
      {DASHBOARD_TILES.map((tile) => (
        <Route key={tile.id} path={tile.url}>
          <DashboardTilePage tileId={tile.id} />
        </Route>
      ))}
      <Route path={BET_HISTORY_ROUTE} component={BetHistory} />
      <Route path={RESPONSIBLE_GAMING_ROUTE} component={ResponsibleGaming} />
      <Route path="/pages" component={ContentsPage} />
      <Route path="/pages/:id">{(params) => <ContentPage id={Number(params.id)} />}</Route>
      {CASINO_ROUTES.map((route) => (
        <Route key={route.id} path={route.path}>
          <CasinoSectionPage routeId={route.id} />
        </Route>
      ))}
      <Route path="/casino/play/:game">
        {(params) => <CasinoPlayPage encoded={params.game} />}
      </Route>
      <Route path="/spor/*">
        <SportsRoutes />
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
