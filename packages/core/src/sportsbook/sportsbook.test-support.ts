// Fixtures for the sportsbook and bet-slip unit tests: answers shaped like the dev server's.
import { createFullSite } from '../entries/full';
import { AUTH_DATA_KEY } from '../kernel/session/session.types';
import { flushMicrotasks } from '../testing/flush';
import { createTestEnv } from '../testing/test-env';

export const PLAYER_AUTH = {
  token: 'player-token',
  username: 'ayse',
  group: 1,
  usercode: '1001',
  balance: 1500,
  betsyCid: '',
  betsyUrl: '',
  betsyToken: '',
  betcoToken: '',
  betcoUrl: '',
  phone: '905551112233',
  smsVerified: true,
};

export function setupSite(options: { loggedIn?: boolean; storage?: Record<string, string> } = {}) {
  const storage = { ...options.storage };
  if (options.loggedIn) storage[AUTH_DATA_KEY] = JSON.stringify(PLAYER_AUTH);
  storage.anonymousToken ??= '"anon-token"';
  const env = createTestEnv({ storage });
  const site = createFullSite({ env });
  const toasts: unknown[] = [];
  site.toasts.on('show', (toast) => toasts.push({ kind: toast.kind, content: toast.content }));
  return { env, site, toasts };
}

/**
 * Lets pending promises (fetch, JSON, valibot) settle. The older sportsbook and bet-slip files
 * call it after odds pushes and held answers alike; a file that awaits only HTTP can move to
 * `site.settled()` (docs/testing.md).
 */
export async function flush(): Promise<void> {
  await flushMicrotasks();
}

export { feedEvent, league, liveEvent } from '../testing/feed-fixtures';
