import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from 'wouter';
import { DialogProbe, LocationProbe } from '../../stories-support/probes';
import { GuardedRouter } from './guarded-router';

function Links() {
  return (
    <GuardedRouter>
      <nav aria-label="Test">
        <Link href="/dashboard/deposit">Para Yatır</Link> <Link href="/spor/betco">Betco</Link>{' '}
        <Link href="/promotions">Promosyonlar</Link>
      </nav>
      <LocationProbe />
      <DialogProbe />
    </GuardedRouter>
  );
}

const meta = {
  title: 'Routing/GuardedRouter',
  component: GuardedRouter,
  args: { children: null },
  render: () => <Links />,
} satisfies Meta<typeof GuardedRouter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VisitorIsSentToLogin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Para Yatır' }));
    // Navigation is blocked and the login form opens.
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/);
    await expect(canvas.getByTestId('open-dialog')).toHaveTextContent('login');
    await userEvent.click(canvas.getByRole('link', { name: 'Promosyonlar' }));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/promotions');
  },
};

export const PlayerGoesThrough: Story = {
  parameters: { site: { player: { username: 'p', balance: 1 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Para Yatır' }));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/dashboard/deposit');
  },
};

export const BetcoNeedsAccess: Story = {
  parameters: { site: { player: { username: 'p', balance: 1 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Betco' }));
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/);
    await expect(canvas.getByTestId('open-dialog')).toHaveTextContent('none');
  },
};

export const BetcoWithAccess: Story = {
  parameters: { site: { player: { username: 'p', balance: 1, betcoUrl: 'https://betco.test' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Betco' }));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/spor/betco');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Para Yatır' }));
    await expect(canvas.getByTestId('open-dialog')).toHaveTextContent('login');
  },
};
