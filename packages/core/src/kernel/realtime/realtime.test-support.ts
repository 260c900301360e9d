import { createFullSite, type FullSiteOptions as SiteOptions } from '../../entries/full';
import { createTestEnv, ok, type TestEnv } from '../../testing';
import type { WebSocketPort } from '../env/ports';
import { AUTH_DATA_KEY } from '../session/session.types';
import { createFakeHubClients } from './fake-hub-client';

// Shared set-up of the realtime and notifications tests: a site on a test env whose hubs are
// fake clients, with a platform that counts its subscriptions.

export const playerAuth = {
  token: 'player-token',
  username: 'ayse',
  group: 1,
  usercode: '1001',
  balance: 100,
  betsyCid: '',
  betsyUrl: '',
  betsyToken: '',
  betcoToken: '',
  betcoUrl: '',
  phone: '905551112233',
  smsVerified: true,
};

export const storedSession = { [AUTH_DATA_KEY]: JSON.stringify(playerAuth) };

export interface CountingEnv extends TestEnv {
  /** Visibility and online subscriptions currently open. */
  platformSubscriptions(): number;
}

export function countingTestEnv(storage: Record<string, string> = {}): CountingEnv {
  const env = createTestEnv({ storage });
  let open = 0;
  const counted =
    <T>(subscribe: (listener: T) => () => void) =>
    (listener: T) => {
      open++;
      const unsubscribe = subscribe(listener);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        open--;
        unsubscribe();
      };
    };
  const platform = env.platform;
  env.platform = {
    ...platform,
    onVisibilityChange: counted(platform.onVisibilityChange),
    onOnline: counted(platform.onOnline),
  };
  env.routes.route('GET /api/auth/token', () => ok('anon-token'));
  env.routes.route('POST /api/auth/login', () => ok(playerAuth, 'Hoş geldiniz'));
  env.routes.route('GET /api/auth/logout', () => ok(null));
  env.routes.route('POST /api/customer/notification', () => ok([]));
  env.routes.route('POST /api/customer/readnotification', () => ok({ updated: 0, unread: 0 }));
  return Object.assign(env, { platformSubscriptions: () => open });
}

export function setupSite(
  options: Omit<SiteOptions, 'env' | 'realtime'> & {
    storage?: Record<string, string>;
    hubPaths?: NonNullable<SiteOptions['realtime']>['hubPaths'];
    WebSocket?: WebSocketPort;
    /** Visitor links (on by default in a site); off here, so tests follow the player's link. */
    visitors?: boolean;
  } = {},
) {
  const { storage, hubPaths, WebSocket, visitors = false, ...siteOptions } = options;
  const env = countingTestEnv(storage);
  env.WebSocket = WebSocket;
  const fakes = createFakeHubClients();
  const site = createFullSite({
    ...siteOptions,
    env,
    realtime: { hubClient: fakes.factory, hubPaths, visitors },
  });
  return { env, fakes, site };
}

export async function login(site: ReturnType<typeof setupSite>['site']) {
  await site.session.login({ username: 'ayse', password: 'secret1' });
  await flush();
}

/** Lets promise chains (fake clients, route fetch) run to rest. */
export async function flush(rounds = 10) {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setImmediate(resolve));
}
