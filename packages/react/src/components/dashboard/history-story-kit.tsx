import { fail, ok, type RouteHandler } from '@site/core/testing';
import type { StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';

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

/**
 * The route of one history call answering `items`, nothing, never, or a failure. With `field`
 * (the request's enumeration filter, e.g. `type`) it answers only the items with that value,
 * as the dev server does.
 */
export function historyRoute(
  path: string,
  items: readonly unknown[],
  answer: StoryAnswer = 'loaded',
  total?: number,
  field?: string,
): Record<string, RouteHandler> {
  const matching = (body: unknown) => {
    const value = field ? (body as Record<string, unknown> | undefined)?.[field] : undefined;
    return value === undefined
      ? items
      : items.filter((item) => (item as Record<string, unknown>)[field as string] === value);
  };
  const handler: RouteHandler =
    answer === 'pending'
      ? never
      : answer === 'failed'
        ? () => fail('Sunucu hatası')
        : answer === 'empty'
          ? () => ok({ items: [], total: 0 })
          : (request) => {
              const found = matching(request.body);
              return ok({ items: found, total: total ?? found.length });
            };
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

type Canvas = ReturnType<typeof within>;

/** What differs between the history pages' stories; the rest is `historyStories`. */
export interface HistoryStoryPage {
  /** The route the page is on, e.g. `/dashboard/game-history`. */
  path: string;
  /** Its call answering as asked (`total` pages a long list). */
  routes(answer: StoryAnswer, total?: number): Record<string, RouteHandler>;
  heading: { tr: string; en: string };
  /** The empty state's text (tr). */
  empty: string;
  /** The loaded page in Turkish, beyond its heading. */
  loaded(canvas: Canvas): Promise<void>;
  /** The loaded page in English, beyond its heading. */
  english(canvas: Canvas): Promise<void>;
  /** The type/status filter: the option chosen, a text it keeps and one it leaves out. */
  filter: { option: string; keeps: string; drops: string };
}

const heading = (canvas: Canvas, name: string) =>
  expect(canvas.getByRole('heading', { level: 1, name })).toBeVisible();

/**
 * The stories every history page has: loaded (tr, en, phone), empty, loading, failed, filtered
 * by type/status, and a reversed day range refused by the core's rule before any call.
 */
export function historyStories(page: HistoryStoryPage) {
  const site = (answer: StoryAnswer = 'loaded', total?: number) => ({
    player: STORY_PLAYER,
    path: page.path,
    routes: page.routes(answer, total),
  });
  const stories = {
    Loaded: {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await heading(canvas, page.heading.tr);
        await page.loaded(canvas);
      },
    },
    Empty: {
      parameters: { site: site('empty') },
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByText(page.empty)).toBeVisible();
      },
    },
    Loading: {
      parameters: { site: site('pending') },
      play: async ({ canvasElement }) => {
        await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
          'Kayıtlar yükleniyor',
        );
      },
    },
    Failed: {
      parameters: { site: site('failed') },
      play: async ({ canvasElement }) => {
        const alert = await within(canvasElement).findByRole('alert');
        await expect(alert).toHaveTextContent('Kayıtlar yüklenemedi.');
        await expect(alert).toHaveTextContent('Sunucu hatası');
        await expect(within(alert).getByRole('button', { name: 'Tekrar dene' })).toBeVisible();
      },
    },
    Filtered: {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await canvas.findByText(page.filter.drops);
        await userEvent.selectOptions(canvas.getByRole('combobox'), page.filter.option);
        await userEvent.click(canvas.getByRole('button', { name: 'Uygula' }));
        await waitFor(() => expect(canvas.queryByText(page.filter.drops)).toBeNull());
        await expect(canvas.getAllByText(page.filter.keeps)[0]).toBeVisible();
      },
    },
    ReversedRange: {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await canvas.findByText(page.filter.drops);
        fireEvent.change(canvas.getByLabelText('Başlangıç tarihi'), {
          target: { value: '2026-03-10' },
        });
        fireEvent.change(canvas.getByLabelText('Bitiş tarihi'), {
          target: { value: '2026-03-01' },
        });
        await userEvent.click(canvas.getByRole('button', { name: 'Uygula' }));
        await expect(
          await canvas.findByText('Bitiş tarihi başlangıç tarihinden önce olamaz.'),
        ).toBeVisible();
      },
    },
    English: {
      globals: { locale: 'en' },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await heading(canvas, page.heading.en);
        await page.english(canvas);
      },
    },
    Mobile: { ...MOBILE_STORY, parameters: { site: { ...site(), width: 390 } } },
  } satisfies Record<string, StoryObj>;
  return { site, ...stories };
}
