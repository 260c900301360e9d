import { describe, expect, it } from 'vitest';
import { createFullSite } from '../entries/full';
import { AUTH_DATA_KEY } from '../kernel/session/session.types';
import { createTestEnv } from '../testing';
import { betcoGuard, checkRoute, loginGuard, routeGuards } from './guards';

const visitor = { hasLogin: false, accessBetco: false };
const player = { hasLogin: true, accessBetco: false };
const betcoPlayer = { hasLogin: true, accessBetco: true };

describe('guards (pure)', () => {
  it('login guard: a visitor is blocked and the login dialog is asked for', () => {
    expect(loginGuard(visitor)).toEqual({ allowed: false, guard: 'login', openDialog: 'login' });
    expect(loginGuard(player)).toEqual({ allowed: true });
  });

  it('betco guard: allowed only with betco access, denied without a dialog', () => {
    expect(betcoGuard(player)).toEqual({ allowed: false, guard: 'betco' });
    expect(betcoGuard(visitor)).toEqual({ allowed: false, guard: 'betco' });
    expect(betcoGuard(betcoPlayer)).toEqual({ allowed: true });
  });

  it.each([
    ['/dashboard', ['login']],
    ['/dashboard/deposit?x=1', ['login']],
    ['/dashboard/', ['login']],
    ['/casino/play/eyJnYW1lIjoxfQ==', ['login']],
    ['/spor/betco', ['betco']],
    ['/', []],
    ['/casino/slot', []],
    ['/dashboards', []],
    ['/promotions', []],
  ])('route %s needs %j', (url, guards) => {
    expect(routeGuards(url)).toEqual(guards);
  });

  it('checkRoute answers the first blocking guard', () => {
    expect(checkRoute('/dashboard/bonuses', visitor)).toMatchObject({ guard: 'login' });
    expect(checkRoute('/dashboard/bonuses', player)).toEqual({ allowed: true });
    expect(checkRoute('/spor/betco', player)).toMatchObject({ guard: 'betco' });
    expect(checkRoute('/spor/betco', betcoPlayer)).toEqual({ allowed: true });
  });
});

describe('guards on a site', () => {
  const authData = (betcoUrl: string) =>
    JSON.stringify({
      token: 't',
      username: 'ayse',
      betcoUrl,
      group: 1,
      balance: 1,
      smsVerified: true,
    });

  it('a blocked login guard opens the login dialog and blocks', () => {
    const site = createFullSite({ env: createTestEnv() });
    expect(site.shell.guard('login')).toBe(false);
    expect(site.dialogs.$dialog.get()?.name).toBe('login');
    site.dialogs.closeAll();
    expect(site.shell.canEnter('/dashboard/deposit')).toBe(false);
    expect(site.dialogs.$dialog.get()?.name).toBe('login');
  });

  it('a blocked betco guard opens nothing', () => {
    const site = createFullSite({
      env: createTestEnv({ storage: { [AUTH_DATA_KEY]: authData('') } }),
    });
    expect(site.shell.guard('login')).toBe(true);
    expect(site.shell.canEnter('/spor/betco')).toBe(false);
    expect(site.dialogs.$dialog.get()).toBeNull();
  });

  it('a player with betco access passes both', () => {
    const env = createTestEnv({ storage: { [AUTH_DATA_KEY]: authData('https://betco.example') } });
    const site = createFullSite({ env });
    expect(site.shell.guard('betco')).toBe(true);
    expect(site.shell.canEnter('/spor/betco')).toBe(true);
    expect(site.shell.canEnter('/dashboard')).toBe(true);
  });
});
