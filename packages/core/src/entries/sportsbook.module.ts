import { refreshOnLocaleChange } from '../kernel/i18n/refresh-on-locale';
import type { SiteModule } from '../kernel/site-module';
import { createSportsbook, type SportsbookModule, type TopLeagueKey } from '../sportsbook';
import { type BetSlipModule, createBetSlip } from '../sportsbook/bet-slip';
import {
  BET_SETTLED_COMMAND,
  BET_SETTLED_MESSAGE_KEYS,
  type BetSettled,
  type BetSettledMessageKey,
  betSettledSchema,
  followSettledBets,
} from '../sportsbook/bet-slip/bet-settled';
import { SLIP_SETTINGS_STORAGE_KEYS } from '../sportsbook/bet-slip/slip-settings';
import {
  type LocalisedTrackerUrl,
  localisedTrackerUrl,
  trackerInLanguage,
} from '../sportsbook/bet-slip/tracker-locale';
import { oddChangedMessageSchema } from '../sportsbook/odds-stream.types';
import { SPORTSBOOK_STORAGE_KEYS } from '../sportsbook/sportsbook.constants';

export interface SportsbookModuleOptions {
  /** Competition ids of the 11 Top Leagues; default: the dev server's. */
  topLeagueIds?: Partial<Record<TopLeagueKey, number>> | undefined;
  /** Time zone kick-off times are shown in; default: the runtime's. */
  timeZone?: string | undefined;
  /**
   * Address of the live match tracker for a feed id in the site's language; default:
   * `tracker/{feedId}?lang={locale}` under the sportsbook base. Rebuilt on a language change.
   */
  trackerUrl?: LocalisedTrackerUrl | undefined;
}

export interface SportsbookApi {
  /** Live and prematch feeds, favorites, the odds stream and the odds format. */
  sportsbook: SportsbookModule;
  betSlip: BetSlipModule;
}

/** The pushes the sportsbook reads (sbnotify): odds moves (checked as a list) and settled bets. */
export interface SportsbookCommands {
  oddChanged: unknown[];
  /** Issue 21 (extension): a bet of the player settled. */
  betSettled: BetSettled;
}

/** Adds `site.sportsbook` and `site.betSlip`; listens to `oddChanged` pushes of the sbnotify hub. */
export function sportsbookModule(
  options: SportsbookModuleOptions = {},
): SiteModule<'sportsbook', SportsbookApi, BetSettledMessageKey, SportsbookCommands> {
  return {
    name: 'sportsbook',
    textKeys: BET_SETTLED_MESSAGE_KEYS,
    install(kernel) {
      const { http, realtime, env } = kernel;
      // Live odds move for visitors too: the hub also connects with the anonymous token.
      realtime.useHub('sbnotify', { visitors: true });
      realtime.validateCommand('oddChanged', oddChangedMessageSchema);
      realtime.validateCommand(BET_SETTLED_COMMAND, betSettledSchema);
      kernel.ownStorageKeys(Object.values(SPORTSBOOK_STORAGE_KEYS));
      kernel.ownStorageKeys(Object.values(SLIP_SETTINGS_STORAGE_KEYS));
      const onBetSettled = (handler: (settled: BetSettled) => void) =>
        realtime.onCommand(BET_SETTLED_COMMAND, handler);
      kernel.peers.provide('sportsbookPages', true);
      // Pushes may have been missed while the sportsbook hub was down: odds and slip re-fetch.
      const onSportsbookReconnected = (handler: () => void) =>
        realtime.on('reconnected', ({ hub }) => {
          if (hub === 'sbnotify') handler();
        });
      const sportsbook = createSportsbook({
        http,
        clock: env.clock,
        storage: env.storage,
        $locale: kernel.i18n.$locale,
        subscribeOddChanges: (handler) => realtime.onCommand('oddChanged', handler),
        onReconnected: onSportsbookReconnected,
        topLeagueIds: options.topLeagueIds,
        timeZone: options.timeZone,
      });
      const slip = createBetSlip({
        http,
        clock: env.clock,
        toasts: kernel.toasts,
        $session: kernel.session.$session,
        $activeLiveEvent: sportsbook.live.$activeEvent,
        odds: sportsbook.odds,
        onReconnected: onSportsbookReconnected,
        sportsbookBaseUrl: kernel.urls.sportsbook,
        storage: env.storage,
        onBetSettled,
      });
      // Issue 21: a settled bet is told wherever the player is (toast, balance).
      const stopSettled = followSettledBets({
        onBetSettled,
        toasts: kernel.toasts,
        $locale: kernel.i18n.$locale,
        refreshBalance: kernel.balance.refreshBalance,
      });
      kernel.peers.provide('myBets', slip.myBets);
      kernel.peers.provide('oddsChangePolicy', () => slip.$oddsChangePolicy.get());
      // The live tracker follows the site's language (issue 23).
      const betSlip: BetSlipModule = {
        ...slip,
        $liveTracker: trackerInLanguage(
          slip.$liveTracker,
          kernel.i18n.$locale,
          options.trackerUrl ?? localisedTrackerUrl(kernel.urls.sportsbook),
        ),
      };
      // The server names events, markets and picks in the x-locale language: what this module
      // holds besides the feeds (which reload on the language themselves) is fetched again.
      const { prematch } = sportsbook;
      const stopFollowingLanguage = refreshOnLocaleChange(kernel.i18n.$locale, [
        { $store: slip.$oddList, refresh: () => slip.loadSlip({ silent: true }) },
        { $store: slip.myBets.$myBets, refresh: slip.myBets.refresh, loadsOnWatch: true },
        { $store: prematch.$selectedCompetitions, refresh: prematch.refreshSelected },
        {
          $store: prematch.$popularEvents,
          refresh: prematch.loadPopularEvents,
          loadsOnWatch: true,
        },
        {
          $store: prematch.$popularCompetitions,
          refresh: prematch.loadPopularCompetitions,
          loadsOnWatch: true,
        },
      ]);
      return {
        api: { sportsbook, betSlip },
        dispose() {
          stopFollowingLanguage();
          stopSettled();
        },
      };
    },
  };
}
