import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DialogProbe } from '../../stories-support/probes';
import { RouteGuard } from './route-guard';

const meta = {
  title: 'Routing/RouteGuard',
  component: RouteGuard,
  args: { children: <p>Gizli sayfa</p> },
  parameters: { site: { path: '/dashboard' } },
  render: (args) => (
    <>
      <RouteGuard {...args} />
      <DialogProbe />
    </>
  ),
} satisfies Meta<typeof RouteGuard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VisitorOnDashboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Gizli sayfa')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Giriş yapmanız gerekiyor' })).toBeVisible();
    await expect(canvas.getByTestId('open-dialog')).toHaveTextContent('login');
  },
};

export const PlayerOnDashboard: Story = {
  parameters: { site: { path: '/dashboard', player: { username: 'p', balance: 1 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Gizli sayfa')).toBeVisible();
  },
};

export const BetcoDenied: Story = {
  parameters: { site: { path: '/spor/betco', player: { username: 'p', balance: 1 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Erişim yok' })).toBeVisible();
    await expect(canvas.getByTestId('open-dialog')).toHaveTextContent('none');
  },
};

export const OpenRoute: Story = {
  parameters: { site: { path: '/promotions' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Gizli sayfa')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Please log in' }),
    ).toBeVisible();
  },
};
