import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { accountRoutes } from '../account/account-story-kit';
import { DashboardTilePage } from './dashboard-tile-page';
import { GAMES, historyRoute } from './history-story-kit';

const player = { username: 'ayse.demir', balance: 1250.5 };

const meta = {
  title: 'Dashboard/DashboardTilePage',
  component: DashboardTilePage,
  args: { tileId: 'deposit' },
  parameters: {
    site: {
      player,
      path: '/dashboard/deposit',
      routes: {
        ...accountRoutes(),
        ...historyRoute('POST /api/history/games', GAMES, 'loaded', undefined, 'winOrBet'),
      },
    },
  },
} satisfies Meta<typeof DashboardTilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /dashboard/deposit: the tile's title, the balance, then the deposit methods. */
export const Deposit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Para Yatır' })).toBeVisible();
    await expect(canvas.getByText('₺1.250,50')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /Papara/ })).toBeVisible();
  },
};

export const Withdraw: Story = {
  args: { tileId: 'withdraw' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Para Çek' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /Banka Havalesi/ })).toBeVisible();
  },
};

export const PersonalInformation: Story = {
  args: { tileId: 'personalInformation' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kişisel Bilgiler' })).toBeVisible();
    await expect(canvas.queryByText('₺1.250,50')).toBeNull();
  },
};

/** A history tile opens its history page. */
export const GameActivities: Story = {
  args: { tileId: 'gameActivities' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('table', { name: 'Casino oyun hareketleri' }),
    ).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await expect(canvas.getByText('Current balance')).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: { site: { player, path: '/dashboard/deposit', width: 390, routes: accountRoutes() } },
  globals: { viewport: { value: 'mobile1' } },
};
