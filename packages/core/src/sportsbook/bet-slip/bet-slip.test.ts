import { atom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settleAroundHeldAnswer, setupSite } from '../sportsbook.test-support';
import { setupSlip } from './bet-slip.test-support';

afterEach(() => {
  vi.useRealTimers();
});

const ids = (list: { oddId: number }[]) => list.map((odd) => odd.oddId);

describe('bet slip: public surface', () => {
  it('exposes its atoms and actions, never the store model, renderer or inner inputs', () => {
    const { betSlip } = setupSlip();
    for (const inner of [
      'model',
      'render',
      '$calculated',
      '$location',
      'forgetSlip',
      'resetPlacing',
    ])
      expect(betSlip).not.toHaveProperty(inner);
    expect(betSlip.$oddList.get()).toEqual([]);
    expect(betSlip.$isEmpty.get()).toBe(true);
    expect(betSlip.$liveTracker.get()).toMatchObject({ visible: false });
  });
});

describe('bet slip: loading', () => {
  it('loads once on first watch and sets the first-load flag', async () => {
    const { site, betSlip, calls, gates } = setupSlip({ onSlip: [11] });
    gates.load.close();
    expect(betSlip.$firstLoadDone.get()).toBe(false);
    const stop = betSlip.$oddList.listen(() => {});
    await settleAroundHeldAnswer();
    expect(betSlip.$loading.get()).toBe(true);
    expect(betSlip.$firstLoadDone.get()).toBe(false);
    gates.load.open();
    await site.settled();
    expect(betSlip.$loading.get()).toBe(false);
    expect(betSlip.$firstLoadDone.get()).toBe(true);
    expect(betSlip.$oddList.get()[0]).toMatchObject({
      oddId: 11,
      eventName: 'Galatasaray - Trabzonspor',
      rate: 1.85,
      isSkeleton: false,
    });
    expect(calls('sportsbook/betslip')).toHaveLength(1);
    stop();
  });

  it('shows the server message as an error toast when the load says success false', async () => {
    const { betSlip, failNext, toasts } = setupSlip();
    failNext.set('betslip', 'Slip unavailable');
    await betSlip.loadSlip();
    expect(toasts).toEqual([{ kind: 'error', content: { text: 'Slip unavailable' } }]);
    expect(betSlip.$firstLoadDone.get()).toBe(true);
  });
});

describe('bet slip: optimistic toggle', () => {
  it('adds a placeholder at once, marked loading, then shows the reloaded odd', async () => {
    const { site, betSlip, gates, calls } = setupSlip();
    await betSlip.loadSlip();
    gates.toggle.close();
    const done = betSlip.toggleOdd({ oddId: 12, isLive: true, eventName: 'Arsenal - Chelsea' });
    expect(betSlip.$oddList.get()).toEqual([
      expect.objectContaining({
        oddId: 12,
        isSkeleton: true,
        isLoading: true,
        eventName: 'Arsenal - Chelsea',
      }),
    ]);
    expect(betSlip.$selectedOddIds.get().has(12)).toBe(true);
    expect(betSlip.$loadingOddIds.get().has(12)).toBe(true);
    gates.toggle.open();
    expect(await done).toMatchObject({ ok: true });
    await site.settled();
    expect(calls('sportsbook/toggleOdd')[0]?.body).toEqual({ oddId: 12, isLive: true });
    expect(calls('sportsbook/betslip')).toHaveLength(2); // reloaded after success
    expect(betSlip.$oddList.get()).toEqual([
      expect.objectContaining({ oddId: 12, isSkeleton: false, isLoading: false, rate: 3.1 }),
    ]);
    expect(betSlip.$loadingOddIds.get().size).toBe(0);
  });

  it('removes the placeholder when the server refuses, with the message as an error toast', async () => {
    const { site, betSlip, failNext, toasts } = setupSlip({ onSlip: [11] });
    await betSlip.loadSlip();
    failNext.set('toggleOdd', 'This selection is suspended');
    const outcome = await betSlip.toggleOdd({ oddId: 12, isLive: false });
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'failed',
      message: { text: 'This selection is suspended' },
    });
    await site.settled();
    expect(ids(betSlip.$oddList.get())).toEqual([11]);
    expect(toasts).toEqual([{ kind: 'error', content: { text: 'This selection is suspended' } }]);
  });

  it('removes a selected odd at once, and restores it in place if the server fails', async () => {
    const { site, betSlip, gates, failNext } = setupSlip({ onSlip: [11, 12, 13] });
    await betSlip.loadSlip();
    gates.toggle.close();
    failNext.set('toggleOdd', 'Try again');
    const done = betSlip.toggleOdd({ oddId: 12, isLive: false });
    expect(ids(betSlip.$oddList.get())).toEqual([11, 13]);
    expect(betSlip.$loadingOddIds.get().has(12)).toBe(true);
    gates.toggle.open();
    await done;
    expect(ids(betSlip.$oddList.get())).toEqual([11, 12, 13]);
    await site.settled();
    expect(ids(betSlip.$oddList.get())).toEqual([11, 12, 13]);
  });

  it('removes a selected odd for good when the server agrees', async () => {
    const { betSlip } = setupSlip({ onSlip: [11, 12] });
    await betSlip.loadSlip();
    await betSlip.toggleOdd({ oddId: 11, isLive: false });
    expect(ids(betSlip.$oddList.get())).toEqual([12]);
  });

  it('refuses a second toggle of the same odd while the first runs', async () => {
    const { betSlip, gates, calls } = setupSlip();
    gates.toggle.close();
    const first = betSlip.toggleOdd({ oddId: 12, isLive: false });
    expect(await betSlip.toggleOdd({ oddId: 12, isLive: false })).toEqual({
      ok: false,
      reason: 'busy',
    });
    gates.toggle.open();
    await first;
    expect(calls('sportsbook/toggleOdd')).toHaveLength(1);
  });

  it('keeps two toggles in flight independent: one failing does not undo the other', async () => {
    const { site, betSlip, gates, failNext } = setupSlip({ onSlip: [11] });
    await betSlip.loadSlip();
    gates.toggle.close();
    failNext.set('toggleOdd', 'No');
    const failing = betSlip.toggleOdd({ oddId: 12, isLive: false });
    const passing = betSlip.toggleOdd({ oddId: 13, isLive: false });
    expect(ids(betSlip.$oddList.get())).toEqual([11, 12, 13]);
    gates.toggle.open();
    await Promise.all([failing, passing]);
    await site.settled();
    expect(ids(betSlip.$oddList.get())).toEqual([11, 13]);
  });

  it('shows a deleting state while the slip’s delete button works', async () => {
    const { betSlip, gates } = setupSlip({ onSlip: [11, 12] });
    await betSlip.loadSlip();
    gates.toggle.close();
    const done = betSlip.removeOdd(11);
    expect(betSlip.$oddList.get()[0]).toMatchObject({ oddId: 11, isDeleting: true });
    gates.toggle.open();
    await done;
    expect(ids(betSlip.$oddList.get())).toEqual([12]);
  });

  it('empties the slip with remove-all', async () => {
    const { betSlip } = setupSlip({ onSlip: [11, 12] });
    await betSlip.loadSlip();
    expect(await betSlip.removeAll()).toMatchObject({ ok: true });
    expect(betSlip.$isEmpty.get()).toBe(true);
  });
});

describe('bet slip: Single and Multiple', () => {
  it('one odd forces Single, two or more force Multiple', async () => {
    const { betSlip } = setupSlip();
    await betSlip.loadSlip();
    await betSlip.toggleOdd({ oddId: 11, isLive: false });
    expect(betSlip.$mode.get()).toBe('single');
    await betSlip.toggleOdd({ oddId: 12, isLive: false });
    expect(betSlip.$mode.get()).toBe('multiple');
    expect(betSlip.setMode('single')).toEqual({ ok: true });
    expect(betSlip.$mode.get()).toBe('single');
    await betSlip.toggleOdd({ oddId: 13, isLive: false });
    expect(betSlip.$mode.get()).toBe('multiple');
    await betSlip.toggleOdd({ oddId: 13, isLive: false });
    await betSlip.toggleOdd({ oddId: 12, isLive: false });
    expect(betSlip.$mode.get()).toBe('single');
  });

  it('allows Multiple only with more than one odd', async () => {
    const { betSlip } = setupSlip({ onSlip: [11] });
    await betSlip.loadSlip();
    expect(betSlip.$canMultiple.get()).toBe(false);
    expect(betSlip.setMode('multiple')).toEqual({ ok: false, reason: 'needs-two-selections' });
    expect(betSlip.$mode.get()).toBe('single');
  });
});

describe('bet slip: live tracker', () => {
  it('shows the tracker when the URL contains /live, with the active live event’s feed id', () => {
    const $active = atom<{ feedId: number | null } | null>({ feedId: 40_000_115 });
    const { betSlip } = setupSlip({
      $activeLiveEvent: $active,
      sportsbookBaseUrl: 'https://www.site.example/sb/api/',
    });
    betSlip.setLocation('/spor/live/event-view/3/24000115');
    expect(betSlip.$liveTracker.get()).toEqual({
      visible: true,
      feedId: 40_000_115,
      src: 'https://www.site.example/sb/api/tracker/40000115',
    });
    betSlip.setLocation('/spor/prematch');
    expect(betSlip.$liveTracker.get().visible).toBe(false);
    betSlip.setLocation('/spor/live/overview/1');
    $active.set(null);
    expect(betSlip.$liveTracker.get()).toMatchObject({ visible: false, src: null });
  });

  it('polls no live feed while the page is not a /live one, and stops when leaving /live', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { env, site } = setupSite();
    const feedCalls = () => env.routes.calls.filter((call) => call.path.includes('/feed/live'));
    site.betSlip.setLocation('/spor/prematch');
    const stop = site.betSlip.$liveTracker.listen(() => {});
    await site.settled();
    env.clock.advance(120_000);
    await site.settled();
    expect(feedCalls()).toEqual([]);
    expect(site.betSlip.$liveTracker.get().visible).toBe(false);

    site.betSlip.setLocation('/spor/live/overview/1');
    await site.settled();
    expect(feedCalls().map((call) => call.path)).toEqual(['/sbapi/api/feed/livecategorylist']);

    site.betSlip.setLocation('/spor/prematch');
    vi.runAllTimers(); // nanostores unmounts the live feed 1 s after its last listener
    env.clock.advance(120_000);
    await site.settled();
    expect(feedCalls()).toHaveLength(1);
    stop();
  });
});

describe('bet slip: identity and reconnects', () => {
  it('shows the player’s own slip after a login while the slip was not shown', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { betSlip, site, calls, failNext } = setupSlip({
      loggedIn: false,
      onSlip: [11],
      otherSlip: [12],
    });
    const stop = betSlip.$oddList.listen(() => {});
    await site.settled();
    expect(ids(betSlip.$oddList.get())).toEqual([11]);
    betSlip.setSingleStake(11, '50');
    stop();
    vi.runAllTimers(); // the slip is no longer shown

    await site.session.login({ username: 'ayse', password: 'secret1' });
    await site.settled();
    // Nothing of the visitor's slip is left to show or to send with the player's token.
    expect(betSlip.$stakes.get()).toEqual({});
    failNext.set('placeBet', 'Your betslip is empty');
    await betSlip.placeBet();
    expect(calls('sportsbook/placeBet').map((call) => call.body)).toEqual([
      { type: 1, selection: [], acceptChanges: true },
    ]);

    const again = betSlip.$oddList.listen(() => {});
    await site.settled();
    expect(ids(betSlip.$oddList.get())).toEqual([12]);
    expect(calls('sportsbook/betslip').at(-1)?.headers.authorization).toBe('Bearer player-token');
    again();
  });

  it('drops a slip answer for the previous identity that arrives after the change', async () => {
    const { betSlip, site, gates } = setupSlip({ loggedIn: false, onSlip: [11], otherSlip: [12] });
    gates.load.close();
    const stop = betSlip.$oddList.listen(() => {});
    await settleAroundHeldAnswer();
    await site.session.login({ username: 'ayse', password: 'secret1' });
    gates.load.open();
    await site.settled();
    expect(ids(betSlip.$oddList.get())).toEqual([12]);
    expect(betSlip.$loading.get()).toBe(false);
    stop();
  });

  it('reloads the slip and forgets stakes when the player changes', async () => {
    const { betSlip, site, calls } = setupSlip({ onSlip: [11] });
    const stop = betSlip.$oddList.listen(() => {});
    await site.settled();
    betSlip.setSingleStake(11, '50');
    await site.session.logout();
    await site.settled();
    expect(calls('sportsbook/betslip')).toHaveLength(2);
    expect(ids(betSlip.$oddList.get())).toEqual([]); // the visitor's own (empty) slip
    expect(betSlip.$stakes.get()).toEqual({});
    stop();
  });

  it('reloads the slip after the real-time link reconnects, while watched', async () => {
    const handlers = new Set<() => void>();
    const { site, betSlip, calls } = setupSlip({
      onReconnected: (handler) => {
        handlers.add(handler);
        return () => handlers.delete(handler);
      },
    });
    const stop = betSlip.$oddList.listen(() => {});
    await site.settled();
    for (const handler of handlers) handler();
    await site.settled();
    expect(calls('sportsbook/betslip')).toHaveLength(2);
    stop();
  });
});
