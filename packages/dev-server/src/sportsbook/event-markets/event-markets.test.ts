import { describe, expect, it } from 'vitest';
import { createHarness } from '../sportsbook.test-support';

type Groups = {
  event: { id: number; homeName: string };
  groups: {
    id: string;
    name: string;
    markets: { id: string; name: string; odds: { id: number; name: string; rate: number }[] }[];
  }[];
};

describe('sportsbook/eventmarkets (extension)', () => {
  const h = createHarness();
  const football = () =>
    h.sb.control.world
      .prematch()
      .find((event) => event.sport.id === 1 && event.markets.doubleChance);

  it('answers every market group a bettor expects for a football match, with the list odds first', async () => {
    const event = football();
    if (!event) throw new Error('no football event');
    const answer = await h.call<Groups>('GET', `sportsbook/eventmarkets?eventId=${event.id}`);
    expect(answer.body.success).toBe(true);
    expect(answer.body.data.event.id).toBe(event.id);
    const ids = answer.body.data.groups.flatMap((group) =>
      group.markets.map((market) => market.id),
    );
    expect(ids).toEqual(
      expect.arrayContaining([
        'winner',
        'double-chance',
        'total-0.5',
        'total-3.5',
        'btts',
        'half-time',
        'handicap--1',
        'correct-score',
      ]),
    );
    const winner = answer.body.data.groups[0]?.markets[0];
    expect(winner?.odds[0]?.id).toBe(event.markets.winner.odd1.id);
    for (const group of answer.body.data.groups)
      for (const market of group.markets)
        for (const odd of market.odds) expect(odd.rate).toBeGreaterThanOrEqual(1.01);
  });

  it('keeps the same ids on a second call, streams them and puts them on the slip by name', async () => {
    const event = football();
    if (!event) throw new Error('no football event');
    const first = await h.call<Groups>('GET', `sportsbook/eventmarkets?eventId=${event.id}`, {
      as: 'player:alice',
    });
    const second = await h.call<Groups>('GET', `sportsbook/eventmarkets?eventId=${event.id}`, {
      locale: 'en',
    });
    const idsOf = (answer: typeof first) =>
      answer.body.data.groups.flatMap((group) =>
        group.markets.flatMap((market) => market.odds.map((odd) => odd.id)),
      );
    expect(idsOf(second)).toEqual(idsOf(first));
    const btts = second.body.data.groups
      .flatMap((group) => group.markets)
      .find((market) => market.id === 'btts');
    expect(btts?.name).toBe('Both Teams to Score');
    const yes = btts?.odds[0];
    if (!yes) throw new Error('no btts odd');

    const toggled = await h.call('POST', 'sportsbook/toggleOdd', {
      as: 'player:alice',
      body: { oddId: yes.id, isLive: false },
    });
    expect(toggled.body.success).toBe(true);
    const slip = await h.call<{
      oddList: { oddId: number; marketName: string; oddName: string }[];
    }>('GET', 'sportsbook/betslip', { as: 'player:alice', locale: 'en' });
    expect(slip.body.data.oddList).toContainEqual(
      expect.objectContaining({ oddId: yes.id, marketName: 'Both Teams to Score', oddName: 'Yes' }),
    );

    h.sb.simulator.storm(true);
    const moved = new Set<number>();
    for (let i = 0; i < 40; i++) {
      h.clock.advance(250);
      h.sb.simulator.tick();
    }
    for (const push of h.pushes)
      for (const change of push.message as { id: number }[]) moved.add(change.id);
    const extraIds = new Set(idsOf(first));
    expect([...moved].some((id) => extraIds.has(id))).toBe(true);
  });

  it('answers success false for an unknown event', async () => {
    const answer = await h.call('GET', 'sportsbook/eventmarkets?eventId=1', { locale: 'en' });
    expect(answer.body).toMatchObject({ success: false, message: 'Event not found', data: null });
  });
});
