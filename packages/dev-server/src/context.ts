import type { Context } from 'hono';
import type { FaultRegistry } from './faults/fault-registry';
import type { ActivityLog } from './history/activity-log';
import type { Locale } from './http/locale';
import type { HubServer } from './hubs/hub.types';
import type { ProtectionBook } from './protection/protection-book';
import type { AccountStore } from './state/accounts';
import type { CodeStore } from './state/codes';
import type { NotificationCenter } from './state/notifications';
import type { Caller, TokenStore } from './state/tokens';
import type { Wallet } from './state/wallet';
import type { Clock } from './support/clock';
import type { Random } from './support/random';

/**
 * Everything one dev server instance owns. Built once by `createDevServer` and handed to every
 * route module; there is no module-level state, so two servers in one process never share data.
 */
export interface ServerContext {
  readonly seed: number;
  /** Seeded PRNG; call `random.fork('my-domain')` for an independent stream per domain. */
  readonly random: Random;
  /** `now()` and timers: use these, not Date.now or setTimeout, so tests can fake time. */
  readonly clock: Clock;
  readonly log: (line: string) => void;
  readonly accounts: AccountStore;
  readonly tokens: TokenStore;
  readonly codes: CodeStore;
  readonly notifications: NotificationCenter;
  /** Balance moves (bets, deposits, bonuses): rounding plus the pushed notification. */
  readonly wallet: Wallet;
  /** Logins, casino rounds and bonuses, listed by the history extensions. */
  readonly activity: ActivityLog;
  /** Player protection (extension): limits, reality check, time-outs and self-exclusions. */
  readonly protection: ProtectionBook;
  /** Push `NotifyMessage` invocations: `hubs.broadcast('sbnotify', 'oddChanged', batch)`. */
  readonly hubs: HubServer;
  readonly faults: FaultRegistry;
  /** The origin for absolute URLs to pages the server hosts (payment page, game pages, images). */
  publicOrigin(c: Context): string;
}

/** Hono variables set by the shared middleware before any route runs. */
export interface AppVariables {
  locale: Locale;
  /** Set on every /api and /sbapi/api route except auth/token and the domains' public pages (see http/auth.ts). */
  caller: Caller;
}

export interface AppEnv {
  Variables: AppVariables;
}
