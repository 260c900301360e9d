import type { RunningDevServer } from '@site/dev-server';

// Puts the corpus into every name the dev server sends, through its typed controls (no answer
// is intercepted): the casino catalogue, the sportsbook feeds, and a player's history rows.
// Server texts (translationList) are set by the test itself, last, since they reword the UI.

type Api = RunningDevServer;
type Game = Api['domains']['casino']['games'][number];

export interface HostileSeeds {
  /** Slot games renamed, in corpus order; the even ones keep a real provider (launchable). */
  games: Game[];
  /** A prematch football event whose teams, league and further markets are payloads. */
  detailEventId: number;
  /** Odds of the 17 single bets placed (68 names in My Bets). */
  betOddIds: number[];
  /** Odds left on the slip (20, the most it holds). */
  slipOddIds: number[];
}

/** The payload for slot `index`, wrapping around the corpus. */
const pick = (html: readonly string[], index: number) => html[index % html.length] ?? '';

export function seedCasino(api: Api, html: readonly string[]): Game[] {
  const games = api.domains.casino.games
    .filter((game) => game.systemCategory === 1 && !game.isLive)
    .slice(0, html.length);
  api.domains.casino.rename({
    games: Object.fromEntries(
      games.map((game, index) => [
        game.gameCode,
        index % 2 === 0
          ? { name: pick(html, index) }
          : { name: pick(html, index), providerName: pick(html, index * 7) },
      ]),
    ),
    categories: Object.fromEntries(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((id) => [id, pick(html, id * 8 + 3)]),
    ),
  });
  return games;
}

export function seedSportsbook(api: Api, html: readonly string[]) {
  const sportsbook = api.domains.sportsbook;
  // Odds stay where the test put them: no random pushes, no "odds changed" refusals.
  sportsbook.simulator.stop();
  const events = [...sportsbook.world.live(), ...sportsbook.world.prematch()];
  const ids = (list: readonly number[]) => [...new Set(list)];
  const named = (list: readonly number[], offset: number) =>
    Object.fromEntries(ids(list).map((id, index) => [id, pick(html, index + offset)]));
  const open = events.filter(
    (event) => event.sport.id === 1 && event.phase === 'prematch' && !event.suspendedUntil,
  );
  const detail = open[0];
  if (!detail) throw new Error('no open prematch football event');
  const extra = sportsbook.world.extraMarkets(detail);
  sportsbook.rename({
    sports: named(
      events.map((event) => event.sport.id),
      5,
    ),
    groups: named(
      events.map((event) => event.competition.group.id),
      17,
    ),
    competitions: named(
      events.map((event) => event.competition.id),
      29,
    ),
    events: Object.fromEntries(
      events.map((event, index) => [
        event.id,
        {
          home: pick(html, 2 * index),
          away: pick(html, 2 * index + 1),
          ...(event === detail
            ? {
                markets: Object.fromEntries(
                  extra.map((market, i) => [market.id, pick(html, 3 * i + 2)]),
                ),
              }
            : {}),
        },
      ]),
    ),
    odds: Object.fromEntries(
      events.flatMap((event, index) => {
        const { odd1, oddX, odd2 } = event.markets.winner;
        return [odd1, oddX, odd2].flatMap((odd, side) =>
          odd
            ? [
                [
                  odd.id,
                  { market: pick(html, 3 * index + side + 11), pick: pick(html, 3 * index + side) },
                ],
              ]
            : [],
        );
      }),
    ),
  });
  const odds = open.slice(1, 38).map((event) => event.markets.winner.odd1.id);
  return { detailEventId: detail.id, betOddIds: odds.slice(0, 17), slipOddIds: odds.slice(17) };
}

/**
 * As the player, through the public API: 17 single bets on hostile-named odds, then 20 more
 * odds on the slip, which the site loads when the player logs in.
 */
export async function seedBets(api: Api, username: string, betOdds: number[], slipOdds: number[]) {
  const call = async <T>(path: string, body?: unknown, token?: string): Promise<T> => {
    const response = await fetch(new URL(path, api.url), {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer: { success: boolean; message: string; data: T } = await response.json();
    if (!answer.success) throw new Error(`${path}: ${answer.message}`);
    return answer.data;
  };
  const anonymous = await call<string>('/api/auth/token');
  const { token } = await call<{ token: string }>(
    '/api/auth/login',
    { username, password: 'secret1' },
    anonymous,
  );
  const toggle = (oddId: number) =>
    call('/sbapi/api/sportsbook/toggleOdd', { oddId, isLive: false }, token);
  if (betOdds.length > 0) {
    for (const oddId of betOdds) await toggle(oddId);
    await call(
      '/sbapi/api/sportsbook/placeBet',
      { type: 1, selection: betOdds.map((oddId) => ({ oddId, amount: 1 })), acceptChanges: true },
      token,
    );
  }
  for (const oddId of slipOdds) await toggle(oddId);
}

/** Two payloads per row where a row has two texts: 35 rows carry the whole corpus. */
export function seedHistory(api: Api, username: string, html: readonly string[]) {
  const half = Math.ceil(html.length / 2);
  const pairs = Array.from({ length: half }, (_, index) => ({
    first: pick(html, 2 * index),
    second: pick(html, 2 * index + 1),
  }));
  api.control.recordHistory(username, {
    rounds: pairs.map(({ first, second }) => ({ gameName: first, providerName: second })),
    sessions: pairs.map(({ first, second }) => ({ device: first, ip: second })),
    bonuses: html.map((name) => ({ name })),
    deposits: html.map((methodName) => ({ methodName })),
  });
}

/** Everything above for `username`, who must have a balance for 17 bets of 1 TL. */
export async function seedAll(
  api: Api,
  username: string,
  html: readonly string[],
): Promise<HostileSeeds> {
  const games = seedCasino(api, html);
  const sportsbook = seedSportsbook(api, html);
  seedHistory(api, username, html);
  await seedBets(api, username, sportsbook.betOddIds, sportsbook.slipOddIds);
  return { games, ...sportsbook };
}
