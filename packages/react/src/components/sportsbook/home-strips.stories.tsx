import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LiveNowStrip } from './live-now-strip';
import { PopularMatchCards } from './popular-match-cards';
import {
  LIVE_EMPTY,
  LIVE_FAILED,
  LIVE_LOADING,
  LIVE_ROUTES,
  PREMATCH_LOADING,
  PREMATCH_ROUTES,
} from './sportsbook-story-kit';

// The home page's sportsbook strips: live now (score, clock, live odds) and popular matches.

const meta = {
  title: 'Sportsbook/HomeStrips',
  component: LiveNowStrip,
  parameters: { site: { routes: LIVE_ROUTES, width: 1440, path: '/' } },
} satisfies Meta<typeof LiveNowStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open matches first (the suspended Beşiktaş last), each with its score, clock and odds. */
export const LiveNow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findAllByRole('article');
    await expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Galatasaray - Fenerbahçe',
      'Arsenal - Chelsea',
      'Lakers - Celtics',
      'Beşiktaş - Trabzonspor',
    ]);
    const lakers = within(cards[2] as HTMLElement);
    await expect(lakers.getByText('78')).toBeVisible();
    await expect(lakers.getByText(/3\. Çeyrek/)).toBeVisible();
    // No draw in basketball: two odds buttons.
    await expect(lakers.getAllByRole('button')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Tüm canlı maçlar (4)' })).toHaveAttribute(
      'href',
      '/spor/live/event-view',
    );
    // The sportsbook's own odds buttons: named by pick, price, match and market.
    await expect(
      within(cards[0] as HTMLElement).getAllByRole('button', { name: /Galatasaray - Fenerbahçe/ }),
    ).toHaveLength(3);
  },
};

export const LiveLoading: Story = {
  parameters: { site: { routes: LIVE_LOADING, width: 1440, path: '/' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Yükleniyor…' })).toBeVisible();
  },
};

export const LiveEmpty: Story = {
  parameters: { site: { routes: LIVE_EMPTY, width: 1440, path: '/' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Şu an canlı maç yok.')).toBeVisible();
  },
};

export const LiveFailed: Story = {
  parameters: { site: { routes: LIVE_FAILED, width: 1440, path: '/' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Canlı maçlar şu an yüklenemedi.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tekrar dene' })).toBeVisible();
  },
};

export const LivePhone: Story = {
  parameters: { site: { routes: LIVE_ROUTES, width: 390, path: '/' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('article')).toHaveLength(4);
  },
};

export const LiveEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Live now' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'All live matches (4)' })).toBeVisible();
  },
};

/** Popular matches: kick-off, 1 X 2 and the "+N" link to the match page. */
export const PopularMatches: Story = {
  parameters: { site: { routes: PREMATCH_ROUTES, width: 1440, path: '/' } },
  render: () => <PopularMatchCards />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(within(cards[1] as HTMLElement).getByText(/Premier Lig/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tüm maçlar' })).toHaveAttribute(
      'href',
      '/spor/prematch',
    );
  },
};

export const PopularLoading: Story = {
  parameters: { site: { routes: PREMATCH_LOADING, width: 1440, path: '/' } },
  render: () => <PopularMatchCards />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Yükleniyor…' })).toBeVisible();
  },
};

export const PopularFailed: Story = {
  parameters: { site: { routes: {}, width: 1440, path: '/' } },
  render: () => <PopularMatchCards />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Popüler maçlar şu an yüklenemedi.'),
    ).toBeVisible();
  },
};
