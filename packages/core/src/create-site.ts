import { createLoginForm, type LoginForm } from './account/login-form';
import { createDialogs, type Dialogs } from './dialogs/dialogs';
import { defaultEnv } from './env/browser-env';
import type { SiteEnv } from './env/ports';
import { createHttpClient, type HttpClient } from './http/http-client';
import { createLocale, type Locale, type LocaleModule } from './i18n/locale';
import { type BalanceModule, createBalance } from './session/balance';
import { createFingerprint } from './session/fingerprint';
import { createSession, type SessionModule } from './session/session';
import { createSessionStores } from './session/session.store';
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
}

export interface Site {
  env: SiteEnv;
  http: HttpClient;
  i18n: LocaleModule;
  session: SessionModule;
  balance: BalanceModule;
  toasts: Toasts;
  dialogs: Dialogs;
  forms: { login: LoginForm };
  /** Start-up work for a browser page: make sure a visitor holds an anonymous token. */
  start(): Promise<void>;
}

/**
 * The composition root: builds every store for one user context. Call it once per page (or
 * once per request on a server); nothing here runs I/O until `start()` or a first subscriber.
 */
export function createSite(options: SiteOptions = {}): Site {
  const env: SiteEnv = { ...defaultEnv(), ...options.env };
  const i18n = createLocale(env.storage, options.locale);
  const fingerprint = createFingerprint(env.storage);
  const stores = createSessionStores(env.storage);
  const session = createSession({ stores, storage: env.storage, http: () => http });
  const http = createHttpClient({
    fetch: env.fetch,
    baseUrl: options.baseUrl ?? `${env.platform.origin()}/`,
    bases: { api: options.apiBase ?? 'api/', sportsbook: options.sportsbookBase ?? 'sbapi/api/' },
    locale: () => i18n.$locale.get(),
    fingerprint,
    tokens: session.tokens,
  });
  const balance = createBalance({ http, clock: env.clock, $authData: session.$authData });
  const toasts = createToasts();
  const dialogs = createDialogs();

  return {
    env,
    http,
    i18n,
    session,
    balance,
    toasts,
    dialogs,
    forms: { login: createLoginForm({ session, toasts, dialogs }) },
    async start() {
      try {
        await session.ensureAnonymousToken();
      } catch {
        // Without a token the first call gets a 401 and fetches one; start-up continues.
      }
    },
  };
}
