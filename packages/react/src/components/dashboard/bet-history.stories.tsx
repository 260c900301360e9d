import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BetHistory } from './bet-history';
import { betsRoute, MOBILE_STORY, STORY_PLAYER, type StoryAnswer } from './history-story-kit';

const site = (answer: StoryAnswer = 'loaded') => ({
  player: STORY_PLAYER,
  path: '/dashboard/bets',
  routes: betsRoute(answer),
});

const meta = {
  title: 'Dashboard/BetHistory',
  component: BetHistory,
  parameters: { site: site() },
} satisfies Meta<typeof BetHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bahislerim' })).toBeVisible();
    const coupon = await canvas.findByRole('article', { name: /Kupon 7300012/ });
    await expect(within(coupon).getByText('Kombine')).toBeVisible();
    await expect(within(coupon).getByText('Kabul edildi')).toBeVisible();
    await expect(within(coupon).getByText('Galatasaray - Fenerbahçe')).toBeVisible();
    await expect(within(coupon).getByText('Tuttu')).toBeVisible();
    await expect(within(coupon).getAllByText('Bekliyor')).toHaveLength(2);
    await expect(canvas.getByRole('article', { name: /Kupon 7300007/ })).toHaveTextContent(
      'Kaybetti',
    );
  },
};

export const Empty: Story = {
  parameters: { site: site('empty') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Bu tarih aralığında kuponunuz yok.'),
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
    await expect(within(alert).getByRole('button', { name: 'Tekrar dene' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Bets' })).toBeVisible();
    const coupon = await canvas.findByRole('article', { name: /Coupon 7300012/ });
    await expect(within(coupon).getByText('Multiple')).toBeVisible();
    await expect(within(coupon).getByText('Accepted')).toBeVisible();
  },
};

export const Mobile: Story = { ...MOBILE_STORY, parameters: { site: { ...site(), width: 390 } } };
