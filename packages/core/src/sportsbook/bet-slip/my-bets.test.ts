import { describe, expect, it } from 'vitest';
import { BetStatus, SelectionResult } from '../../kernel/bets/bet.enums';
import { fail, ok } from '../../testing';
import { setupSite } from '../sportsbook.test-support';
import { createMyBets } from './my-bets';

const BET = {
  betId: 7001,
  type: 2,
  status: BetStatus.Accepted,
  amount: 100,
  totalRate: 5.5,
  possibleWin: 550,
  placedAt: '2026-01-01T18:45:00.000',
  settledAt: null,
  selections: [
    {
      oddId: 11,
      eventName: 'Galatasaray - Trabzonspor',
      marketName: 'Maç Sonucu',
      oddName: '1',
      rate: 1.85,
      result: SelectionResult.Pending,
    },
  ],
};

describe('my bets', () => {
  it('lists a player’s bets with their status and results; the stamp is UTC', async () => {
    const { env, site } = setupSite({ loggedIn: true });
    env.routes.route('GET /sbapi/api/sportsbook/mybets', () => ok([BET]));
    const myBets = createMyBets({ http: site.http, $session: site.session.$session });
    const stop = myBets.$myBets.listen(() => {});
    await site.settled();
    const state = myBets.$myBets.get();
    expect(state.status).toBe('ready');
    expect(state.bets[0]).toMatchObject({ betId: 7001, status: 1, possibleWin: 550 });
    expect(state.bets[0]?.placedAt).toBe(Date.UTC(2026, 0, 1, 18, 45));
    expect(state.bets[0]?.selections[0]?.result).toBe(SelectionResult.Pending);
    stop();
  });

  it('sends nothing for a visitor', async () => {
    const { env, site } = setupSite();
    const myBets = createMyBets({ http: site.http, $session: site.session.$session });
    const stop = myBets.$myBets.listen(() => {});
    await site.settled();
    expect(env.routes.calls.filter((call) => call.path.endsWith('mybets'))).toHaveLength(0);
    expect(myBets.$myBets.get()).toEqual({ status: 'ready', bets: [] });
    stop();
  });

  it('a failed load or malformed answer is failed, not an empty list', async () => {
    const { env, site } = setupSite({ loggedIn: true });
    let answer = fail('Down');
    env.routes.route('GET /sbapi/api/sportsbook/mybets', () => answer);
    const myBets = createMyBets({ http: site.http, $session: site.session.$session });
    const stop = myBets.$myBets.listen(() => {});
    await site.settled();
    expect(myBets.$myBets.get().status).toBe('failed');
    answer = ok([{ ...BET, status: 99 }]);
    await myBets.refresh();
    expect(myBets.$myBets.get().status).toBe('failed');
    stop();
  });
});
