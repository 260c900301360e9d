import { describe, expect, it } from 'vitest';
import { flush, login, setupSite } from '../../kernel/realtime/realtime.test-support';
import { fail, ok, type RecordedRequest } from '../../testing';

interface Dto {
  id: number;
  title: string;
  note: string;
  type: number | string;
  timeStamp: string;
  isRead: boolean;
}

const dto = (id: number, overrides: Partial<Dto> = {}): Dto => ({
  id,
  title: `Title ${id}`,
  note: `Note ${id}`,
  type: 5,
  timeStamp: `2026-01-0${Math.min(9, id)}T10:00:00`,
  isRead: false,
  ...overrides,
});

/** A response the test releases by hand, to look at the state while a call runs. */
function deferred() {
  let release: (response: Response) => void = () => {};
  const response = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { response, release };
}

async function setup(list: Dto[] = [dto(3), dto(2, { isRead: true }), dto(1)]) {
  const { env, fakes, site } = setupSite();
  let serverList = list;
  env.routes.route('POST /api/customer/notification', () => ok(serverList));
  const calls = (path: string) =>
    env.routes.calls.filter((call: RecordedRequest) => call.path === path);
  return {
    env,
    fakes,
    site,
    setServerList: (next: Dto[]) => {
      serverList = next;
    },
    listCalls: () => calls('/api/customer/notification'),
    readCalls: () => calls('/api/customer/readnotification'),
  };
}

const ids = (site: ReturnType<typeof setupSite>['site']) =>
  site.notifications.$notifications.get().map((n) => n.id);

describe('loading the list', () => {
  it('loads nothing for a visitor, even when watched', async () => {
    const { site, listCalls } = await setup();
    const stop = site.notifications.$notifications.listen(() => {});
    await flush();
    expect(listCalls()).toHaveLength(0);
    expect(site.notifications.$unreadLabel.get()).toBeNull();
    stop();
  });

  it('loads on first subscribe while logged in, with skip 0 and take 100', async () => {
    const { site, listCalls } = await setup();
    await login(site);
    expect(listCalls()).toHaveLength(0);
    const stop = site.notifications.$unreadLabel.listen(() => {});
    await flush();
    expect(listCalls()).toHaveLength(1);
    expect(listCalls()[0]?.body).toEqual({ skip: 0, take: 100 });
    expect(listCalls()[0]?.headers.authorization).toBe('Bearer player-token');
    expect(ids(site)).toEqual([3, 2, 1]);
    expect(site.notifications.$unreadCount.get()).toBe(2);
    expect(site.notifications.$unreadLabel.get()).toBe('2');
    // A second subscriber reuses the list.
    const again = site.notifications.$notifications.listen(() => {});
    await flush();
    expect(listCalls()).toHaveLength(1);
    stop();
    again();
  });

  it('loads when a player logs in while the list is shown', async () => {
    const { site, listCalls } = await setup();
    const stop = site.notifications.$notifications.listen(() => {});
    await login(site);
    expect(listCalls()).toHaveLength(1);
    expect(ids(site)).toEqual([3, 2, 1]);
    stop();
  });

  it('maps each notification: kind, icon, UTC time, read flag', async () => {
    const { site } = await setup([
      dto(1, { type: 4, timeStamp: '2026-01-05T14:30:00', isRead: true }),
      dto(2, { type: 'Deposit', timeStamp: '2026-01-05T14:30:00Z' }),
      dto(3, { type: 2 }),
      dto(4, { type: 3 }),
    ]);
    await login(site);
    const stop = site.notifications.$notifications.listen(() => {});
    await flush();
    const [bonus, deposit, withdraw, jackpot] = site.notifications.$notifications.get();
    expect(bonus).toEqual({
      id: 1,
      title: 'Title 1',
      note: 'Note 1',
      kind: 'Bonus',
      icon: 'giftbox',
      time: Date.UTC(2026, 0, 5, 14, 30),
      isRead: true,
    });
    expect(deposit).toMatchObject({ icon: 'arrow-up', time: Date.UTC(2026, 0, 5, 14, 30) });
    expect(withdraw?.icon).toBe('down-arrow');
    expect(jackpot?.icon).toBe('system');
    stop();
  });

  it('a malformed answer is a typed error and keeps the list', async () => {
    const { site, env } = await setup();
    await login(site);
    const stop = site.notifications.$notifications.listen(() => {});
    await flush();
    env.routes.route('POST /api/customer/notification', () =>
      ok([{ id: 'x', timeStamp: 'never' }]),
    );
    await expect(site.notifications.refresh()).rejects.toMatchObject({ code: 'malformed' });
    expect(site.notifications.$loadState.get()).toMatchObject({
      status: 'failed',
      error: { code: 'malformed' },
    });
    expect(ids(site)).toEqual([3, 2, 1]);
    stop();
  });

  it('concurrent refreshes share one call', async () => {
    const { site, listCalls } = await setup();
    await login(site);
    await Promise.all([site.notifications.refresh(), site.notifications.refresh()]);
    expect(listCalls()).toHaveLength(1);
  });
});

describe('unread count and badge', () => {
  it('shows 9+ from 9 unread and nothing at 0', async () => {
    const many = Array.from({ length: 12 }, (_, index) => dto(index + 1));
    const { site } = await setup(many.slice(0, 9));
    await login(site);
    const stop = site.notifications.$unreadLabel.listen(() => {});
    await flush();
    expect(site.notifications.$unreadLabel.get()).toBe('9+');
    await site.notifications.markRead([1]);
    expect(site.notifications.$unreadLabel.get()).toBe('8');
    await site.notifications.markRead();
    expect(site.notifications.$unreadCount.get()).toBe(0);
    expect(site.notifications.$unreadLabel.get()).toBeNull();
    stop();
  });

  it('signals every change of the unread count, for the bell', async () => {
    const { site, fakes } = await setup();
    const changes: unknown[] = [];
    site.notifications.on('count-changed', (change) => changes.push(change));
    await login(site);
    const stop = site.notifications.$notifications.listen(() => {});
    await flush();
    fakes.latest('frnotify')?.push({ command: 'Notification', message: dto(7) });
    await site.notifications.markRead([7]);
    // Same count: no signal.
    fakes.latest('frnotify')?.push({ command: 'Notification', message: dto(8, { isRead: true }) });
    await site.session.logout();
    expect(changes).toEqual([
      { count: 2, previous: 0 },
      { count: 3, previous: 2 },
      { count: 2, previous: 3 },
      { count: 0, previous: 2 },
    ]);
    stop();
  });
});

describe('marking read', () => {
  it('sends only the ids still unread, and nothing when none are', async () => {
    const { site, readCalls } = await setup();
    await login(site);
    const stop = site.notifications.$notifications.listen(() => {});
    await flush();
    await site.notifications.markRead([1, 2, 3]);
    expect(readCalls().map((call) => call.body)).toEqual([{ id: [3, 1] }]);
    await site.notifications.markRead([1, 2, 3]);
    await site.notifications.markRead();
    expect(readCalls()).toHaveLength(1);
    expect(site.notifications.$notifications.get().every((n) => n.isRead)).toBe(true);
    stop();
  });

  it('marks all unread when no ids are given', async () => {
    const { site, readCalls } = await setup();
    await login(site);
    await site.notifications.refresh();
    await site.notifications.markRead();
    expect(readCalls()[0]?.body).toEqual({ id: [3, 1] });
  });

  it('is optimistic and rolls back on failure, then revalidates', async () => {
    const { site, env, listCalls } = await setup();
    await login(site);
    await site.notifications.refresh();
    const pending = deferred();
    env.routes.route('POST /api/customer/readnotification', () => pending.response);
    const marking = site.notifications.markRead([3]);
    await flush();
    expect(site.notifications.$notifications.get()[0]).toMatchObject({ id: 3, isRead: true });
    expect(site.notifications.$unreadCount.get()).toBe(1);
    pending.release(fail('Sunucu hatası'));
    await expect(marking).rejects.toMatchObject({ code: 'server', serverMessage: 'Sunucu hatası' });
    expect(site.notifications.$notifications.get()[0]).toMatchObject({ id: 3, isRead: false });
    expect(site.notifications.$unreadCount.get()).toBe(2);
    await flush();
    expect(listCalls()).toHaveLength(2);
  });

  it('a rollback keeps what arrived meanwhile', async () => {
    const { site, env, fakes } = await setup();
    await login(site);
    await site.notifications.refresh();
    const pending = deferred();
    env.routes.route('POST /api/customer/readnotification', () => pending.response);
    const marking = site.notifications.markRead([1]);
    await flush();
    fakes.latest('frnotify')?.push({ command: 'Notification', message: dto(9) });
    pending.release(new Response('nope', { status: 500 }));
    await expect(marking).rejects.toMatchObject({ code: 'http' });
    expect(ids(site)).toEqual([9, 3, 2, 1]);
    expect(site.notifications.$notifications.get().find((n) => n.id === 1)?.isRead).toBe(false);
  });

  it('a list answer that raced the read call does not undo it', async () => {
    const { site, env } = await setup();
    await login(site);
    await site.notifications.refresh();
    const read = deferred();
    env.routes.route('POST /api/customer/readnotification', () => read.response);
    const marking = site.notifications.markRead([3]);
    // The list answer still has 3 unread (the server has not seen the read yet).
    await site.notifications.refresh();
    expect(site.notifications.$notifications.get()[0]).toMatchObject({ id: 3, isRead: true });
    read.release(ok({ updated: 1, unread: 1 }));
    await marking;
  });
});

describe('list and detail view', () => {
  it('opening a notification shows it and marks it read; back returns to the list', async () => {
    const { site, readCalls } = await setup();
    await login(site);
    await site.notifications.refresh();
    expect(site.notifications.$view.get()).toEqual({ mode: 'list' });
    expect(site.notifications.$selected.get()).toBeNull();
    site.notifications.openDetail(1);
    expect(site.notifications.$view.get()).toEqual({ mode: 'detail', id: 1 });
    expect(site.notifications.$selected.get()).toMatchObject({ id: 1, isRead: true });
    await flush();
    expect(readCalls().map((call) => call.body)).toEqual([{ id: [1] }]);
    site.notifications.backToList();
    expect(site.notifications.$view.get()).toEqual({ mode: 'list' });
    // Opening a read one sends nothing.
    site.notifications.openDetail(2);
    await flush();
    expect(readCalls()).toHaveLength(1);
  });

  it('a failed read on open rolls the dot back without throwing', async () => {
    const { site, env } = await setup();
    await login(site);
    await site.notifications.refresh();
    env.routes.route('POST /api/customer/readnotification', () => fail('no'));
    site.notifications.openDetail(3);
    await flush();
    expect(site.notifications.$selected.get()).toMatchObject({ id: 3, isRead: false });
  });
});

describe('pushes, reconnects and logout', () => {
  it('a pushed Notification joins the top of the list, once per id', async () => {
    const { site, fakes } = await setup();
    await login(site);
    await site.notifications.refresh();
    const fr = fakes.latest('frnotify');
    fr?.push({ command: 'Notification', message: dto(10, { type: 4, title: 'Bonus!' }) });
    fr?.push({ command: 'Notification', message: dto(10, { title: 'again' }) });
    fr?.push({ command: 'Notification', message: dto(3) });
    expect(ids(site)).toEqual([10, 3, 2, 1]);
    expect(site.notifications.$notifications.get()[0]).toMatchObject({
      title: 'Bonus!',
      icon: 'giftbox',
      isRead: false,
    });
    expect(site.notifications.$unreadLabel.get()).toBe('3');
  });

  it('a malformed push is dropped and the list stays as it was', async () => {
    const { site, fakes } = await setup();
    const errors: unknown[] = [];
    site.realtime.on('error', (event) => errors.push(event));
    await login(site);
    await site.notifications.refresh();
    fakes.latest('frnotify')?.push({ command: 'Notification', message: { id: 11 } });
    fakes.latest('frnotify')?.push({ command: 'Notification', message: 'garbage' });
    expect(ids(site)).toEqual([3, 2, 1]);
    expect(errors).toHaveLength(2);
  });

  it('a push that arrives while the list loads is kept', async () => {
    const { site, env, fakes } = await setup();
    await login(site);
    const pending = deferred();
    env.routes.route('POST /api/customer/notification', () => pending.response);
    const loading = site.notifications.refresh();
    await flush();
    expect(site.notifications.$loadState.get().status).toBe('loading');
    fakes.latest('frnotify')?.push({ command: 'Notification', message: dto(20) });
    pending.release(ok([dto(3), dto(1)]));
    await loading;
    expect(ids(site)).toEqual([20, 3, 1]);
    expect(site.notifications.$loadState.get().status).toBe('ready');
  });

  it('is re-fetched after the account hub reconnects', async () => {
    const { site, fakes, listCalls, setServerList } = await setup();
    await login(site);
    await site.notifications.refresh();
    setServerList([dto(5), dto(3), dto(2, { isRead: true }), dto(1)]);
    const fr = fakes.latest('frnotify');
    fr?.drop();
    fr?.recover();
    await flush();
    expect(listCalls()).toHaveLength(2);
    expect(ids(site)).toEqual([5, 3, 2, 1]);
    // The sportsbook hub's reconnect is not this module's business.
    fakes.latest('sbnotify')?.drop();
    fakes.latest('sbnotify')?.recover();
    await flush();
    expect(listCalls()).toHaveLength(2);
  });

  it('is re-fetched when a link that gave up comes back with the page', async () => {
    const { site, fakes, env, listCalls } = await setup();
    await login(site);
    await site.notifications.refresh();
    fakes.latest('frnotify')?.giveUp();
    env.platform.setVisible(true);
    await flush();
    expect(listCalls()).toHaveLength(2);
  });

  it('is not fetched after a reconnect when nobody loaded it', async () => {
    const { site, fakes, listCalls } = await setup();
    await login(site);
    fakes.latest('frnotify')?.drop();
    fakes.latest('frnotify')?.recover();
    await flush();
    expect(listCalls()).toHaveLength(0);
  });

  it('is cleared at logout, and an answer for the old player is dropped', async () => {
    const { site, env } = await setup();
    await login(site);
    await site.notifications.refresh();
    site.notifications.openDetail(1);
    const pending = deferred();
    env.routes.route('POST /api/customer/notification', () => pending.response);
    const late = site.notifications.refresh();
    await flush();
    await site.session.logout();
    expect(ids(site)).toEqual([]);
    expect(site.notifications.$view.get()).toEqual({ mode: 'list' });
    expect(site.notifications.$unreadLabel.get()).toBeNull();
    pending.release(ok([dto(4)]));
    await late;
    expect(ids(site)).toEqual([]);
    expect(site.notifications.$loadState.get().status).toBe('idle');
  });

  it('ignores pushes after logout and loads afresh for the next player', async () => {
    const { site, fakes, listCalls } = await setup();
    await login(site);
    const stop = site.notifications.$notifications.listen(() => {});
    await flush();
    const old = fakes.latest('frnotify');
    await site.session.logout();
    await flush();
    old?.recover();
    old?.push({ command: 'Notification', message: dto(30) });
    expect(ids(site)).toEqual([]);
    await login(site);
    expect(listCalls()).toHaveLength(2);
    expect(ids(site)).toEqual([3, 2, 1]);
    stop();
  });
});
