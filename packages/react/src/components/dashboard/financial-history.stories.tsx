import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { FinancialHistory } from './financial-history';
import { FINANCIAL, historyRoute, MOBILE_STORY, STORY_PLAYER } from './history-story-kit';

const PATH = 'POST /api/history/financial';
const site = (answer?: Parameters<typeof historyRoute>[2], total?: number) => ({
  player: STORY_PLAYER,
  path: '/dashboard/financial-activities',
  routes: historyRoute(PATH, FINANCIAL, answer, total),
});

const meta = {
  title: 'Dashboard/FinancialHistory',
  component: FinancialHistory,
  parameters: { site: site() },
} satisfies Meta<typeof FinancialHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Finansal Geçmiş' })).toBeVisible();
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
};

export const Paged: Story = {
  parameters: { site: site('loaded', 45) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sayfa 1 / 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Önceki sayfa' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Sonraki sayfa' }));
    await expect(await canvas.findByText('Sayfa 2 / 3')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { site: site('empty') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Bu tarih aralığında para yatırma veya çekme işleminiz yok.',
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { site: site('pending') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Kayıtlar yükleniyor',
    );
  },
};

export const Failed: Story = {
  parameters: { site: site('failed') },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Kayıtlar yüklenemedi.');
    await expect(alert).toHaveTextContent('Sunucu hatası');
    await expect(within(alert).getByRole('button', { name: 'Tekrar dene' })).toBeVisible();
  },
};

/** A reversed range is refused by the core's rule, next to the field, before any call. */
export const ReversedRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    const from = canvas.getByLabelText('Başlangıç tarihi');
    const to = canvas.getByLabelText('Bitiş tarihi');
    fireEvent.change(from, { target: { value: '2026-03-10' } });
    fireEvent.change(to, { target: { value: '2026-03-01' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Uygula' }));
    await expect(
      await canvas.findByText('Bitiş tarihi başlangıç tarihinden önce olamaz.'),
    ).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Financial History' }),
    ).toBeVisible();
    const table = await canvas.findByRole('table');
    await expect(within(table).getByText('Withdrawal')).toBeVisible();
    await expect(within(table).getByText('Pending')).toBeVisible();
  },
};

export const Mobile: Story = { ...MOBILE_STORY, parameters: { site: { ...site(), width: 390 } } };
