import { fail, ok } from '@site/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LiveEventScreen, LiveOverviewScreen, PrematchScreen } from './sportsbook-screens';
import {
  EVENT_MARKETS_ROUTES,
  LIVE_ROUTES,
  LONG_LIVE_ROUTES,
  PREMATCH_ROUTES,
  slipOdd,
  slipRoutes,
  storyLiveEvent,
} from './sportsbook-story-kit';

const routes = {
  ...LIVE_ROUTES,
  ...PREMATCH_ROUTES,
  ...EVENT_MARKETS_ROUTES,
  ...slipRoutes([slipOdd(700_001_011, 'Galatasaray - Fenerbahçe', '1')]),
};

const meta = {
  title: 'Sportsbook/Screens',
  component: PrematchScreen,
  parameters: { layout: 'fullscreen', site: { routes, width: 1440, path: '/spor/prematch' } },
} satisfies Meta<typeof PrematchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PrematchDesktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Arsenal plays in the centre's lists and, live, in the strip under the slip.
    await canvas.findAllByText('Arsenal');
    // The bet slip is the right-hand column; what is live fills the column below it.
    await expect(canvas.getByRole('complementary', { name: 'Bahis kuponu' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Şu an canlı' })).toBeVisible();
  },
};

export const PrematchMobile: Story = {
  parameters: { site: { routes, width: 390, path: '/spor/prematch' } },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Arsenal');
    // A bottom-sheet button with the count badge instead of the column.
    await expect(canvas.queryByRole('complementary', { name: 'Bahis kuponu' })).toBeNull();
    await expect(canvas.getByRole('button', { name: /Kupon/ })).toBeVisible();
    // Each list (popular, today's) has the market selector; one choice for the page.
    for (const selector of canvas.getAllByRole('button', { name: 'Maç Sonucu (1X2)' }))
      await expect(selector).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Popular matches that fail to load: a quiet line and a retry (spec 001 §8: no toast). */
export const PrematchPopularFailed: Story = {
  parameters: {
    site: {
      routes: { ...routes, 'GET /sbapi/api/sportsbook/popularevents': () => fail('down') },
      width: 1440,
      path: '/spor/prematch',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Tekrar dene' });
    await expect(canvas.getByText('Popüler maçlar şu an yüklenemedi.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(retry);
    await expect(await canvas.findByText('Popüler maçlar şu an yüklenemedi.')).toBeVisible();
  },
};

/** No popular matches today: said so, not a skeleton left turning. */
export const PrematchPopularEmpty: Story = {
  parameters: {
    site: {
      routes: { ...routes, 'GET /sbapi/api/sportsbook/popularevents': () => ok([]) },
      width: 1440,
      path: '/spor/prematch',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Şu an popüler maç yok.')).toBeVisible();
  },
};

/**
 * /spor/live/overview/1 on a phone with 60 live matches: the first screen renders at once, the
 * rest follows in idle steps until the last league is there (progressive rendering).
 */
export const LiveOverviewProgressive: Story = {
  render: () => <LiveOverviewScreen />,
  parameters: {
    site: {
      routes: { ...routes, ...LONG_LIVE_ROUTES },
      width: 390,
      path: '/spor/live/overview/1',
    },
  },
  play: async ({ canvasElement }) => {
    const rows = () => [...canvasElement.querySelectorAll<HTMLElement>('li.sb-row--live')];
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await waitFor(() => expect(rows()).toHaveLength(60), { timeout: 15_000 });
    await expect(rows().at(-1)?.dataset.eventId).toBe('1219');
  },
};

export const LiveEvent: Story = {
  render: () => <LiveEventScreen eventId={101} />,
  parameters: { site: { routes, width: 1440, path: '/spor/live/event-view/1/101' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /Galatasaray/ });
    await expect(canvas.getByRole('table', { name: 'Skor tablosu' })).toBeVisible();
    // Football is category 1: the live widget shows.
    await expect(canvas.getByRole('img', { name: /skor 2-1/ })).toBeVisible();
  },
};

/** A basketball match in its 3rd quarter: the scoreboard breaks the score down by quarter. */
export const LiveEventByPeriod: Story = {
  render: () => <LiveEventScreen eventId={201} />,
  parameters: {
    site: {
      routes: {
        ...routes,
        'POST /sbapi/api/feed/liveeventlist': () =>
          ok([
            {
              groupName: 'ABD - NBA',
              competitionId: 756,
              count: 1,
              events: [
                storyLiveEvent(201, 'Lakers', 'Celtics', {
                  sportId: 2,
                  period: '3. Çeyrek',
                  result: { Goal: null, SetScore: null, Points: '78-71', MapScore: null },
                  periodScores: ['28-22', '31-30', '19-19'],
                }),
              ],
            },
          ]),
      },
      width: 1440,
      path: '/spor/live/event-view/2/201',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Skor tablosu' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers.slice(1)).toEqual(['1Ç', '2Ç', '3Ç', 'Sayı']);
    await expect(within(table).getByTitle('3. Çeyrek')).toBeVisible();
    const lakers = within(table).getByRole('row', { name: /Lakers/ });
    await expect(
      within(lakers)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['28', '31', '19', '78']);
  },
};
