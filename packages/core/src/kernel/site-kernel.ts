import { type BootstrapModule, createBootstrap } from './bootstrap/bootstrap';
import { BOOTSTRAP_MESSAGE_TYPE, type StoredBootstrap } from './bootstrap/bootstrap.types';
import { createDialogs, type DialogsModule } from './dialogs/dialogs';
import { defaultEnv } from './env/browser-env';
import type { SiteEnv } from './env/ports';
import { createErrorReports, type ErrorsModule } from './errors/error-reports';
import { createHttpClient, type HttpClient } from './http/http-client';
import { createLocale, type Locale, type LocaleModule } from './i18n/locale';
import { createLinkPolicy, type LinksModule } from './links/image-source';
import { createPeerRegistry, type PeersModule } from './peers';
import { createPendingWork, type PendingWork } from './pending-work';
import { createRealtime, type RealtimeModule, type RealtimeOptions } from './realtime/realtime';
import { type BalanceModule, createBalance } from './session/balance';
import { createFingerprintStartup, type FingerprintOptions } from './session/fingerprint-startup';
import { createSession, type SessionModule } from './session/session';
import { createSessionStores } from './session/session.store';
import { KERNEL_STORAGE_KEYS } from './storage/sdk-storage-keys';
import { createToasts, type ToastsModule } from './toasts/toasts';

export interface KernelOptions {
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
  /**
   * Origins server images (slides, promotions, popup, game tiles) may load from besides the
   * page's own, e.g. `['https://cdn.example', 'https://*.img.example']`. Default none.
   */
  imageOrigins?: readonly string[];
}

/** What every site has, whichever modules it was composed with. */
/** `TCommands`: the push commands `realtime` types (a module's kernel: the module's own). */
export interface SiteKernel<TCommands extends object = object> {
  env: SiteEnv;
  /**
   * The escape hatch for a call the SDK does not wrap: envelope unwrapping, tokens, locale and
   * fingerprint headers, the 401 retry. Prefer a module's action where one exists.
   */
  http: HttpClient;
  i18n: LocaleModule;
  session: SessionModule;
  balance: BalanceModule;
  toasts: ToastsModule;
  dialogs: DialogsModule;
  /** SignalR hubs: the composed modules' for a player; for a visitor, those serving visitors. */
  realtime: RealtimeModule<TCommands>;
  /** Start-up data (`cms/grouped`): cached, refreshed at start, derived stores per screen. */
  bootstrap: BootstrapModule;
  /** The URL policy for server links and images (`site.links.imageSource(url)`). */
  links: LinksModule;
  /** Errors a front end's boundaries caught: `site.errors.on('error', report => …)`. */
  errors: ErrorsModule;
  /** Optional links between modules (see `SitePeers`). */
  peers: PeersModule;
  /** Adds storage keys a module writes to the ones logout clears (spec 000 §4). */
  ownStorageKeys(keys: Iterable<string>): void;
  /** Absolute URLs the HTTP bases resolved to (modules build addresses under them). */
  urls: { base: string; api: string; sportsbook: string };
  /**
   * Start-up work for a browser page: window-message listeners, fingerprinting when
   * configured, the real-time link of a restored session, the anonymous token, the bootstrap,
   * then each module's own start-up. After a server render, pass the bootstrap the page
   * carries: it is applied at once (before the first render) and not fetched again.
   */
  start(options?: StartOptions): Promise<void>;
  /**
   * Undoes `start()`: stops the window-message and language listeners and closes the hubs
   * (e.g. when a micro-frontend unmounts), a hub still in its handshake included: resolves
   * once no connection is left. Store side effects stop with their last subscriber.
   */
  dispose(): Promise<void>;
  /**
   * Resolves when the site's work is done: every HTTP call in flight and `start()`, and the
   * calls their answers start, until a turn ends with none. Timers on the clock port (polls,
   * debounces) are not waited for. For tests and server renders.
   */
  settled(): Promise<void>;
}

export interface StartOptions {
  /** The bootstrap a server render already loaded (`cms/grouped`), e.g. from the page. */
  bootstrap?: StoredBootstrap;
}

/** Builds the kernel every module installs into; nothing runs I/O until `start()`. */
export function createKernel(options: KernelOptions = {}): SiteKernel {
  const env: SiteEnv = defaultEnv(options.env);
  // The API bases and the hub paths resolve against the same URL.
  const baseUrl = options.baseUrl ?? `${env.platform.origin()}/`;
  const apiBase = options.apiBase ?? 'api/';
  const sportsbookBase = options.sportsbookBase ?? 'sbapi/api/';
  const toasts = createToasts();
  // A language whose texts failed to load stays unswitched and says so in a toast.
  const i18n = createLocale(env.storage, toasts, options.locale);
  // Start-up fingerprinting (cms/coveryjs, an external service) is off unless configured.
  const fingerprintStartup = createFingerprintStartup({
    storage: env.storage,
    clock: env.clock,
    http: () => http,
    options: options.fingerprint,
  });
  const fingerprint = fingerprintStartup.fingerprint;
  const stores = createSessionStores(env.storage);
  // Modules add the keys they write; logout clears exactly these.
  const ownedStorageKeys = new Set(KERNEL_STORAGE_KEYS);
  const session = createSession({
    stores,
    storage: env.storage,
    http: () => http,
    ownedStorageKeys,
    tabStorage: env.tabStorage,
  });
  const work = createPendingWork();
  const http = trackedHttp(
    createHttpClient({
      fetch: env.fetch,
      clock: env.clock,
      baseUrl,
      bases: { api: apiBase, sportsbook: sportsbookBase },
      locale: () => i18n.$locale.get(),
      fingerprint,
      tokens: session.tokens,
    }),
    work,
  );
  const balance = createBalance({ http, clock: env.clock, $authData: session.$authData });
  const realtime = createRealtime({
    session,
    env,
    baseUrl,
    fingerprint,
    options: options.realtime,
  });
  const bootstrap = createBootstrap({
    http: () => http,
    storage: env.storage,
    platform: env.platform,
    $locale: i18n.$locale,
    defaultDomain: options.defaultDomain,
  });

  let stopFollowingTabs: (() => void) | undefined;

  return {
    env,
    http,
    i18n,
    session,
    balance,
    toasts,
    dialogs: createDialogs(),
    realtime,
    bootstrap,
    links: createLinkPolicy({
      origin: () => env.platform.origin(),
      imageOrigins: options.imageOrigins,
    }),
    errors: createErrorReports(env.clock),
    peers: createPeerRegistry(),
    ownStorageKeys(keys) {
      for (const key of keys) ownedStorageKeys.add(key);
    },
    urls: {
      base: baseUrl,
      api: new URL(apiBase, baseUrl).href,
      sportsbook: new URL(sportsbookBase, baseUrl).href,
    },
    start: (startOptions = {}) => work.track(start(startOptions)),
    settled: () => work.settled(),
    async dispose() {
      bootstrap.stop();
      stopFollowingTabs?.();
      stopFollowingTabs = undefined;
      await realtime.disconnect();
    },
  };

  async function start(startOptions: StartOptions): Promise<void> {
    // Synchronous, so the first client render matches a server render's markup.
    if (startOptions.bootstrap) {
      bootstrap.applyMessage({ type: BOOTSTRAP_MESSAGE_TYPE, data: startOptions.bootstrap });
    }
    // Window messages may bring bootstrap keys at once; fingerprinting (when configured)
    // comes before the calls that send x-fingerprint.
    bootstrap.start();
    // A login or logout in another tab reaches this one (storage events).
    if (env.platform.onStorage && !stopFollowingTabs) {
      stopFollowingTabs = session.followOtherTabs(env.platform.onStorage.bind(env.platform));
    }
    await fingerprintStartup.run();
    // A session restored from storage gets its real-time link like a fresh login.
    void realtime.connect();
    try {
      await session.ensureAnonymousToken();
      // A visitor's hubs (live odds) connect with the anonymous token.
      void realtime.connect();
    } catch {
      // Without a token the first call gets a 401 and fetches one; start-up continues.
    }
    // Screens read the cached bootstrap meanwhile; a failed load is false, start-up goes on.
    if (!startOptions.bootstrap) await bootstrap.refresh();
  }
}

function trackedHttp(http: HttpClient, work: PendingWork): HttpClient {
  return {
    get: (path, request) => work.track(http.get(path, request)),
    post: (path, body, request) => work.track(http.post(path, body, request)),
  };
}
