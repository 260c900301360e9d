import { computed } from 'nanostores';
import type { SiteModule } from '../kernel/site-module';
import {
  CASHOUT_MESSAGE_KEYS,
  type CashoutMessageKey,
} from '../sportsbook/cashout/cashout.messages';
import { type CashoutChanged, cashoutChangedSchema } from '../sportsbook/cashout/cashout.schemas';
import type { CashoutModule, OddsChangeChoice } from '../sportsbook/cashout/cashout.types';
import { createCashout } from '../sportsbook/cashout/create-cashout';

export interface CashoutModuleOptions {
  /**
   * The player's odds-change choice, read at each cash-out: `any` takes whatever value the
   * server has now, `higher` a higher one, `none` asks the player to confirm every changed
   * value. Default: the bet slip's stored choice when the sportsbook module is composed, else
   * `none`.
   */
  acceptChange?: (() => OddsChangeChoice) | undefined;
}

export interface CashoutApi {
  /** Cash-out of running bets, in full or in part (extension: docs/cashout.md). */
  cashout: CashoutModule;
}

/** The push the cash-out reads (sbnotify). */
export interface CashoutCommands {
  /** Extension: a running bet's cash-out value (null: none on offer). */
  cashoutChanged: CashoutChanged;
}

/**
 * Adds `site.cashout` (an extension; a backend without cash-out simply does not compose it).
 * Reads `cashoutChanged` pushes of the sportsbook hub; seeds values from My Bets when the
 * sportsbook module is composed, and reloads My Bets, the bet history and the balance after a
 * cash-out.
 */
export function cashoutModule(
  options: CashoutModuleOptions = {},
): SiteModule<'cashout', CashoutApi, CashoutMessageKey, CashoutCommands> {
  return {
    name: 'cashout',
    textKeys: CASHOUT_MESSAGE_KEYS,
    install(kernel) {
      const { realtime, session, peers } = kernel;
      realtime.useHub('sbnotify', { visitors: true });
      realtime.validateCommand('cashoutChanged', cashoutChangedSchema);
      const $identity = computed(session.$session, (state) =>
        state.hasLogin ? (state.username ?? '') : null,
      );
      const { dispose, ...cashout } = createCashout({
        http: kernel.http,
        isLoggedIn: () => session.$session.get().hasLogin,
        $identity,
        subscribePushes: (handler) => realtime.onCommand('cashoutChanged', handler),
        myBets: () => peers.get('myBets'),
        reloadBetHistory: () => void peers.get('betHistory')?.load(),
        refreshBalance: () => kernel.balance.refreshBalance(),
        acceptChange: options.acceptChange ?? (() => peers.get('oddsChangePolicy')?.() ?? 'none'),
      });
      return { api: { cashout }, dispose };
    },
  };
}
