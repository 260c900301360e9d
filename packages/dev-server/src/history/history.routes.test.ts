import { describe, expect, it } from 'vitest';
import { createDevServer } from '../create-dev-server';
import type { CasinoDomainControl } from '../domains/casino.domain';
import { apiClient } from '../testing/api-client';

interface Page<T> {
  items: T[];
  total: number;
}
interface Financial {
  id: string;
  type: number;
  status: number;
  methodName: string;
  amount: number;
  createdAt: string;
}

let now = Date.UTC(2026, 10, 20, 12, 0, 0);
function setup() {
  now = Date.UTC(2026, 10, 20, 12, 0, 0);
  const server = createDevServer({ now: () => now, paymentSettleMs: 60_000 });
  return { server, api: apiClient(server) };
}
const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('history extensions', () => {
  it('lists deposits and withdrawals the player made, with type, status and amount', async () => {
    const { server, api } = setup();
    const token = await api.login('player1');
    await api.post(
      '/api/payment/deposit',
      { id: 1, target: 'pay', detail: { Amount: 1000, BankId: 2, NameSurname: 'Ahmet Yılmaz' } },
      { token },
    );
    now += 1000;
    await api.post(
      '/api/payment/withdraw',
      { id: 12, target: 'pay', detail: { Amount: 200, PaparaNo: 1234567890 } },
      { token },
    );
    const all = await api.post<Page<Financial>>('/api/history/financial', {}, { token });
    expect(all.success).toBe(true);
    expect(all.data.total).toBe(2);
    expect(all.data.items.map((i) => [i.type, i.status, i.amount])).toEqual([
      [2, 2, 200],
      [1, 2, 1000],
    ]);
    expect(all.data.items[0]?.createdAt).toBe('2026-11-20T12:00:01.000');
    const withdrawals = await api.post<Page<Financial>>(
      '/api/history/financial',
      { type: 2 },
      { token },
    );
    expect(withdrawals.data.items.map((i) => i.amount)).toEqual([200]);
    server.control.settlePayments();
    const confirmed = await api.post<Page<Financial>>(
      '/api/history/financial',
      { status: 1 },
      { token },
    );
    expect(confirmed.data.total).toBe(2);
    // Another player sees none of it.
    const other = await api.login('vip1');
    expect(
      (await api.post<Page<Financial>>('/api/history/financial', {}, { token: other })).data.total,
    ).toBe(0);
  });

  it('keeps to the date range and pages with skip and take', async () => {
    const { api } = setup();
    const token = await api.login('player1');
    for (let i = 0; i < 5; i++) {
      await api.post(
        '/api/payment/deposit',
        {
          id: 1,
          target: 'pay',
          detail: { Amount: 100 + i, BankId: 1, NameSurname: 'Ahmet Yılmaz' },
        },
        { token },
      );
      now += 60 * 60 * 1000;
    }
    const page = await api.post<Page<Financial>>(
      '/api/history/financial',
      { skip: 1, take: 2 },
      { token },
    );
    expect(page.data.total).toBe(5);
    expect(page.data.items.map((i) => i.amount)).toEqual([103, 102]);
    const range = await api.post<Page<Financial>>(
      '/api/history/financial',
      { from: '2026-11-20T13:00:00.000Z', to: '2026-11-20T14:30:00' },
      { token },
    );
    expect(range.data.items.map((i) => i.amount)).toEqual([102, 101]);
  });

  it('refuses a reversed range, an unknown filter value and visitors', async () => {
    const { api } = setup();
    const token = await api.login('player1');
    const reversed = await api.post(
      '/api/history/financial',
      { from: '2026-11-20', to: '2026-11-01' },
      { token, locale: 'en' },
    );
    expect(reversed).toMatchObject({ success: false, message: 'Invalid date range' });
    const unknown = await api.post(
      '/api/history/financial',
      { status: 9 },
      { token, locale: 'en' },
    );
    expect(unknown).toMatchObject({ success: false, message: 'Invalid filter' });
    const visitor = await api.post(
      '/api/history/games',
      {},
      { token: await api.anonymousToken(), locale: 'en' },
    );
    expect(visitor).toMatchObject({ status: 200, success: false, message: 'Please login first' });
  });

  it('records logins with device, platform and address, and closes them on logout', async () => {
    const { server, api } = setup();
    const anon = await api.anonymousToken();
    const login = async (agent: string) => {
      const response = await server.fetch('/api/auth/login', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${anon}`,
          'content-type': 'application/json',
          'user-agent': agent,
          'x-forwarded-for': '203.0.113.7, 10.0.0.1',
        },
        body: JSON.stringify({ username: 'player1', password: 'secret1' }),
      });
      return ((await response.json()) as { data: { token: string } }).data.token;
    };
    const first = await login(chrome);
    now += 60_000;
    await api.get('/api/auth/logout', { token: first });
    now += 60_000;
    const second = await login(iphone);
    const sessions = await api.post<
      Page<{
        platform: number;
        device: string;
        ip: string;
        logoutAt: string | null;
        current: boolean;
      }>
    >('/api/history/sessions', {}, { token: second });
    expect(sessions.data.items).toEqual([
      expect.objectContaining({
        platform: 2,
        device: 'Safari · iOS',
        ip: '203.0.113.7',
        logoutAt: null,
        current: true,
      }),
      expect.objectContaining({
        platform: 1,
        device: 'Chrome · Windows',
        logoutAt: '2026-11-20T12:01:00.000',
        current: false,
      }),
    ]);
    const mobile = await api.post<Page<unknown>>(
      '/api/history/sessions',
      { platform: 1 },
      { token: second },
    );
    expect(mobile.data.total).toBe(1);
  });

  it('lists every stake and win of the stand-in game as a casino round', async () => {
    const { server, api } = setup();
    const token = await api.login('player1');
    const casino = server.domains.casino as CasinoDomainControl;
    const game = casino.games.find((g) => g.providerName === 'Pragmatic Play');
    if (!game) throw new Error('no Pragmatic game');
    const launch = await api.post<string>(
      '/api/casino/pragmaticlaunchurl',
      { code: game.gameCode },
      { token },
    );
    const playToken = launch.data.split('/').at(-1);
    for (let i = 0; i < 3; i++)
      await server.fetch(`/api/casino/play/${playToken}/spin?stake=5`, { method: 'POST' });
    const rounds = await api.post<
      Page<{ gameName: string; providerName: string; winOrBet: number; amount: number }>
    >('/api/history/games', { winOrBet: 2 }, { token });
    expect(rounds.data.total).toBe(3);
    expect(rounds.data.items[0]).toMatchObject({
      gameName: game.name,
      providerName: 'Pragmatic Play',
      winOrBet: 2,
      amount: 5,
    });
  });

  it('shows a ticked trial bonus as processing until it is defined, then completed', async () => {
    const { api } = setup();
    const anon = await api.anonymousToken();
    const registered = await api.post<{ token: string }>(
      '/api/auth/register',
      {
        name: 'Deniz',
        surname: 'Ak',
        username: 'deniz77',
        email: 'deniz77@ornek.com.tr',
        phone: '905551112233',
        password: 'secret1',
        password2: 'secret1',
        trialBonus: 1,
        isFast: true,
        currencyId: 1,
        country: 235,
      },
      { token: anon },
    );
    expect(registered.success).toBe(true);
    const token = registered.data.token;
    const before = await api.post<Page<{ status: number; name: string; amount: number }>>(
      '/api/history/bonuses',
      {},
      { token, locale: 'en' },
    );
    expect(before.data.items).toEqual([
      expect.objectContaining({ status: 1, name: 'Trial bonus', amount: 250 }),
    ]);
    await api.get('/api/bonus/definetrialbonus', { token });
    const after = await api.post<Page<{ status: number }>>(
      '/api/history/bonuses',
      { status: 2 },
      { token },
    );
    expect(after.data.total).toBe(1);
  });
});

describe('customer/profile (extension)', () => {
  it("answers the player's name, e-mail, phone with its state and birth date", async () => {
    const { api } = setup();
    const token = await api.login('player1');
    const profile = await api.get('/api/customer/profile', { token });
    expect(profile.data).toEqual({
      username: 'player1',
      usercode: '104527',
      name: 'Ahmet',
      surname: 'Yılmaz',
      email: 'player1@ornek.com.tr',
      phone: '905321234567',
      smsVerified: true,
      birthDate: '1988-04-12',
    });
  });
});
