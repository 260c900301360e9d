import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyGames } from './casino.stories-fixtures';
import { HomeGameRows } from './home-game-rows';

// The home page's game rows: the categories the bootstrap tags `home`, each a rail of games.

const category = (id: number, name: string, slugList: string[]) => ({
  id,
  name,
  slugList,
  imageUrl: null,
  games: [],
});

const bootstrap = {
  casinoCategoryList: [
    category(1, 'Slot Oyunları', ['slot']),
    category(3, 'Popüler Oyunlar', ['popular-games', 'home']),
    category(6, 'Yeni Oyunlar', ['slot', 'home']),
  ],
};

const meta = {
  title: 'Casino/HomeGameRows',
  component: HomeGameRows,
  parameters: {
    site: {
      bootstrap,
      width: 1440,
      path: '/',
      routes: {
        'POST /api/casino/categorygames': () =>
          new Response(JSON.stringify({ success: true, data: storyGames })),
      },
    },
  },
} satisfies Meta<typeof HomeGameRows>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const popular = await canvas.findByRole('region', { name: 'Popüler Oyunlar' });
    const fresh = canvas.getByRole('region', { name: 'Yeni Oyunlar' });
    await expect(canvas.queryByRole('region', { name: 'Slot Oyunları' })).toBeNull();
    await within(popular).findByText('Sweet Bonanza');
    await expect(within(popular).getByRole('link', { name: 'Tümü' })).toHaveAttribute(
      'href',
      '/casino/popular-games',
    );
    await expect(within(fresh).getByRole('link', { name: 'Tümü' })).toHaveAttribute(
      'href',
      '/casino/slot',
    );
  },
};

export const Loading: Story = {
  parameters: {
    site: {
      bootstrap,
      width: 1440,
      path: '/',
      routes: { 'POST /api/casino/categorygames': () => new Promise<Response>(() => {}) },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('status')).toHaveLength(2);
  },
};

/** A failed category shows its own message; the page around it stays. */
export const Failed: Story = {
  parameters: {
    site: {
      bootstrap,
      width: 1440,
      path: '/',
      routes: { 'POST /api/casino/categorygames': () => new Response('', { status: 500 }) },
    },
  },
  play: async ({ canvasElement }) => {
    const messages = await within(canvasElement).findAllByText(/Oyunlar yüklenemedi/);
    await expect(messages).toHaveLength(2);
  },
};

export const Phone: Story = {
  parameters: {
    site: {
      bootstrap,
      width: 390,
      path: '/',
      routes: {
        'POST /api/casino/categorygames': () =>
          new Response(JSON.stringify({ success: true, data: storyGames })),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Sweet Bonanza')).toHaveLength(2);
  },
};
