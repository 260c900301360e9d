import { describe, expect, it } from 'vitest';
import { createFullSite } from '../entries/full';
import { createTestEnv } from '../testing';
import { TOP_BAR_REMOVE_DELAY_MS, TOP_BAR_STORAGE_KEY, topBarView } from './top-bar';

describe('top notification bar', () => {
  it('shows on the home route only, while topNotifyRead is unset', () => {
    const site = createFullSite({ env: createTestEnv() });
    const state = site.shell.topBar.$state.get();
    expect(state).toBe('open');
    expect(topBarView(state, '/')).toBe('open');
    expect(topBarView(state, '/?ref=1')).toBe('open');
    for (const route of ['/promotions', '/casino/slot', '/dashboard']) {
      expect(topBarView(state, route)).toBe('hidden');
    }
  });

  it('closing sets topNotifyRead to yes, collapses, and removes after 500 ms', () => {
    const env = createTestEnv();
    const site = createFullSite({ env });
    const states: string[] = [];
    const stop = site.shell.topBar.$state.listen((state) => states.push(state));
    site.shell.topBar.close();
    expect(env.storage.getItem(TOP_BAR_STORAGE_KEY)).toBe('yes');
    expect(site.shell.topBar.$state.get()).toBe('collapsing');
    expect(topBarView('collapsing', '/')).toBe('collapsing');
    env.clock.advance(TOP_BAR_REMOVE_DELAY_MS - 1);
    expect(site.shell.topBar.$state.get()).toBe('collapsing');
    env.clock.advance(1);
    expect(site.shell.topBar.$state.get()).toBe('removed');
    expect(topBarView('removed', '/')).toBe('hidden');
    expect(states).toEqual(['collapsing', 'removed']);
    expect(env.clock.pendingTimers()).toBe(0);
    stop();
  });

  it('a second close does nothing', () => {
    const env = createTestEnv();
    const site = createFullSite({ env });
    site.shell.topBar.close();
    site.shell.topBar.close();
    expect(env.clock.pendingTimers()).toBe(1);
  });

  it('stays away once topNotifyRead is set, whatever its value', () => {
    for (const value of ['yes', '"yes"', 'true']) {
      const site = createFullSite({
        env: createTestEnv({ storage: { [TOP_BAR_STORAGE_KEY]: value } }),
      });
      expect(site.shell.topBar.$state.get()).toBe('removed');
      expect(topBarView(site.shell.topBar.$state.get(), '/')).toBe('hidden');
    }
  });
});
