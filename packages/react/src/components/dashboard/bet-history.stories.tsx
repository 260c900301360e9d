import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BetHistory } from './bet-history';
import { betsRoute, historyStories } from './history-story-kit';

const stories = historyStories({
  path: '/dashboard/bets',
  // `sportsbook/mybets` answers every coupon: the core filters and pages them.
  routes: (answer) => betsRoute(answer),
  heading: { tr: 'Bahislerim', en: 'My Bets' },
  empty: 'Bu tarih aralığında kuponunuz yok.',
  loaded: async (canvas) => {
    const coupon = await canvas.findByRole('article', { name: /Kupon 7300012/ });
    await expect(within(coupon).getByText('Kombine')).toBeVisible();
    await expect(within(coupon).getByText('Kabul edildi')).toBeVisible();
    await expect(within(coupon).getByText('Galatasaray - Fenerbahçe')).toBeVisible();
    await expect(within(coupon).getByText('Kazandı')).toBeVisible();
    await expect(within(coupon).getAllByText('Bekliyor')).toHaveLength(2);
    await expect(canvas.getByRole('article', { name: /Kupon 7300007/ })).toHaveTextContent(
      'Kaybetti',
    );
  },
  english: async (canvas) => {
    const coupon = await canvas.findByRole('article', { name: /Coupon 7300012/ });
    await expect(within(coupon).getByText('Multiple')).toBeVisible();
    await expect(within(coupon).getByText('Accepted')).toBeVisible();
  },
  filter: {
    option: 'Kaybetti',
    keeps: 'Real Madrid - Barcelona',
    drops: 'Galatasaray - Fenerbahçe',
  },
});

const meta = {
  title: 'Dashboard/BetHistory',
  component: BetHistory,
  parameters: { site: stories.site() },
} satisfies Meta<typeof BetHistory>;
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
