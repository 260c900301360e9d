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
 * Lets every call but a held one answer and its handlers run. Only for tests that hold a server
 * answer on purpose (a late answer to drop): `site.settled()` would wait for it forever. Every
 * other wait is `site.settled()` (docs/testing.md).
 */
export async function settleAroundHeldAnswer(): Promise<void> {
  await flushMicrotasks();
}

export { feedEvent, league, liveEvent } from '../testing/feed-fixtures';
