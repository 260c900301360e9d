import { describe, expect, it } from 'vitest';
import { createTestEnv, ok } from '../../testing';
import { createSite } from '../create-site';
import type { LoggedOutEvent } from './session.types';

const player = { token: 'player-token', username: 'ayse', group: 1, balance: 10 };

/** Two tabs of one site: one shared storage, each tab with its own platform. */
function twoTabs() {
  const routes = {
    'GET /api/auth/token': () => ok('anon'),
    'GET /api/cms/grouped': () => ok({}),
    'POST /api/auth/login': () => ok(player),
    'GET /api/auth/logout': () => ok(null),
  };
  const envA = createTestEnv({ routes });
  const envB = createTestEnv({ routes, storage: envA.storage });
  const tabA = createSite({ env: envA });
  return { envA, envB, tabA, openTabB: () => createSite({ env: envB }) };
}

describe('login and logout reach the other tabs (storage events through the platform port)', () => {
  it('a login in one tab logs the other tab in, with its logged-in event', async () => {
    const { envB, tabA, openTabB } = twoTabs();
    const tabB = openTabB();
    await tabB.start();
    const loggedIn: string[] = [];
    tabB.session.on('logged-in', (data) => loggedIn.push(data.username));
    await tabA.session.login({ username: 'ayse', password: 'secret1' });
    envB.platform.storageChangedElsewhere('authData');
    expect(tabB.session.$session.get()).toMatchObject({ hasLogin: true, username: 'ayse' });
    expect(loggedIn).toEqual(['ayse']);
  });

  it('a logout in one tab logs the other tab out and asks it to go home', async () => {
    const { envB, tabA, openTabB } = twoTabs();
    await tabA.session.login({ username: 'ayse', password: 'secret1' });
    const tabB = openTabB();
    await tabB.start();
    expect(tabB.session.$session.get().hasLogin).toBe(true);
    const loggedOut: LoggedOutEvent[] = [];
    tabB.session.on('logged-out', (event) => loggedOut.push(event));
    await tabA.session.logout();
    envB.platform.storageChangedElsewhere('authData');
    expect(tabB.session.$session.get().hasLogin).toBe(false);
    expect(loggedOut).toEqual([expect.objectContaining({ reason: 'other-tab', redirectTo: '/' })]);
  });

  it('another key changing, or the same session, changes nothing; dispose stops following', async () => {
    const { envB, tabA, openTabB } = twoTabs();
    const tabB = openTabB();
    await tabB.start();
    envB.platform.storageChangedElsewhere('lang');
    envB.platform.storageChangedElsewhere('authData');
    expect(tabB.session.$session.get().hasLogin).toBe(false);
    await tabB.dispose();
    await tabA.session.login({ username: 'ayse', password: 'secret1' });
    envB.platform.storageChangedElsewhere('authData');
    expect(tabB.session.$session.get().hasLogin).toBe(false);
  });
});
