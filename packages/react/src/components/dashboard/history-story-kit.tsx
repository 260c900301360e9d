import { fail, ok, type RouteHandler } from '@site/core/testing';

// Canned answers of the history extensions for the dashboard stories.

export const STORY_PLAYER = { username: 'ayse.demir', balance: 1250 };

const at = (day: number, hour: number) =>
  new Date(Date.UTC(2025, 11, day, hour, 15)).toISOString().replace(/Z$/, '');

export const FINANCIAL = [
  {
    id: 'TX10000004',
    type: 2,
    status: 2,
    methodName: 'Papara',
    amount: 400,
    createdAt: at(30, 18),
  },
  {
    id: 'TX10000003',
    type: 1,
    status: 1,
    methodName: 'Havale / EFT',
    amount: 1000,
    createdAt: at(28, 9),
  },
  {
    id: 'TX10000002',
    type: 1,
    status: 6,
    methodName: 'Kredi Kartı',
    amount: 250,
    createdAt: at(20, 21),
  },
  {
    id: 'TX10000001',
    type: 1,
    status: 4,
    methodName: 'Kripto (USDT)',
    amount: 5000,
    createdAt: at(12, 13),
  },
];

export const GAMES = [
  {
    id: 4,
    roundId: 'a1',
    gameName: 'Sweet Bonanza',
    providerName: 'Pragmatic Play',
    winOrBet: 1,
    amount: 75,
    createdAt: at(30, 20),
  },
  {
    id: 3,
    roundId: 'a1',
    gameName: 'Sweet Bonanza',
    providerName: 'Pragmatic Play',
    winOrBet: 2,
    amount: 5,
    createdAt: at(30, 20),
  },
  {
    id: 2,
    roundId: 'b2',
    gameName: 'Aviator',
    providerName: 'Hub88',
    winOrBet: 2,
    amount: 10,
    createdAt: at(29, 22),
  },
];

export const SESSIONS = [
  {
    id: 3,
    loginAt: at(30, 17),
    logoutAt: null,
    platform: 1,
    device: 'Chrome · Windows',
    ip: '203.0.113.7',
    current: true,
  },
  {
    id: 2,
    loginAt: at(29, 8),
    logoutAt: at(29, 9),
    platform: 2,
    device: 'Safari · iOS',
    ip: '198.51.100.23',
    current: false,
  },
];

export const BONUSES = [
  { id: 2, name: 'Deneme bonusu', amount: 250, status: 2, createdAt: at(28, 10) },
  { id: 1, name: 'Hoş geldin bonusu', amount: 500, status: 4, createdAt: at(2, 10) },
];

export const BETS = [
  {
    betId: 7300012,
    type: 2,
    status: 1,
    amount: 50,
    totalRate: 5.51,
    possibleWin: 275.5,
    placedAt: at(30, 19),
    settledAt: null,
    selections: [
      {
        oddId: 1,
        eventName: 'Galatasaray - Fenerbahçe',
        marketName: 'Maç Sonucu',
        oddName: '1',
        rate: 2.1,
        result: 3,
      },
      {
        oddId: 2,
        eventName: 'Beşiktaş - Trabzonspor',
        marketName: 'Alt/Üst 2,5',
        oddName: 'Üst',
        rate: 1.75,
        result: 1,
      },
      {
        oddId: 3,
        eventName: 'Anadolu Efes - Fenerbahçe Beko',
        marketName: 'Maç Sonucu',
        oddName: '2',
        rate: 1.5,
        result: 3,
      },
    ],
  },
  {
    betId: 7300007,
    type: 1,
    status: 3,
    amount: 100,
    totalRate: 3.2,
    possibleWin: 320,
    placedAt: at(27, 15),
    settledAt: at(27, 17),
    selections: [
      {
        oddId: 4,
        eventName: 'Real Madrid - Barcelona',
        marketName: 'Maç Sonucu',
        oddName: 'X',
        rate: 3.2,
        result: 2,
      },
    ],
  },
];

const never: RouteHandler = () => new Promise<Response>(() => {});

export type StoryAnswer = 'loaded' | 'empty' | 'pending' | 'failed';

/** The route of one history call answering `items`, nothing, never, or a failure. */
export function historyRoute(
  path: string,
  items: readonly unknown[],
  answer: StoryAnswer = 'loaded',
  total = items.length,
): Record<string, RouteHandler> {
  const handler: RouteHandler =
    answer === 'pending'
      ? never
      : answer === 'failed'
        ? () => fail('Sunucu hatası')
        : answer === 'empty'
          ? () => ok({ items: [], total: 0 })
          : () => ok({ items, total });
  return { [path]: handler };
}

/** `sportsbook/mybets`: the whole list (the core filters and pages it). */
export function betsRoute(answer: StoryAnswer = 'loaded'): Record<string, RouteHandler> {
  const handler: RouteHandler =
    answer === 'pending'
      ? never
      : answer === 'failed'
        ? () => fail('Sunucu hatası')
        : () => ok(answer === 'empty' ? [] : BETS);
  return { 'GET /sbapi/api/sportsbook/mybets': handler };
}

export const MOBILE_STORY = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
} as const;
