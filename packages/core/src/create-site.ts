import { type AccountFlows, type CookiePort, createAccountFlows, documentCookies } from './account';
import { createLoginForm, type LoginForm } from './account/login-form';
import { type BetSlip, createBetSlip } from './bet-slip';
import { type BootstrapModule, createBootstrap } from './bootstrap/bootstrap';
import { type Brand, type BrandOptions, createBrand } from './brand';
import { type CallRequestFlows, createCallRequestFlows } from './call-request';
import { type Casino, type CasinoOptions, createCasino } from './casino';
import { createDialogs, type Dialogs } from './dialogs/dialogs';
import { defaultEnv } from './env/browser-env';
import type { SiteEnv } from './env/ports';
import { createHttpClient, type HttpClient } from './http/http-client';
import { createLocale, type Locale, type LocaleModule } from './i18n/locale';
import { createNotifications, type NotificationsModule } from './notifications/notifications';
import { createPaymentFlows, type PaymentFlows, type PaymentFlowsOptions } from './payments';
import { createRealtime, type RealtimeModule, type RealtimeOptions } from './realtime/realtime';
import { type BalanceModule, createBalance } from './session/balance';
import { createFingerprintStartup, type FingerprintOptions } from './session/fingerprint-startup';
import { createSession, type SessionModule } from './session/session';
import { createSessionStores } from './session/session.store';
import { createShell, type Shell } from './shell/shell';
import { createSportsbook, type Sportsbook, type TopLeagueKey } from './sportsbook';
import { SDK_STORAGE_KEYS } from './storage/sdk-storage-keys';
import { createToasts, type Toasts } from './toasts/toasts';

export interface SiteOptions {
  /** Replace any port (fetch, storage, clock, platform, WebSocket); the rest use browser defaults. */
  env?: Partial<SiteEnv>;
  /** Absolute URL the API bases resolve against. Default: the page's origin. */
  baseUrl?: string;
  /** Main API base. Default `api/`. */
  apiBase?: string;
  /** Sportsbook API base. Default `sbapi/api/`. */
  sportsbookBase?: string;
  /** Start language; default: the stored `lang`, else tr. */
  locale?: Locale;
  /** Hub paths (default `hub/frnotify`, `hub/sbnotify`) and an optional hub client. */
  realtime?: RealtimeOptions;
  /** Start-up fingerprinting: `cms/coveryjs` and an external service, both off by default. */
  fingerprint?: FingerprintOptions;
  /** The site's default domain; off it the TOP_NOTIFY banner shows. Default: the server's current. */
  defaultDomain?: string;
  /** Casino: device (mobile opens the play modal), lobby URL, dev-only http game URLs. */
  casino?: CasinoOptions;
  /** Payments: `allowInsecureDepositUrls` for a dev server's http payment pages. */
  payments?: PaymentFlowsOptions;
  /** Where affiliate cookies (refId, partner, subid, source) are read. Default: document.cookie. */
  cookies?: CookiePort;
  /** Name, logo, licence, copyright year, providers, social links; default: today's. */
  brand?: BrandOptions;
  sportsbook?: {
    /** Competition ids of the 11 Top Leagues; default: the dev server's. */
    topLeagueIds?: Partial<Record<TopLeagueKey, number>>;
    /** Time zone kick-off times are shown in; default: the runtime's. */
    timeZone?: string;
    /** Address of the live match tracker for a feed id; default: `tracker/{feedId}` under the sportsbook base. */
    trackerUrl?: (feedId: number) => string;
  };
}

export interface Site {
  env: SiteEnv;
  /** The white label's name, logo, licence, copyright, providers and social links. */
  brand: Brand;
  http: HttpClient;
  i18n: LocaleModule;
  session: SessionModule;
  balance: BalanceModule;
  toasts: Toasts;
  dialogs: Dialogs;
  /** SignalR hubs, live while a player is logged in. */
  realtime: RealtimeModule;
  notifications: NotificationsModule;
  /** Start-up data (`cms/grouped`): cached, refreshed at start, derived stores per screen. */
  bootstrap: BootstrapModule;
  /** Side menu, top bar, image popup, guards, dashboard actions. */
  shell: Shell;
  /** Catalogue, search, favourites, provider launch, play state, jackpots. */
  casino: Casino;
  /** Register, phone verification (dialog and customer area), recovery, change password. */
  account: AccountFlows;
  /** Deposit and withdraw dialogs built from server-defined fields. */
  payments: PaymentFlows;
  callRequest: CallRequestFlows;
  /** Live and prematch feeds, favourites, the odds stream and the odds format. */
  sportsbook: Sportsbook;
  betSlip: BetSlip;
  forms: { login: LoginForm };
  /**
   * Start-up work for a browser page: window-message listeners, fingerprinting when
   * configured, the real-time link of a restored session, the anonymous token, the bootstrap.
   */
  start(): Promise<void>;
  /**
   * Undoes `start()`: stops the window-message and language listeners and closes the hubs
   * (e.g. when a micro-frontend unmounts). Store side effects stop with their last subscriber.
   */
  dispose(): Promise<void>;
}

/**
 * The composition root: builds every store for one user context. Call it once per page (or
 * once per request on a server); nothing here runs I/O until `start()` or a first subscriber.
 */
export function createSite(options: SiteOptions = {}): Site {
  const env: SiteEnv = defaultEnv(options.env);
  // The API bases and the hub paths resolve against the same URL.
  const baseUrl = options.baseUrl ?? `${env.platform.origin()}/`;
  const i18n = createLocale(env.storage, options.locale);
  // Start-up fingerprinting (cms/coveryjs, an external service) is off unless configured.
  const fingerprintStartup = createFingerprintStartup({
    storage: env.storage,
    clock: env.clock,
    http: () => http,
    options: options.fingerprint,
  });
  const fingerprint = fingerprintStartup.fingerprint;
  const stores = createSessionStores(env.storage);
  const session = createSession({
    stores,
    storage: env.storage,
    http: () => http,
    ownedStorageKeys: SDK_STORAGE_KEYS,
  });
  const http = createHttpClient({
    fetch: env.fetch,
    baseUrl,
    bases: { api: options.apiBase ?? 'api/', sportsbook: options.sportsbookBase ?? 'sbapi/api/' },
    locale: () => i18n.$locale.get(),
    fingerprint,
    tokens: session.tokens,
  });
  const balance = createBalance({ http, clock: env.clock, $authData: session.$authData });
  const toasts = createToasts();
  const dialogs = createDialogs();
  const realtime = createRealtime({
    session,
    env,
    baseUrl,
    fingerprint,
    options: options.realtime,
  });
  const notifications = createNotifications({ http, session, realtime });
  // Pushes may have been missed while the sportsbook hub was down: odds and slip re-fetch.
  const onSportsbookReconnected = (handler: () => void) =>
    realtime.on('reconnected', ({ hub }) => {
      if (hub === 'sbnotify') handler();
    });
  const sportsbookOptions = options.sportsbook ?? {};
  const sportsbook = createSportsbook({
    http,
    clock: env.clock,
    storage: env.storage,
    $locale: i18n.$locale,
    subscribeOddChanges: (handler) => realtime.onCommand('oddChanged', handler),
    onReconnected: onSportsbookReconnected,
    ...(sportsbookOptions.topLeagueIds ? { topLeagueIds: sportsbookOptions.topLeagueIds } : {}),
    ...(sportsbookOptions.timeZone ? { timeZone: sportsbookOptions.timeZone } : {}),
  });
  const betSlip = createBetSlip({
    http,
    clock: env.clock,
    toasts,
    $session: session.$session,
    $activeLiveEvent: sportsbook.live.$activeEvent,
    onReconnected: onSportsbookReconnected,
    // The tracker lives under the sportsbook API, resolved like the HTTP client's bases.
    sportsbookBaseUrl: new URL(options.sportsbookBase ?? 'sbapi/api/', baseUrl).href,
    ...(sportsbookOptions.trackerUrl ? { trackerUrl: sportsbookOptions.trackerUrl } : {}),
  });
  const bootstrap = createBootstrap({
    http: () => http,
    storage: env.storage,
    platform: env.platform,
    $locale: i18n.$locale,
    defaultDomain: options.defaultDomain,
  });
  const brand = createBrand(options.brand);
  const shell = createShell({
    brand,
    storage: env.storage,
    clock: env.clock,
    platform: env.platform,
    session,
    dialogs,
    i18n,
    bootstrap,
    notifications,
    // The menu's only game search is Aviator (spec 001 §2): the casino opens its first result.
    searchGames: (_action, searchOptions) => casino.search.openAviator(searchOptions),
  });
  const casino = createCasino(
    {
      http,
      session,
      toasts,
      dialogs,
      storage: env.storage,
      platform: env.platform,
      $locale: i18n.$locale,
      $rawCategories: bootstrap.$casinoCategories,
      $rawJackpotCards: bootstrap.$egtJackpotCards,
    },
    options.casino,
  );
  const account = createAccountFlows({
    http,
    session,
    toasts,
    dialogs,
    clock: env.clock,
    storage: env.storage,
    trialBonusAmount: bootstrap.$trialBonusAmount,
    cookies: options.cookies ?? documentCookies,
  });
  const payments = createPaymentFlows(
    { http, toasts, dialogs, clock: env.clock, platform: env.platform },
    options.payments,
  );
  const callRequest = createCallRequestFlows({ http, toasts, dialogs, session });

  return {
    brand,
    env,
    http,
    i18n,
    session,
    balance,
    toasts,
    dialogs,
    realtime,
    notifications,
    bootstrap,
    shell,
    casino,
    account,
    payments,
    callRequest,
    sportsbook,
    betSlip,
    forms: { login: createLoginForm({ session, toasts, dialogs }) },
    async dispose() {
      bootstrap.stop();
      await realtime.disconnect();
    },
    async start() {
      // Window messages may bring bootstrap keys at once; fingerprinting (when configured)
      // comes before the calls that send x-fingerprint.
      bootstrap.start();
      await fingerprintStartup.run();
      // A session restored from storage gets its real-time link like a fresh login.
      void realtime.connect();
      try {
        await session.ensureAnonymousToken();
      } catch {
        // Without a token the first call gets a 401 and fetches one; start-up continues.
      }
      // Screens read the cached bootstrap meanwhile; a failed load is false, start-up goes on.
      await bootstrap.load();
    },
  };
}
