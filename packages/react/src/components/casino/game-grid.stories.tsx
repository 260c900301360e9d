import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyGame, storyGames } from './casino.stories-fixtures';
import { GameGrid } from './game-grid';

const meta = {
  title: 'Casino/GameGrid',
  component: GameGrid,
  args: { games: storyGames, status: 'ready', onOpen: fn() },
} satisfies Meta<typeof GameGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(storyGames.length);
  },
};

export const Loading: Story = {
  args: { status: 'loading', games: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAccessibleName(
      'Oyunlar yükleniyor…',
    );
  },
};

export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Burada henüz oyun yok.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'failed', games: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Oyunlar yüklenemedi/)).toBeVisible();
  },
};

export const Preview: Story = {
  args: { limit: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};

const manyGames = Array.from({ length: 2000 }, (_, index) =>
  storyGame({
    gameCode: `story_many_${index + 1}`,
    name: `${storyGames[index % 8]?.name} ${index + 1}`,
  }),
);

/** A 2,000-game category: only the rows near the viewport are in the page; each says its place. */
export const ManyGames: Story = {
  args: { games: manyGames },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.length).toBeLessThan(200);
    await expect(items[0]).toHaveAttribute('aria-posinset', '1');
    await expect(items[0]).toHaveAttribute('aria-setsize', '2000');
  },
};
