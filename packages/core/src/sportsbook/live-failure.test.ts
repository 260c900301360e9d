import { describe, expect, it } from 'vitest';
import { fail, ok, status } from '../testing';
import { createLive } from './live.store';
import { league, liveEvent, setupSite } from './sportsbook.test-support';

// Issue 16: a failed live feed must not read as "no live matches right now".
let lastSetup: ReturnType<typeof setupSite>;
function setup() {
  lastSetup = setupSite();
  const { env, site } = lastSetup;
  let categoriesUp = false;
  let listsUp = true;
  env.routes.route('GET /sbapi/api/feed/livecategorylist', () =>
    categoriesUp ? ok([{ id: 1, name: 'Futbol', count: 1, sort: 1 }]) : status(500),
  );
  env.routes.route('POST /sbapi/api/feed/liveeventlist', () =>
    listsUp ? ok([league('Türkiye - Süper Lig', [liveEvent({ id: 101 })])]) : fail('Down'),
  );
  const live = createLive({ http: site.http, clock: env.clock, storage: env.storage });
  return {
    site,
    live,
    setCategoriesUp: (up: boolean) => {
      categoriesUp = up;
    },
    setListsUp: (up: boolean) => {
      listsUp = up;
    },
  };
}

describe('live feed failure', () => {
  it('leaving and re-entering the live page after a failure asks again at once', async () => {
    const { site, live, setCategoriesUp } = setup();
    const { env } = lastSetup;
    const categoryCalls = () =>
      env.routes.calls.filter((call) => call.path === '/sbapi/api/feed/livecategorylist').length;
    const leave = live.$liveSports.listen(() => {});
    await site.settled();
    expect(live.$liveFeed.get().status).toBe('failed');
    const asked = categoryCalls();
    leave();
    // Back within nanostores' one-second unmount delay: the store never unmounted.
    setCategoriesUp(true);
    const back = live.$liveSports.listen(() => {});
    expect(live.$liveFeed.get().status).toBe('loading');
    await site.settled();
    expect(categoryCalls()).toBe(asked + 1);
    expect(live.$liveFeed.get()).toMatchObject({ status: 'ready' });
    back();
  });

  it('a return after a success does not ask again before the poll', async () => {
    const { site, live, setCategoriesUp } = setup();
    const { env } = lastSetup;
    setCategoriesUp(true);
    const leave = live.$liveSports.listen(() => {});
    await site.settled();
    const asked = env.routes.calls.length;
    leave();
    const back = live.$liveSports.listen(() => {});
    await site.settled();
    expect(env.routes.calls.length).toBe(asked);
    back();
  });

  it('is failed, not empty, when the categories call fails with nothing loaded before; a retry recovers', async () => {
    const { site, live, setCategoriesUp } = setup();
    const stop = live.$liveSports.listen(() => {});
    await site.settled();
    expect(live.$liveFeed.get()).toMatchObject({ status: 'failed', sports: [] });
    expect(live.$liveFeed.get().error?.code).toBeDefined();

    setCategoriesUp(true);
    const retry = live.refresh();
    expect(live.$liveFeed.get().status).toBe('loading');
    await retry;
    expect(live.$liveFeed.get()).toMatchObject({ status: 'ready' });
    expect(live.$visibleEvents.get().map((event) => event.id)).toEqual([101]);
    stop();
  });

  it('is failed when every sport list fails, and keeps the last list when only categories fail later', async () => {
    const { site, live, setCategoriesUp, setListsUp } = setup();
    setCategoriesUp(true);
    setListsUp(false);
    const stop = live.$liveSports.listen(() => {});
    await site.settled();
    expect(live.$liveFeed.get().status).toBe('failed');

    setListsUp(true);
    await live.refresh();
    expect(live.$liveFeed.get().status).toBe('ready');

    setCategoriesUp(false);
    await live.refresh();
    // The earlier categories stay and their lists still answer: not a failure.
    expect(live.$liveFeed.get().status).toBe('ready');
    expect(live.$visibleEvents.get()).toHaveLength(1);
    stop();
  });

  it('an answered empty feed is not a failure', async () => {
    const { env, site } = setupSite();
    env.routes.route('GET /sbapi/api/feed/livecategorylist', () => ok([]));
    const live = createLive({ http: site.http, clock: env.clock, storage: env.storage });
    const stop = live.$liveSports.listen(() => {});
    await site.settled();
    expect(live.$liveFeed.get()).toMatchObject({ status: 'ready', sports: [] });
    stop();
  });
});
