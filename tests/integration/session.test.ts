import { createFullSite } from '@site/core/full';
import { createTestEnv } from '@site/core/testing';
import { createDevServer, type DevServer } from '@site/dev-server';
import { afterEach, describe, expect, it } from 'vitest';

let server: DevServer;

afterEach(() => server?.close());

function setup() {
  server = createDevServer({ seed: 1 });
  const env = createTestEnv({ fetch: server.fetch, origin: 'http://localhost' });
  return { env, site: createFullSite({ env }) };
}

describe('session against the contract dev server', () => {
  it('anonymous start, login, balance by polling, logout', async () => {
    const { env, site } = setup();
    await site.start();
    expect(site.session.tokens.bearer()).toMatch(/.+/);

    const answer = await site.session.login({ username: 'player1', password: 'secret1' });
    expect(answer.message).toBeTruthy();
    expect(site.session.$session.get()).toMatchObject({ hasLogin: true, username: 'player1' });

    const stop = site.balance.$balance.listen(() => {});
    await site.settled();
    expect(site.balance.$balance.get()).toBe(server.control.getBalance('player1'));

    server.control.setBalance('player1', 777.25);
    env.clock.advance(3000);
    await site.settled();
    expect(site.balance.$balance.get()).toBe(777.25);

    await site.session.logout();
    expect(site.session.$session.get().hasLogin).toBe(false);
    expect(site.balance.$balance.get()).toBeNull();
    stop();
  });

  it('a wrong password is a server error with the localised message, and no session', async () => {
    const { site } = setup();
    await site.start();
    site.i18n.setLocale('en');
    const error = await site.session
      .login({ username: 'player1', password: 'nope-nope' })
      .catch((caught) => caught);
    expect(error).toMatchObject({ code: 'server' });
    expect(error.serverMessage).toMatch(/wrong username or password/i);
    expect(site.session.$session.get().hasLogin).toBe(false);
  });

  it('an expired anonymous token is refreshed once and the call succeeds', async () => {
    const { site, env } = setup();
    await site.start();
    env.storage.setItem('anonymousToken', '"anon.expired-or-unknown"');
    const fresh = createFullSite({ env });
    const answer = await fresh.session.login({ username: 'player1', password: 'secret1' });
    expect(answer.data.username).toBe('player1');
  });
});
