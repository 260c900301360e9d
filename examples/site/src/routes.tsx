import { CASINO_ROUTES } from '@site/core/casino';
import { BET_HISTORY_ROUTE, DASHBOARD_TILES, RESPONSIBLE_GAMING_ROUTE } from '@site/core/shell';
import { ContentPage, ContentsPage, DashboardPage, PromotionsPage } from '@site/react';
import { BetHistory, DashboardTilePage, ResponsibleGaming } from '@site/react/account';
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { CasinoPlayPage } from './routes/casino-play-page';
import { CasinoSectionPage } from './routes/casino-section-page';
import { HomePage } from './routes/home-page';
import { NotFoundPage } from './routes/not-found-page';

// Sportsbook screens are a route chunk of their own: the home page does not load them.
const SportsRoutes = lazy(() => import('./routes/sports-routes'));

function SportsLoading() {
  return <div className="demo-route-loading" role="status" aria-busy="true" />;
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
        <Suspense fallback={<SportsLoading />}>
          <SportsRoutes />
        </Suspense>
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
