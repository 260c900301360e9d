import { describe, expect, it } from 'vitest';
import { createDevServer } from '../../create-dev-server';
import { apiClient } from '../../testing/api-client';
import { createHarness, type Harness, openOdds } from '../sportsbook.test-support';
import { BetStatus } from './bet-book';

const ALICE = 'player:alice';

/** Places one single of `amount` on the first open odd; returns the bet id. */
async function placeSingle(h: Harness, amount: number, as = ALICE): Promise<number> {
  const [odd] = openOdds(h, 1);
  await h.call('POST', 'sportsbook/toggleOdd', { as, body: { oddId: odd?.id, isLive: false } });
  const res = await h.call<{ bets: { betId: number }[] }>('POST', 'sportsbook/placeBet', {
    as,
    body: { type: 1, selection: [{ oddId: odd?.id, amount }], acceptChanges: true },
  });
  const betId = res.body.data.bets[0]?.betId;
  if (betId === undefined) throw new Error(res.body.message);
  return betId;
}

const settledPushes = (h: Harness) => h.sent.filter((item) => item.command === 'betSettled');

describe('betSettled (extension): the owner hears when a bet settles', () => {
  it.each([
    ['won', BetStatus.Won, 'Your coupon won'],
    ['lost', BetStatus.Lost, 'Your coupon lost'],
    ['returned', BetStatus.Returned, 'Your coupon was returned'],
  ] as const)(
    'a bet settled %s pays out, pushes to its owner only and leaves a notification',
    async (_, status, title) => {
      const h = createHarness();
      const betId = await placeSingle(h, 100);
      const bet = h.sb.control.betsOf('alice').find((item) => item.id === betId);
      const payout =
        status === BetStatus.Won
          ? (bet?.possibleWin ?? 0)
          : status === BetStatus.Returned
            ? 100
            : 0;
      h.notifications.length = 0;

      expect(h.sb.control.settleBet(betId, status)?.status).toBe(status);

      expect(h.balances.get('alice')).toBeCloseTo(900 + payout, 2);
      expect(settledPushes(h)).toEqual([
        { username: 'alice', command: 'betSettled', message: { betId, status, payout } },
      ]);
      expect(h.pushes.some((item) => item.command === 'betSettled')).toBe(false);
      expect(h.notifications).toEqual([
        expect.objectContaining({
          username: 'alice',
          kind: 'Bet',
          title: expect.objectContaining({ en: title }),
        }),
      ]);
      expect(h.notifications[0]?.note.en).toContain(String(betId));
      const mine = await h.call<
        { betId: number; status: number; selections: { result: number }[] }[]
      >('GET', 'sportsbook/mybets', { as: ALICE });
      const listed = mine.body.data.find((item) => item.betId === betId);
      expect(listed?.status).toBe(status);
      expect(listed?.selections.every((selection) => selection.result !== 3)).toBe(true);
    },
  );

  it('settles a bet once: a second settlement (or an unknown bet) changes and pushes nothing', async () => {
    const h = createHarness();
    const betId = await placeSingle(h, 100);
    h.sb.control.settleBet(betId, BetStatus.Lost);
    expect(h.sb.control.settleBet(betId, BetStatus.Won)).toBeNull();
    expect(h.sb.control.settleBet(123, BetStatus.Won)).toBeNull();
    expect(settledPushes(h)).toHaveLength(1);
    expect(h.balances.get('alice')).toBe(900);
  });

  it('a bet settled by its matches ending pushes too, lost ones with a payout of 0', async () => {
    const h = createHarness();
    const betIds = [await placeSingle(h, 10), await placeSingle(h, 10)];
    h.clock.advance(4 * 24 * 3_600_000);
    h.sb.control.sync();
    const pushes = settledPushes(h).map(
      (item) => item.message as { betId: number; status: number; payout: number },
    );
    expect(pushes.map((item) => item.betId).sort()).toEqual([...betIds].sort());
    for (const push of pushes) {
      const bet = h.sb.control.betsOf('alice').find((item) => item.id === push.betId);
      expect(push.status).toBe(bet?.status);
      expect(push.payout).toBe(push.status === BetStatus.Won ? bet?.possibleWin : 0);
    }
  });
});

describe('/dev/bets', () => {
  it("lists a player's bets and settles one: balance, notification list and the push", async () => {
    const server = createDevServer();
    const api = apiClient(server);
    const token = await api.login('player1');
    server.control.setBalance('player1', 1000);
    const sent: { username: string; command: string; message: unknown; hub: string }[] = [];
    const original = server.hubs.sendToUser;
    server.hubs.sendToUser = (username, command, message, hub) => {
      sent.push({ username, command, message, hub: hub ?? '*' });
      return original(username, command, message, hub);
    };
    const [event] = server.domains.sportsbook.world.prematch();
    const oddId = event?.markets.winner.odd1.id;
    await api.post('/sbapi/api/sportsbook/toggleOdd', { oddId, isLive: false }, { token });
    await api.post(
      '/sbapi/api/sportsbook/placeBet',
      { type: 1, selection: [{ oddId, amount: 50 }], acceptChanges: true },
      { token },
    );
    const bets = await api.get<{ betId: number; status: number }[]>('/dev/bets?username=player1');
    const betId = bets.data[0]?.betId;
    expect(bets.data[0]?.status).toBe(BetStatus.Accepted);

    expect((await api.post('/dev/bets/settle', { betId, status: 'maybe' })).status).toBe(400);
    const settled = await api.post('/dev/bets/settle', { betId, status: 'returned' });
    expect(settled).toMatchObject({ success: true, data: { betId, status: BetStatus.Returned } });
    expect((await api.post('/dev/bets/settle', { betId, status: 'won' })).success).toBe(false);

    expect(server.control.getBalance('player1')).toBe(1000);
    expect(sent).toContainEqual({
      username: 'player1',
      command: 'betSettled',
      message: { betId, status: BetStatus.Returned, payout: 50 },
      hub: 'sbnotify',
    });
    const list = await api.post<{ title: string }[]>(
      '/api/customer/notification',
      { skip: 0, take: 100 },
      { token, locale: 'en' },
    );
    expect(list.data.map((item) => item.title)).toContain('Your coupon was returned');
  });
});
