import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GameHistory } from './game-history';
import { GAMES, historyRoute, historyStories } from './history-story-kit';

const stories = historyStories({
  path: '/dashboard/game-history',
  routes: (answer) => historyRoute('POST /api/history/games', GAMES, answer, undefined, 'winOrBet'),
  heading: { tr: 'Oyun Hareketleri', en: 'Game Activities' },
  empty: 'Bu tarih aralığında casino oyun hareketiniz yok.',
  loaded: async (canvas) => {
    const table = await canvas.findByRole('table', { name: 'Casino oyun hareketleri' });
    await expect(within(table).getAllByText('Sweet Bonanza')).toHaveLength(2);
    await expect(within(table).getByText('Kazanç')).toBeVisible();
    await expect(within(table).getAllByText('Bahis')).toHaveLength(2);
  },
  english: async (canvas) => {
    await expect(within(await canvas.findByRole('table')).getByText('Win')).toBeVisible();
  },
  filter: { option: 'Kazanç', keeps: 'Sweet Bonanza', drops: 'Aviator' },
});

const meta = {
  title: 'Dashboard/GameHistory',
  component: GameHistory,
  parameters: { site: stories.site() },
} satisfies Meta<typeof GameHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = stories.Loaded;
export const Empty: Story = stories.Empty;
export const Loading: Story = stories.Loading;
export const Failed: Story = stories.Failed;
export const Filtered: Story = stories.Filtered;
export const ReversedRange: Story = stories.ReversedRange;
export const English: Story = stories.English;
export const Mobile: Story = stories.Mobile;
