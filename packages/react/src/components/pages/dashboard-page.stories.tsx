import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DialogProbe } from '../../stories-support/probes';
import { Header } from '../header/header';
import { DashboardPage } from './dashboard-page';

const player = { username: 'ayse.demir', balance: 1250.5 };

const meta = {
  title: 'Pages/DashboardPage',
  component: DashboardPage,
  parameters: { site: { player, path: '/dashboard', width: 1280 } },
  render: () => (
    <>
      <DashboardPage />
      <DialogProbe />
    </>
  ),
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tiles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tiles = canvas.getAllByTestId('dashboard-tile');
    await expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual([
      '/dashboard/deposit',
      '/dashboard/withdraw',
      '/dashboard/game-history',
      '/dashboard/bonuses',
      '/dashboard/financial-activities',
      '/dashboard/session-history',
      '/dashboard/account',
    ]);
    await expect(canvas.getByText('Hoş geldin, ayse.demir')).toBeVisible();
    // The player's bets are one click away too.
    await expect(canvas.getByRole('link', { name: 'Bahislerim' })).toHaveAttribute(
      'href',
      '/dashboard/bets',
    );
  },
};

export const ChangePasswordOpensItsDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Şifre Değiştir' }));
    await expect(canvas.getByTestId('open-dialog')).toHaveTextContent('changePassword');
  },
};

export const LogOutLogsOut: Story = {
  render: () => (
    <>
      <Header />
      <DashboardPage />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = canvas.getByRole('region', { name: 'Hesabım' });
    await userEvent.click(within(page).getByRole('button', { name: 'Çıkış Yap' }));
    await waitFor(() => expect(canvas.queryByTestId('header-username')).toBeNull());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Game Activities' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: { site: { player, path: '/dashboard', width: 390 } },
  globals: { viewport: { value: 'mobile1' } },
};
