// Every import of the SDK in this example goes through this file: the kernel from `@site/core`,
// the sportsbook module (bet slip included) from `@site/core/sportsbook`, the casino module
// from `@site/core/casino`, the login form from `@site/core/shell`, nothing else.
import { createSite, type SiteTextKey } from '@site/core';
import { casinoModule } from '@site/core/casino';
import { createLoginForm } from '@site/core/shell';
import { sportsbookModule } from '@site/core/sportsbook';

export {
  type DisplayText,
  errorText,
  type FieldError,
  formatMoney,
  LOCALES,
  type Locale,
  type Toast,
} from '@site/core';
export {
  type CasinoLobby,
  type Game,
  type LobbySection,
  type LobbyView,
  lobbyPreview,
} from '@site/core/casino';
export {
  type BetSlipModule,
  isPlausibleOdds,
  type LiveEventView,
  type LiveSportView,
  ODDS_FORMATS,
  type OddCell,
  type OddsFormat,
  type SlipOdd,
} from '@site/core/sportsbook';

/**
 * One site per page: the kernel (session, balance, locale, hubs), the sportsbook and the casino
 * (its lobby only: the same `site.casino.lobby(slug)` store the React site renders). The shell
 * module is not composed — this page has no side menu, notifications or frnotify hub — so the
 * header takes only the core's login form (its validation and toasts), not the whole shell.
 */
export function createVanillaSite() {
  const site = createSite({ modules: [sportsbookModule(), casinoModule()] });
  return Object.assign(site, { loginForm: createLoginForm(site) });
}

export type Site = ReturnType<typeof createVanillaSite>;

/** Every key this page's core can ask it to show: the kernel's, the sportsbook's, the casino's. */
export type CoreTextKey = SiteTextKey<
  [ReturnType<typeof sportsbookModule>, ReturnType<typeof casinoModule>]
>;
