import { CASINO_ROUTES } from '@site/core/casino';
import { DASHBOARD_TILES, RESPONSIBLE_GAMING_ROUTE } from '@site/core/shell';
import { ContentPage, ContentsPage, DashboardPage, PromotionsPage } from '@site/react';
import { DashboardTilePage, ResponsibleGaming } from '@site/react/account';
import { CasinoLobby, GamePlayPage } from '@site/react/casino';
import { Route, Switch } from 'wouter';
import { NotFoundPage } from './not-found-page';

/**
 * The routes of spec 000 §2 and 001 §2 this brand has: the casino lobbies (its home is the
 * slots lobby), the game page, the account area and the shell's pages. No sportsbook route.
 */
export function BrandRoutes() {
  return (
    <Switch>
      <Route path="/">
        <CasinoLobby routeId="slots" />
      </Route>
      {CASINO_ROUTES.map((route) => (
        <Route key={route.id} path={route.path}>
          <CasinoLobby routeId={route.id} />
        </Route>
      ))}
      <Route path="/casino/play/:game">{(params) => <GamePlayPage encoded={params.game} />}</Route>
      <Route path="/dashboard" component={DashboardPage} />
      <Route path={RESPONSIBLE_GAMING_ROUTE} component={ResponsibleGaming} />
      {DASHBOARD_TILES.map((tile) => (
        <Route key={tile.id} path={tile.url}>
          <DashboardTilePage tileId={tile.id} />
        </Route>
      ))}
      <Route path="/promotions" component={PromotionsPage} />
      <Route path="/pages" component={ContentsPage} />
      <Route path="/pages/:id">{(params) => <ContentPage id={Number(params.id)} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
