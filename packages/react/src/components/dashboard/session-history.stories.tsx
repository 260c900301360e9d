import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { historyRoute, historyStories, SESSIONS } from './history-story-kit';
import { SessionHistory } from './session-history';

const stories = historyStories({
  path: '/dashboard/session-history',
  routes: (answer) =>
    historyRoute('POST /api/history/sessions', SESSIONS, answer, undefined, 'platform'),
  heading: { tr: 'Oturum Geçmişi', en: 'Session History' },
  empty: 'Bu tarih aralığında oturum kaydı yok.',
  loaded: async (canvas) => {
    const table = await canvas.findByRole('table', { name: 'Hesabınıza yapılan girişler' });
    await expect(within(table).getByText('Bu oturum')).toBeVisible();
    await expect(within(table).getByText('Safari · iOS')).toBeVisible();
    await expect(within(table).getByText('Mobil')).toBeVisible();
    await expect(within(table).getByText('203.0.113.7')).toBeVisible();
  },
  english: async (canvas) => {
    const table = await canvas.findByRole('table');
    await expect(within(table).getByText('This session')).toBeVisible();
    await expect(within(table).getByText('Desktop')).toBeVisible();
  },
  filter: { option: 'Mobil', keeps: 'Safari · iOS', drops: 'Chrome · Windows' },
});

const meta = {
  title: 'Dashboard/SessionHistory',
  component: SessionHistory,
  parameters: { site: stories.site() },
} satisfies Meta<typeof SessionHistory>;
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
