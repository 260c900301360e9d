import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyGames } from './casino.stories-fixtures';
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
