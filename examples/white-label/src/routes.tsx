import { CASINO_ROUTES } from '@site/core/casino';
import { DASHBOARD_TILES } from '@site/core/shell';
import { ContentPage, ContentsPage, DashboardPage, PromotionsPage } from '@site/react';
import { BonusHistory, FinancialHistory, GameHistory, SessionHistory } from '@site/react/account';
import { CasinoLobby, GamePlayPage } from '@site/react/casino';
import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { AccountSectionPage } from './account-section-page';
import { NotFoundPage } from './not-found-page';

/** The history tiles' pages; the other tiles are account sections (deposit, withdraw, details). */
const HISTORY_PAGES: Readonly<Record<string, ComponentType>> = {
  financialHistory: FinancialHistory,
  gameActivities: GameHistory,
  sessionHistory: SessionHistory,
  bonuses: BonusHistory,
};

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
      {DASHBOARD_TILES.map((tile) => (
        <Route
          key={tile.id}
          path={tile.url}
          component={HISTORY_PAGES[tile.id] ?? (() => <AccountSectionPage tileId={tile.id} />)}
        />
      ))}
      <Route path="/promotions" component={PromotionsPage} />
      <Route path="/pages" component={ContentsPage} />
      <Route path="/pages/:id">{(params) => <ContentPage id={Number(params.id)} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
