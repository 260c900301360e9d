import { describe, expect, it } from 'vitest';
import { createFullSite } from '../../entries/full';
import { createFakeHubClients } from '../../kernel/realtime/fake-hub-client';
import { countingTestEnv, flush, storedSession } from '../../kernel/realtime/realtime.test-support';
import type { RealtimeEvents } from '../../kernel/realtime/realtime.types';
import type { Toast } from '../../kernel/toasts/toasts';
import { ok } from '../../testing';

/** A logged-in player's full site whose hubs are fakes; the balance answers 250.5. */
async function playerSite() {
  const env = countingTestEnv(storedSession);
  env.routes.route('GET /api/user/balance', () => ok({ balance: 250.5 }));
  env.routes.route('GET /sbapi/api/sportsbook/mybets', () => ok([]));
  const fakes = createFakeHubClients();
  const site = createFullSite({ env, realtime: { hubClient: fakes.factory, visitors: false } });
  const toasts: Toast[] = [];
  site.toasts.subscribe((toast) => toasts.push(toast));
  const errors: RealtimeEvents['error'][] = [];
  site.realtime.on('error', (error) => errors.push(error));
  await site.start();
  await flush();
  const push = (message: unknown) =>
    fakes.latest('sbnotify')?.push({ command: 'betSettled', message });
  const calls = (path: string) => env.routes.calls.filter((call) => call.path.endsWith(path));
  return { env, site, toasts, errors, push, calls };
}

describe('settled-bet notices (issue 21, betSettled extension)', () => {
  it.each([
    [4, 'success', 'sportsbook.settled.won', 1234.5, '₺1.234,50'],
    [3, 'info', 'sportsbook.settled.lost', 0, '₺0,00'],
    [2, 'info', 'sportsbook.settled.returned', 50, '₺50,00'],
    [5, 'success', 'sportsbook.settled.cashout', 80.25, '₺80,25'],
  ] as const)(
    'status %s raises a %s toast (%s) with the payout in the site’s money format',
    async (status, kind, key, payout, amount) => {
      const { toasts, push, calls } = await playerSite();
      const balanceCalls = calls('user/balance').length;
      push({ betId: 7300001, status, payout });
      await flush();
      expect(toasts.map((toast) => [toast.kind, toast.content])).toEqual([
        [kind, { key, params: { amount, betId: 7300001 } }],
      ]);
      expect(calls('user/balance').length).toBe(balanceCalls + 1);
    },
  );

  it('reloads My Bets while it is shown', async () => {
    const { site, push, calls } = await playerSite();
    const stop = site.betSlip.myBets.$myBets.listen(() => {});
    await flush();
    const before = calls('sportsbook/mybets').length;
    push({ betId: 1, status: 4, payout: 10 });
    await flush();
    expect(calls('sportsbook/mybets').length).toBe(before + 1);
    stop();
  });

  it.each([
    { betId: 1, status: 1, payout: 0 },
    { betId: 1, status: 4, payout: -5 },
    { betId: '1', status: 4, payout: 5 },
    { betId: 1, status: 4, payout: Number.NaN },
    { status: 4, payout: 5 },
    'won',
    null,
  ])('a malformed push (%j) is a typed error, ignored: no toast, no call', async (message) => {
    const { toasts, errors, push, calls } = await playerSite();
    const balanceCalls = calls('user/balance').length;
    push(message);
    await flush();
    expect(toasts).toEqual([]);
    expect(calls('user/balance').length).toBe(balanceCalls);
    expect(errors).toEqual([
      expect.objectContaining({
        hub: 'sbnotify',
        error: expect.objectContaining({ code: 'malformed' }),
      }),
    ]);
  });
});
