import { createSite } from '@site/core';
import { accountModule, TransactionStatus, TransactionType } from '@site/core/account';
import { createTestEnv } from '@site/core/testing';
import { createDevServer, type DevServer } from '@site/dev-server';
import { afterEach, describe, expect, it } from 'vitest';

let server: DevServer;
afterEach(() => server?.close());

async function loggedIn() {
  server = createDevServer({ seed: 1 });
  const env = createTestEnv({ fetch: server.fetch, origin: 'http://localhost' });
  env.clock.advance(Date.now() - env.clock.now());
  const site = createSite({ env, modules: [accountModule()] });
  await site.start();
  await site.session.login({ username: 'player1', password: 'secret1' });
  return site;
}

describe('account history against the dev server', () => {
  it('lists a withdrawal as pending and the login as the current session', async () => {
    const site = await loggedIn();
    const withdraw = site.payments.openWithdraw({ id: 12, name: 'Papara' });
    await site.settled();
    const state = withdraw.$state.get();
    if (state.status !== 'form') throw new Error(`no form: ${state.status}`);
    state.form.setField('Amount', '150');
    state.form.setField('PaparaNo', '1234567890');
    expect((await state.form.submit()).ok).toBe(true);
    const { financial, sessions } = site.account.history;
    await financial.load();
    expect(financial.$state.get().items).toEqual([
      expect.objectContaining({
        type: TransactionType.Withdraw,
        status: TransactionStatus.Pending,
        amount: 150,
      }),
    ]);
    await sessions.load();
    await site.settled();
    expect(sessions.$state.get().items[0]).toMatchObject({ current: true, logoutAt: null });
    await site.account.profile.load();
    expect(site.account.profile.$profile.get()).toMatchObject({
      status: 'ready',
      profile: { name: 'Ahmet', surname: 'Yılmaz', birthDate: '1988-04-12' },
    });
  });
});
