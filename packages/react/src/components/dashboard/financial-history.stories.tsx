import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FinancialHistory } from './financial-history';
import { FINANCIAL, historyRoute, historyStories } from './history-story-kit';

const stories = historyStories({
  path: '/dashboard/financial-activities',
  routes: (answer, total) =>
    historyRoute('POST /api/history/financial', FINANCIAL, answer, total, 'type'),
  heading: { tr: 'Finansal Geçmiş', en: 'Financial History' },
  empty: 'Bu tarih aralığında para yatırma veya çekme işleminiz yok.',
  loaded: async (canvas) => {
    const table = await canvas.findByRole('table', { name: 'Para yatırma ve çekme işlemleri' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(within(rows[1] as HTMLElement).getByText('Para çekme')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('Beklemede')).toBeVisible();
    await expect(within(table).getByText('Reddedildi')).toBeVisible();
    await expect(within(table).getByText('Oluşturuldu')).toBeVisible();
    await expect(canvas.getByText('4 kayıt')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Finansal Geçmiş' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
  english: async (canvas) => {
    const table = await canvas.findByRole('table');
    await expect(within(table).getByText('Withdrawal')).toBeVisible();
    await expect(within(table).getByText('Pending')).toBeVisible();
  },
  filter: { option: 'Para çekme', keeps: 'Papara', drops: 'Havale / EFT' },
});

const meta = {
  title: 'Dashboard/FinancialHistory',
  component: FinancialHistory,
  parameters: { site: stories.site() },
} satisfies Meta<typeof FinancialHistory>;
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

/** 45 records, 20 a page: the pager moves on and says where it is. */
export const Paged: Story = {
  parameters: { site: stories.site('loaded', 45) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sayfa 1 / 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Önceki sayfa' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Sonraki sayfa' }));
    await expect(await canvas.findByText('Sayfa 2 / 3')).toBeVisible();
  },
};
