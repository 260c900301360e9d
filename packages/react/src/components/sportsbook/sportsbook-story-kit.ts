// Canned dev-server answers for the sportsbook stories (shapes as docs/api-sportsbook-casino.md).
import {
  fail,
  feedEvent,
  league,
  liveEvent,
  ok,
  type RouteHandler,
  status,
} from '@site/core/testing';

const never = () => new Promise<Response>(() => {});

/** The core's feed fixture (odd ids follow the event id) with these teams. */
const storyEvent = (
  id: number,
  homeName: string,
  awayName: string,
  extra: Record<string, unknown> = {},
) => feedEvent({ id, homeName, awayName, ...extra });

/** The core's live fixture: its odds and feed id follow this event's id too. */
export const storyLiveEvent = (
  id: number,
  homeName: string,
  awayName: string,
  extra: Record<string, unknown> = {},
) => liveEvent({ ...storyEvent(id, homeName, awayName), feedId: 40_000_000 + id, ...extra });

export const LIVE_ROUTES: Record<string, RouteHandler> = {
  'GET /sbapi/api/feed/livecategorylist': () =>
    ok([
      { id: 1, name: 'Futbol', count: 3, sort: 1 },
      { id: 2, name: 'Basketbol', count: 1, sort: 2 },
    ]),
  'POST /sbapi/api/feed/liveeventlist': (request) =>
    (request.body as { sportId: number }).sportId === 1
      ? ok([
          league('Türkiye - Süper Lig', [
            storyLiveEvent(101, 'Galatasaray', 'Fenerbahçe'),
            storyLiveEvent(102, 'Beşiktaş', 'Trabzonspor', { eventStatus: 'S' }),
          ]),
          league(
            'İngiltere - Premier Lig',
            [storyLiveEvent(103, 'Arsenal', 'Chelsea', { periodMinute: 12 })],
            538,
          ),
        ])
      : ok([
          league(
            'ABD - NBA',
            [
              storyLiveEvent(201, 'Lakers', 'Celtics', {
                sportId: 2,
                period: '3. Çeyrek',
                result: { Goal: null, SetScore: null, Points: '78-71', MapScore: null },
                doubleChance: null,
                winner: {
                  odd1: 1.55,
                  oddX: null,
                  odd2: 2.45,
                  odd1Id: 700_201_001,
                  oddXId: null,
                  odd2Id: 700_201_003,
                },
              }),
            ],
            756,
          ),
        ]),
};

/** Three football leagues of 20 live matches each (ids 1000–1019, 1100–…, 1200–1219). */
export const LONG_LIVE_FEED = [
  'Türkiye - Süper Lig',
  'İngiltere - Premier Lig',
  'İspanya - La Liga',
].map((name, l) =>
  league(
    name,
    Array.from({ length: 20 }, (_, i) => {
      const id = 1000 + l * 100 + i;
      return storyLiveEvent(id, `Home ${id}`, `Away ${id}`);
    }),
    560 + l,
  ),
);

/** A live feed longer than a first screen: the list renders it progressively. */
export const LONG_LIVE_ROUTES: Record<string, RouteHandler> = {
  ...LIVE_ROUTES,
  'POST /sbapi/api/feed/liveeventlist': (request) =>
    ok((request.body as { sportId: number }).sportId === 1 ? LONG_LIVE_FEED : []),
};

export const LIVE_LOADING: Record<string, RouteHandler> = {
  'GET /sbapi/api/feed/livecategorylist': never,
};
export const LIVE_FAILED: Record<string, RouteHandler> = {
  'GET /sbapi/api/feed/livecategorylist': () => status(500),
};
export const LIVE_EMPTY: Record<string, RouteHandler> = {
  'GET /sbapi/api/feed/livecategorylist': () => ok([]),
};

const TREE = [
  {
    id: 1,
    name: 'Futbol',
    count: 40,
    sort: 1,
    groups: [
      {
        id: 10,
        name: 'Türkiye',
        sort: 1,
        count: 25,
        competitions: [
          { id: 566, name: 'Süper Lig', count: 18, sort: 1 },
          { id: 567, name: '1. Lig', count: 7, sort: 2 },
        ],
      },
      {
        id: 11,
        name: 'İngiltere',
        sort: 2,
        count: 15,
        competitions: [{ id: 538, name: 'Premier Lig', count: 15, sort: 1 }],
      },
    ],
  },
  {
    id: 2,
    name: 'Basketbol',
    count: 8,
    sort: 2,
    groups: [
      {
        id: 20,
        name: 'ABD',
        sort: 1,
        count: 8,
        competitions: [{ id: 756, name: 'NBA', count: 8, sort: 1 }],
      },
    ],
  },
];

export const PREMATCH_ROUTES: Record<string, RouteHandler> = {
  'GET /sbapi/api/feed/categorylist': () => ok(TREE),
  'GET /sbapi/api/sportsbook/popularevents': () =>
    ok([
      storyEvent(301, 'Galatasaray', 'Fenerbahçe'),
      storyEvent(302, 'Arsenal', 'Chelsea', {
        competitionName: 'Premier Lig',
        groupName: 'İngiltere',
      }),
      storyEvent(303, 'Göztepe', 'Samsunspor', { totalGoal: null }),
    ]),
  'GET /sbapi/api/sportsbook/popularcompetitions': () =>
    ok([
      { competitionId: 566, sportId: 1, name: 'Süper Lig', groupName: 'Türkiye', count: 18 },
      { competitionId: 538, sportId: 1, name: 'Premier Lig', groupName: 'İngiltere', count: 15 },
    ]),
  'POST /sbapi/api/feed/eventlist': () =>
    ok([
      {
        name: 'Süper Lig',
        groupName: 'Türkiye',
        events: [storyEvent(301, 'Galatasaray', 'Fenerbahçe')],
      },
    ]),
  'POST /sbapi/api/feed/searchupcoming': () =>
    ok([
      {
        id: 301,
        kickofDate: '2026-06-01T18:45:00.000',
        group: 'Türkiye',
        competition: 'Süper Lig',
        homeName: 'Galatasaray',
        awayName: 'Fenerbahçe',
      },
    ]),
};

export const PREMATCH_LOADING: Record<string, RouteHandler> = {
  'GET /sbapi/api/feed/categorylist': never,
  'GET /sbapi/api/sportsbook/popularevents': never,
  'GET /sbapi/api/sportsbook/popularcompetitions': never,
};

export const EVENT_MARKETS_ROUTES: Record<string, RouteHandler> = {
  'GET /sbapi/api/sportsbook/eventmarkets': () =>
    ok({
      event: storyEvent(301, 'Galatasaray', 'Fenerbahçe'),
      groups: [
        {
          id: 'main',
          name: 'Ana Marketler',
          markets: [
            {
              id: 'winner',
              name: 'Maç Sonucu',
              odds: [
                { id: 700_301_001, name: '1', rate: 1.85 },
                { id: 700_301_002, name: 'X', rate: 3.6 },
                { id: 700_301_003, name: '2', rate: 4.2 },
              ],
            },
          ],
        },
        {
          id: 'goals',
          name: 'Goller / Toplamlar',
          markets: [
            {
              id: 'btts',
              name: 'Karşılıklı Gol',
              odds: [
                { id: 700_301_101, name: 'Var', rate: 1.72 },
                { id: 700_301_102, name: 'Yok', rate: 2.02 },
              ],
            },
            {
              id: 'total-3.5',
              name: 'Toplam Gol 3.5',
              odds: [
                { id: 700_301_103, name: 'Alt 3.5', rate: 1.38 },
                { id: 700_301_104, name: 'Üst 3.5', rate: 2.9 },
              ],
            },
          ],
        },
      ],
    }),
};

export const EVENT_MARKETS_FAILED: Record<string, RouteHandler> = {
  'GET /sbapi/api/sportsbook/eventmarkets': () => fail('Etkinlik bulunamadı'),
};

export function slipOdd(
  oddId: number,
  eventName: string,
  oddName: string,
  extra: Record<string, unknown> = {},
) {
  return {
    oddId,
    eventName,
    marketName: 'Maç Sonucu',
    oddName,
    rate: 1.85,
    amount: 0,
    possibleWin: 0,
    message: null,
    isLive: false,
    eventId: 301,
    ...extra,
  };
}

/** The slip with these odds; placeBet answers as given. */
export function slipRoutes(
  odds: unknown[],
  options: { message?: string | null; placeBet?: RouteHandler } = {},
): Record<string, RouteHandler> {
  return {
    'GET /sbapi/api/sportsbook/betslip': () =>
      ok({
        oddList: odds,
        message: options.message ?? null,
        multipleBet:
          odds.length > 1
            ? {
                amount: 0,
                betAmount: null,
                totalRate: 6.66,
                possibleWin: null,
                eventCount: odds.length,
              }
            : null,
      }),
    'POST /sbapi/api/sportsbook/toggleOdd': () => ok(null),
    'POST /sbapi/api/sportsbook/calculate': () =>
      ok({ possibleWin: 666, betAmount: 100, totalRate: 6.66, eventCount: odds.length }),
    'POST /sbapi/api/sportsbook/placeBet':
      options.placeBet ?? (() => ok(null, 'Kuponunuz oluşturuldu')),
    'GET /sbapi/api/sportsbook/mybets': () => ok([]),
  };
}

/**
 * Today's matches. The story clock starts at 2026-01-01T00:00Z; kick-offs before 10:00Z fall on
 * that day in every time zone a storybook may run in (UTC-12 to UTC+14).
 */
const todayEvent = (
  id: number,
  time: string,
  homeName: string,
  awayName: string,
  competition: [number, string, string],
  extra: Record<string, unknown> = {},
) =>
  storyEvent(id, homeName, awayName, {
    eventDate: `2026-01-01T${time}:00.000`,
    competitionId: competition[0],
    competitionName: competition[1],
    groupName: competition[2],
    ...extra,
  });
const SUPER_LIG: [number, string, string] = [566, 'Süper Lig', 'Türkiye'];
const PREMIER: [number, string, string] = [538, 'Premier Lig', 'İngiltere'];
const NBA: [number, string, string] = [756, 'NBA', 'ABD'];
const TODAY_EVENTS: Record<number, unknown[]> = {
  566: [
    todayEvent(401, '06:00', 'Galatasaray', 'Fenerbahçe', SUPER_LIG),
    todayEvent(402, '02:30', 'Beşiktaş', 'Trabzonspor', SUPER_LIG, { eventStatus: 'S' }),
    // Tomorrow everywhere: not listed.
    todayEvent(403, '23:30', 'Göztepe', 'Samsunspor', SUPER_LIG, {
      eventDate: '2026-01-02T23:30:00.000',
    }),
  ],
  567: [todayEvent(404, '04:15', 'Bodrum FK', 'Erzurumspor', [567, '1. Lig', 'Türkiye'])],
  538: [
    todayEvent(405, '01:30', 'Arsenal', 'Chelsea', PREMIER),
    todayEvent(406, '09:00', 'Liverpool', 'Everton', PREMIER, { totalGoal: null }),
  ],
  756: [
    todayEvent(407, '03:00', 'Lakers', 'Celtics', NBA, {
      sportId: 2,
      doubleChance: null,
      winner: {
        odd1: 1.55,
        oddX: null,
        odd2: 2.45,
        odd1Id: 700_407_001,
        oddXId: null,
        odd2Id: 700_407_003,
      },
    }),
  ],
};

export const TODAY_ROUTES: Record<string, RouteHandler> = {
  'GET /sbapi/api/feed/categorylist': () => ok(TREE),
  'POST /sbapi/api/feed/eventlist': (request) => {
    const { competitionId, sportId } = request.body as { competitionId: number; sportId: number };
    const events = TODAY_EVENTS[competitionId] ?? [];
    return ok([{ competitionId, sportId, name: '', groupName: '', count: events.length, events }]);
  },
};

export const TODAY_LOADING: Record<string, RouteHandler> = {
  'GET /sbapi/api/feed/categorylist': never,
};

export const TODAY_FAILED: Record<string, RouteHandler> = {
  'GET /sbapi/api/feed/categorylist': () => status(500),
};

/** No sport has a match left today. */
export const TODAY_EMPTY: Record<string, RouteHandler> = {
  ...TODAY_ROUTES,
  'POST /sbapi/api/feed/eventlist': (request) => {
    const { competitionId, sportId } = request.body as { competitionId: number; sportId: number };
    return ok([{ competitionId, sportId, name: '', groupName: '', count: 0, events: [] }]);
  },
};

/** The first load fails; the retry answers. */
export function todayRetryRoutes(): Record<string, RouteHandler> {
  let calls = 0;
  return {
    ...TODAY_ROUTES,
    'GET /sbapi/api/feed/categorylist': () => (++calls === 1 ? status(500) : ok(TREE)),
  };
}

export { never };
