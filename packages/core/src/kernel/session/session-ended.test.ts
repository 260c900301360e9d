import { describe, expect, it } from 'vitest';
import { createTestEnv, ok } from '../../testing';
import { createSite } from '../create-site';
import { SESSION_ENDED_KEY } from './session-ended';

// Issue 25: a session that ends without a logout here tells the player so, on the page the
// logout reloads (spec 000 §8: the server's message where there is one).

const player = { token: 'player-token', username: 'ayse', group: 1, balance: 10 };

function tab(
  shared?: ReturnType<typeof createTestEnv>,
  reloadOf?: ReturnType<typeof createTestEnv>,
) {
  const env = createTestEnv({
    routes: {
      'GET /api/auth/token': () => ok('anon'),
      'GET /api/cms/grouped': () => ok({}),
      'POST /api/auth/login': () => ok(player),
      'GET /api/auth/logout': () => ok(null),
      'GET /api/user/balance': () =>
        new Response(
          JSON.stringify({ success: false, message: 'Oturum süreniz doldu.', data: null }),
          {
            status: 401,
          },
        ),
    },
    ...(shared ? { storage: shared.storage } : {}),
    ...(reloadOf ? { storage: reloadOf.storage, tabStorage: reloadOf.tabStorage } : {}),
  });
  return { env, site: createSite({ env }) };
}

describe('the session-ended notice', () => {
  it('a 401 for a player: the server message, kept for the reloaded page, shown once', async () => {
    const { env, site } = tab();
    await site.session.login({ username: 'ayse', password: 'secret1' });
    await site.http.get('user/balance', { schema: {} as never }).catch(() => {});
    expect(site.session.$session.get().hasLogin).toBe(false);
    expect(site.session.$endedNotice.get()).toEqual({
      reason: 'expired',
      message: 'Oturum süreniz doldu.',
    });
    // The page reloads as a visitor: it still tells the player, once.
    const reloaded = tab(undefined, env);
    expect(reloaded.site.session.$endedNotice.get()).toEqual({
      reason: 'expired',
      message: 'Oturum süreniz doldu.',
    });
    expect(reloaded.env.tabStorage.getItem(SESSION_ENDED_KEY)).toBeNull();
    const again = tab(undefined, reloaded.env);
    expect(again.site.session.$endedNotice.get()).toBeNull();
  });

  it('a logout in another tab: the other tab is told, the tab that logged out is not', async () => {
    const a = tab();
    await a.site.session.login({ username: 'ayse', password: 'secret1' });
    const b = tab(a.env);
    await b.site.start();
    await a.site.session.logout();
    b.env.platform.storageChangedElsewhere('authData');
    expect(b.site.session.$endedNotice.get()).toEqual({ reason: 'other-tab' });
    expect(tab(undefined, b.env).site.session.$endedNotice.get()).toEqual({ reason: 'other-tab' });
    expect(a.site.session.$endedNotice.get()).toBeNull();
    expect(tab(undefined, a.env).site.session.$endedNotice.get()).toBeNull();
  });

  it('dismissing it, or logging in again, clears it', async () => {
    const { env, site } = tab();
    await site.session.login({ username: 'ayse', password: 'secret1' });
    await site.http.get('user/balance', { schema: {} as never }).catch(() => {});
    site.session.dismissEndedNotice();
    expect(site.session.$endedNotice.get()).toBeNull();
    expect(tab(undefined, env).site.session.$endedNotice.get()).toBeNull();
    await site.http.get('user/balance', { schema: {} as never }).catch(() => {});
    await site.session.login({ username: 'ayse', password: 'secret1' });
    await site.http.get('user/balance', { schema: {} as never }).catch(() => {});
    await site.session.login({ username: 'ayse', password: 'secret1' });
    expect(site.session.$endedNotice.get()).toBeNull();
  });

  it('a stored notice that is not one is ignored and removed', () => {
    const first = tab();
    first.env.tabStorage.setItem(SESSION_ENDED_KEY, '{"reason":"hacked","message":1}');
    const { env, site } = tab(undefined, first.env);
    expect(site.session.$endedNotice.get()).toBeNull();
    expect(env.tabStorage.getItem(SESSION_ENDED_KEY)).toBeNull();
  });
});
