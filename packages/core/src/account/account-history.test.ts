import { describe, expect, it } from 'vitest';
import { BetStatus } from '../kernel/bets/bet.enums';
import { flushMicrotasks } from '../testing';
import { fail, ok } from '../testing/route-fetch';
import { setupAccount } from './account.test-support';
import { HISTORY_PAGE_SIZE } from './history-filter';

const localDay = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();

function setup() {
  const context = setupAccount({ loggedIn: true });
  context.env.clock.advance(localDay(2026, 3, 15) + 10 * 3_600_000 - context.env.clock.now());
  return context;
}

const deposit = (id: number, amount: number) => ({
  id: `TX${id}`,
  type: 1,
  status: 2,
  methodName: 'Havale / EFT',
  amount,
  createdAt: '2026-03-15T08:00:00.000',
  updatedAt: '2026-03-15T08:00:00.000',
});

describe('account history lists', () => {
  it('opens on the last 30 days and sends the range as instants with the type filter', async () => {
    const { flows, env, calls, site } = setup();
    env.routes.route('POST /api/history/financial', () =>
      ok({ items: [deposit(1, 500)], total: 1 }),
    );
    const list = flows.history.financial;
    await list.load();
    expect(list.$state.get().filter).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(list.applyFilter({ from: '2026-03-01', to: '2026-03-15', value: 1 })).toEqual({
      ok: true,
    });
    expect(list.$state.get().status).toBe('loading');
    await site.settled();
    expect(calls('/api/history/financial')[1]?.body).toEqual({
      from: new Date(localDay(2026, 3, 1)).toISOString(),
      to: new Date(localDay(2026, 3, 16) - 1).toISOString(),
      type: 1,
      skip: 0,
      take: HISTORY_PAGE_SIZE,
    });
    const state = list.$state.get();
    expect(state.status).toBe('ready');
    // The server's zone-less UTC time is read as UTC (spec 000 §3).
    expect(state.items[0]).toMatchObject({ amount: 500, createdAt: Date.UTC(2026, 2, 15, 8) });
  });

  it('refuses a reversed range, an impossible day and an unknown type without calling', () => {
    const { flows, calls } = setup();
    const list = flows.history.financial;
    const before = list.$state.get().filter;
    const reversed = list.applyFilter({ from: '2026-03-10', to: '2026-03-01' });
    expect(reversed).toMatchObject({ ok: false, fields: { to: 'history.errors.reversedRange' } });
    const impossible = list.applyFilter({ from: '2026-02-30', to: '2026-03-01' });
    expect(impossible).toMatchObject({ ok: false, fields: { from: 'history.errors.invalidDate' } });
    const tooLong = list.applyFilter({ from: '2024-01-01', to: '2026-03-01' });
    expect(tooLong).toMatchObject({ ok: false, fields: { from: 'history.errors.rangeTooLong' } });
    const unknown = list.applyFilter({ from: '2026-03-01', to: '2026-03-02', value: 9 });
    expect(unknown).toMatchObject({ ok: false, fields: { value: 'history.errors.unknownFilter' } });
    expect(calls('/api/history')).toHaveLength(0);
    expect(list.$state.get().filter).toBe(before);
  });

  it('pages with skip and take, within the pages there are', async () => {
    const { flows, env, calls } = setup();
    env.routes.route('POST /api/history/games', () => ok({ items: [], total: 45 }));
    const list = flows.history.games;
    await list.load();
    await list.goToPage(3);
    await list.goToPage(9);
    expect(calls('/api/history/games').map((c) => (c.body as { skip: number }).skip)).toEqual([
      0, 40, 40,
    ]);
    expect(list.$state.get().page).toBe(3);
  });

  it('a page asked again while it loads is one request (a double click)', async () => {
    const { flows, env, calls, site } = setup();
    env.routes.route('POST /api/history/games', () => ok({ items: [], total: 45 }));
    const list = flows.history.games;
    await list.load();
    void list.goToPage(2);
    void list.goToPage(2);
    await site.settled();
    expect(calls('/api/history/games').map((c) => (c.body as { skip: number }).skip)).toEqual([
      0, 20,
    ]);
    expect(list.$state.get()).toMatchObject({ status: 'ready', page: 2 });
  });

  it('shows a failed state with the server message, and loads again on retry', async () => {
    const { flows, env } = setup();
    env.routes.route('POST /api/history/sessions', () => fail('Geçersiz tarih aralığı'));
    const list = flows.history.sessions;
    await list.load();
    expect(list.$state.get()).toMatchObject({ status: 'failed', items: [] });
    expect(list.$state.get().error?.serverMessage).toBe('Geçersiz tarih aralığı');
    env.routes.route('POST /api/history/sessions', () => ok({ items: [], total: 0 }));
    await list.load();
    expect(list.$state.get()).toMatchObject({ status: 'ready', total: 0 });
  });

  it('turns a malformed answer (an unknown status) into a typed error, not a row', async () => {
    const { flows, env } = setup();
    env.routes.route('POST /api/history/bonuses', () =>
      ok({
        items: [{ id: 1, name: 'X', amount: 5, status: 42, createdAt: '2026-03-01T00:00:00' }],
        total: 1,
      }),
    );
    await flows.history.bonuses.load();
    expect(flows.history.bonuses.$state.get().error?.code).toBe('malformed');
  });

  it('keeps only the latest answer when filters change faster than the server answers', async () => {
    const { flows, env, site } = setup();
    let release: (() => void) | undefined;
    env.routes.route('POST /api/history/financial', async (request) => {
      const { type } = request.body as { type?: number };
      if (type === 1) await new Promise<void>((resolve) => (release = resolve));
      return ok({ items: [deposit(type ?? 0, type === 1 ? 1 : 2)], total: 1 });
    });
    const list = flows.history.financial;
    list.applyFilter({ from: '2026-03-01', to: '2026-03-15', value: 1 });
    await flushMicrotasks(); // the first answer is held: settled() would wait for it
    list.applyFilter({ from: '2026-03-01', to: '2026-03-15', value: 2 });
    await flushMicrotasks(); // still held
    release?.();
    await site.settled();
    expect(list.$state.get().items.map((i) => i.amount)).toEqual([2]);
    expect(list.$state.get().filter.value).toBe(2);
  });

  it('filters and pages the bets of sportsbook/mybets by day and bet status', async () => {
    const { flows, env, site } = setup();
    const bet = (betId: number, status: number, placedAt: string) => ({
      betId,
      type: 1,
      status,
      amount: 10,
      totalRate: 2,
      possibleWin: 20,
      placedAt,
      settledAt: null,
      selections: [
        {
          oddId: 1,
          eventName: 'A - B',
          marketName: 'Maç Sonucu',
          oddName: '1',
          rate: 2,
          result: 3,
        },
      ],
    });
    env.routes.route('GET /sbapi/api/sportsbook/mybets', () =>
      ok([
        bet(3, BetStatus.Won, '2026-03-14T09:00:00'),
        bet(2, BetStatus.Accepted, '2026-03-12T09:00:00'),
        bet(1, BetStatus.Won, '2026-01-02T09:00:00'),
      ]),
    );
    const list = flows.history.bets;
    list.applyFilter({ from: '2026-03-01', to: '2026-03-15', value: BetStatus.Won });
    await site.settled();
    expect(list.$state.get()).toMatchObject({ status: 'ready', total: 1 });
    expect(list.$state.get().items.map((b) => b.betId)).toEqual([3]);
    expect(list.filterValues).not.toContain(BetStatus.None);
  });
});

describe('history and the player', () => {
  it("starts from the defaults, with none of the last player's rows, for another player", async () => {
    const { flows, env, site } = setup();
    env.routes.route('POST /api/history/financial', () =>
      ok({ items: [deposit(1, 500)], total: 1 }),
    );
    const list = flows.history.financial;
    await list.load();
    list.applyFilter({ from: '2026-03-01', to: '2026-03-02', value: 2 });
    await site.settled();
    env.routes.route('POST /api/auth/login', () =>
      ok({ token: 'other-token', username: 'mehmet', balance: 0 }),
    );
    await site.session.login({ username: 'mehmet', password: 'secret1' });
    let seen: unknown[] | undefined;
    env.routes.route('POST /api/history/financial', () => {
      seen = [...list.$state.get().items];
      return ok({ items: [], total: 0 });
    });
    await list.load();
    expect(seen).toEqual([]);
    expect(list.$state.get()).toMatchObject({
      status: 'ready',
      filter: { from: '2026-02-14', to: '2026-03-15' },
      page: 1,
    });
  });
});

describe('profile', () => {
  it('loads the details, and a birth date that is not a date is a typed error', async () => {
    const { flows, env } = setup();
    const profile = {
      username: 'ayse',
      name: 'Ayşe',
      surname: 'Demir',
      email: 'ayse@ornek.com.tr',
      phone: '905321112233',
      smsVerified: true,
      birthDate: '1990-05-01',
    };
    env.routes.route('GET /api/customer/profile', () => ok(profile));
    await flows.profile.load();
    expect(flows.profile.$profile.get()).toEqual({ status: 'ready', profile });
    env.routes.route('GET /api/customer/profile', () => ok({ ...profile, birthDate: 'yesterday' }));
    await flows.profile.load();
    expect(flows.profile.$profile.get()).toMatchObject({ status: 'failed' });
  });

  it('a second load while the first is on its way joins it: one request', async () => {
    const { flows, env, calls, site } = setup();
    env.routes.route('GET /api/customer/profile', () =>
      ok({
        username: 'ayse',
        name: 'A',
        surname: 'D',
        email: 'a@b.tr',
        phone: '90532',
        smsVerified: false,
      }),
    );
    void flows.profile.load();
    void flows.profile.load(); // the page mounted twice (React's strict mode does)
    await site.settled();
    expect(calls('/api/customer/profile')).toHaveLength(1);
    expect(flows.profile.$profile.get()).toMatchObject({ status: 'ready' });
  });
});
