import { describe, expect, it } from 'vitest';
import { createDevServer } from '../create-dev-server';
import { apiClient } from '../testing/api-client';

// The controls the XSS corpus e2e uses to put hostile text in every name the server sends:
// what they rename must reach every answer that carries the name, in both languages, and a
// renamed provider must not break its games' launch.

const PAYLOAD = '<img src=x onerror=__xss(1)>';

function setup() {
  const server = createDevServer({ now: () => Date.UTC(2026, 10, 20, 12, 0, 0) });
  return { server, api: apiClient(server) };
}

interface Bootstrap {
  casinoCategoryList: { id: number; name: string; games: { gameCode: string; name: string }[] }[];
  translationList: { key: string; value: string }[];
}

describe('casino rename control', () => {
  it('renames a game, its provider and a category in the bootstrap, search and launch', async () => {
    const { server, api } = setup();
    const game = server.domains.casino.games.find((g) => g.providerName === 'Pragmatic Play');
    if (!game) throw new Error('no Pragmatic Play game');
    server.domains.casino.rename({
      games: { [game.gameCode]: { name: `${PAYLOAD} game`, providerName: `${PAYLOAD} provider` } },
      categories: { [game.systemCategory]: `${PAYLOAD} category` },
    });
    const token = await api.login('player1');
    for (const locale of ['tr', 'en'] as const) {
      const grouped = await api.get<Bootstrap>('/api/cms/grouped', { token, locale });
      const category = grouped.data.casinoCategoryList.find((c) => c.id === game.systemCategory);
      expect(category?.name).toBe(`${PAYLOAD} category`);
    }
    const search = await api.post<{ gameCode: string; name: string; providerName: string }[][]>(
      '/api/casino/games',
      { search: 'onerror', live: game.isLive },
      { token },
    );
    expect(search.data.flat()).toEqual([
      expect.objectContaining({
        gameCode: game.gameCode,
        name: `${PAYLOAD} game`,
        providerName: `${PAYLOAD} provider`,
      }),
    ]);
    // The launch call follows the provider id, not the display name.
    const launch = await api.post<string>(
      '/api/casino/pragmaticlaunchurl',
      { code: game.gameCode },
      { token },
    );
    expect(launch.success).toBe(true);
  });

  it('refuses unknown game codes and categories', () => {
    const { server } = setup();
    expect(() => server.domains.casino.rename({ games: { nope: { name: 'x' } } })).toThrow(
      /Unknown game code/,
    );
    expect(() => server.domains.casino.rename({ categories: { 999: 'x' } })).toThrow(
      /Unknown casino category/,
    );
  });
});

describe('sportsbook rename control', () => {
  it('renames sports, groups, competitions, teams, markets and picks in every feed', async () => {
    const { server, api } = setup();
    const sb = server.domains.sportsbook;
    const live = sb.world.live().find((e) => e.sport.id === 1);
    const prematch = sb.world.prematch().find((e) => e.sport.id === 1);
    if (!live || !prematch) throw new Error('no football events');
    const extra = sb.world.extraMarkets(prematch)[0];
    if (!extra) throw new Error('no extra market');
    const odd = live.markets.winner.odd1;
    sb.rename({
      sports: { 1: `${PAYLOAD} sport` },
      groups: { [live.competition.group.id]: `${PAYLOAD} group` },
      competitions: { [live.competition.id]: `${PAYLOAD} league` },
      events: {
        [live.id]: { home: `${PAYLOAD} home`, away: `${PAYLOAD} away` },
        [prematch.id]: { markets: { [extra.id]: `${PAYLOAD} market` } },
      },
      odds: { [odd.id]: { market: `${PAYLOAD} odd market`, pick: `${PAYLOAD} pick` } },
    });
    const token = await api.login('player1');

    const sports = await api.get<{ id: number; name: string }[]>(
      '/sbapi/api/feed/livecategorylist',
      { token, locale: 'en' },
    );
    expect(sports.data.find((s) => s.id === 1)?.name).toBe(`${PAYLOAD} sport`);
    const groups = await api.post<
      { groupName: string; events: { id: number; homeName: string; competitionName: string }[] }[]
    >('/sbapi/api/feed/liveeventlist', { sportId: 1, skip: 0, take: 500 }, { token });
    const group = groups.data.find((g) => g.events.some((e) => e.id === live.id));
    expect(group?.groupName).toBe(`${PAYLOAD} group - ${PAYLOAD} league`);
    expect(group?.events.find((e) => e.id === live.id)).toMatchObject({
      homeName: `${PAYLOAD} home`,
      competitionName: `${PAYLOAD} league`,
    });
    const tree = await api.get<{ id: number; name: string }[]>('/sbapi/api/feed/categorylist', {
      token,
    });
    expect(tree.data.find((s) => s.id === 1)?.name).toBe(`${PAYLOAD} sport`);

    const markets = await api.get<{ groups: { markets: { id: string; name: string }[] }[] }>(
      `/sbapi/api/sportsbook/eventmarkets?eventId=${prematch.id}`,
      { token },
    );
    const names = markets.data.groups.flatMap((g) => g.markets).map((m) => m.name);
    expect(names).toContain(`${PAYLOAD} market`);

    await api.post('/sbapi/api/sportsbook/toggleOdd', { oddId: odd.id, isLive: true }, { token });
    const slip = await api.get<{
      oddList: { eventName: string; marketName: string; oddName: string }[];
    }>('/sbapi/api/sportsbook/betslip', { token });
    expect(slip.data.oddList[0]).toMatchObject({
      eventName: `${PAYLOAD} home - ${PAYLOAD} away`,
      marketName: `${PAYLOAD} odd market`,
      oddName: `${PAYLOAD} pick`,
    });
  });

  it('refuses unknown ids', () => {
    const { server } = setup();
    const sb = server.domains.sportsbook;
    expect(() => sb.rename({ sports: { 999: 'x' } })).toThrow(/Unknown sport/);
    expect(() => sb.rename({ competitions: { 1: 'x' } })).toThrow(/Unknown competition/);
    expect(() => sb.rename({ events: { 1: { home: 'x' } } })).toThrow(/Unknown or ended event/);
    expect(() => sb.rename({ odds: { 1: { market: 'x', pick: 'y' } } })).toThrow(/Unknown odd/);
  });

  it('leaves another server in the same process alone', async () => {
    const first = setup();
    const second = setup();
    first.server.domains.sportsbook.rename({ sports: { 1: PAYLOAD }, groups: { 44: PAYLOAD } });
    const token = await second.api.login('player1');
    const tree = await second.api.get<{ id: number; name: string }[]>(
      '/sbapi/api/feed/categorylist',
      { token },
    );
    expect(tree.data.find((s) => s.id === 1)?.name).toBe('Futbol');
  });
});

describe('server texts and history controls', () => {
  it('replaces and adds translationList keys in both languages', async () => {
    const { server, api } = setup();
    server.control.bootstrap.translations.set('FOOTER_AGE', PAYLOAD);
    server.control.bootstrap.translations.set('header.login', `${PAYLOAD} login`);
    for (const locale of ['tr', 'en'] as const) {
      const token = await api.anonymousToken();
      const grouped = await api.get<Bootstrap>('/api/cms/grouped', { token, locale });
      const texts = new Map(grouped.data.translationList.map((t) => [t.key, t.value]));
      expect(texts.get('FOOTER_AGE')).toBe(PAYLOAD);
      expect(texts.get('header.login')).toBe(`${PAYLOAD} login`);
      expect(texts.get('TOP_NOTIFY')).toMatch(/\{current\}/);
    }
  });

  it('writes rounds, bonuses, sessions and deposits with the given texts', async () => {
    const { server, api } = setup();
    server.control.recordHistory('player1', {
      rounds: [{ gameName: `${PAYLOAD} game`, providerName: `${PAYLOAD} provider` }],
      bonuses: [{ name: `${PAYLOAD} bonus` }],
      sessions: [{ device: `${PAYLOAD} device`, ip: `${PAYLOAD} ip` }],
      deposits: [{ methodName: `${PAYLOAD} method` }],
    });
    const token = await api.login('player1');
    const rounds = await api.post<{ items: { gameName: string; providerName: string }[] }>(
      '/api/history/games',
      {},
      { token },
    );
    expect(rounds.data.items[0]).toMatchObject({
      gameName: `${PAYLOAD} game`,
      providerName: `${PAYLOAD} provider`,
    });
    const bonuses = await api.post<{ items: { name: string }[] }>(
      '/api/history/bonuses',
      {},
      {
        token,
      },
    );
    expect(bonuses.data.items[0]?.name).toBe(`${PAYLOAD} bonus`);
    const sessions = await api.post<{ items: { device: string; ip: string }[] }>(
      '/api/history/sessions',
      {},
      { token },
    );
    expect(sessions.data.items.map((s) => s.device)).toContain(`${PAYLOAD} device`);
    const financial = await api.post<{ items: { methodName: string }[] }>(
      '/api/history/financial',
      {},
      { token, locale: 'en' },
    );
    expect(financial.data.items[0]?.methodName).toBe(`${PAYLOAD} method`);
    expect(() => server.control.recordHistory('nobody', {})).toThrow(/Unknown player/);
  });

  it('POST /dev/history and /dev/bootstrap do the same for a running demo', async () => {
    const { server, api } = setup();
    const dev = (path: string, body: unknown) =>
      server.fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const recorded = await dev('/dev/history', {
      username: 'player1',
      bonuses: [{ name: `${PAYLOAD} bonus`, amount: 50 }],
    });
    expect(recorded.status).toBe(200);
    const bad = await dev('/dev/history', { username: 'player1', rounds: 'x' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false, message: /rounds/ });
    const texts = await dev('/dev/bootstrap', { translations: { FOOTER_AGE: PAYLOAD } });
    expect(await texts.json()).toMatchObject({ data: { translations: { FOOTER_AGE: PAYLOAD } } });

    const token = await api.login('player1');
    const bonuses = await api.post<{ items: { name: string; amount: number }[] }>(
      '/api/history/bonuses',
      {},
      { token },
    );
    expect(bonuses.data.items[0]).toMatchObject({ name: `${PAYLOAD} bonus`, amount: 50 });
  });
});
