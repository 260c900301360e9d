import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MatchDetail } from './match-detail';
import { EVENT_MARKETS_FAILED, EVENT_MARKETS_ROUTES, slipRoutes } from './sportsbook-story-kit';

const meta = {
  title: 'Sportsbook/MatchDetail',
  component: MatchDetail,
  args: { eventId: 301 },
  parameters: { site: { routes: { ...slipRoutes([]), ...EVENT_MARKETS_ROUTES }, width: 1440 } },
} satisfies Meta<typeof MatchDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllMarkets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /Galatasaray/ });
    await expect(canvas.getByRole('heading', { name: 'Goller / Toplamlar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Var 1,72/ })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { site: { routes: { ...slipRoutes([]), ...EVENT_MARKETS_FAILED }, width: 1440 } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Etkinlik bulunamadı');
  },
};
