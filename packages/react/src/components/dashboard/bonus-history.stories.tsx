import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BonusHistory } from './bonus-history';
import { BONUSES, historyRoute, historyStories } from './history-story-kit';

const stories = historyStories({
  path: '/dashboard/bonuses',
  routes: (answer) =>
    historyRoute('POST /api/history/bonuses', BONUSES, answer, undefined, 'status'),
  heading: { tr: 'Bonuslar', en: 'Bonuses' },
  empty: 'Bu tarih aralığında bonusunuz yok.',
  loaded: async (canvas) => {
    const table = await canvas.findByRole('table', { name: 'Bonuslarınız' });
    await expect(within(table).getByText('Tamamlandı')).toBeVisible();
    await expect(within(table).getByText('Süresi doldu')).toBeVisible();
  },
  english: async (canvas) => {
    const table = await canvas.findByRole('table');
    await expect(within(table).getByText('Completed')).toBeVisible();
    await expect(within(table).getByText('Expired')).toBeVisible();
  },
  filter: { option: 'Tamamlandı', keeps: 'Deneme bonusu', drops: 'Hoş geldin bonusu' },
});

const meta = {
  title: 'Dashboard/BonusHistory',
  component: BonusHistory,
  parameters: { site: stories.site() },
} satisfies Meta<typeof BonusHistory>;
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
