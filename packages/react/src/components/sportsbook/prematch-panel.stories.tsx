import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PrematchPanel } from './prematch-panel';
import { PREMATCH_LOADING, PREMATCH_ROUTES } from './sportsbook-story-kit';

const meta = {
  title: 'Sportsbook/PrematchPanel',
  component: PrematchPanel,
  parameters: { site: { routes: PREMATCH_ROUTES, width: 1440 } },
} satisfies Meta<typeof PrematchPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Top Leagues with counts from the tree; Sports sorted by sort.
    await canvas.findByLabelText('Süper Lig');
    await expect(canvas.getByRole('button', { name: /Premier Lig 15/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '12S' }));
    await expect(canvas.getByRole('button', { name: '12S' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Loading: Story = {
  parameters: { site: { routes: PREMATCH_LOADING, width: 1440 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Yükleniyor…' })).toBeVisible();
  },
};

export const SearchResults: Story = {
  parameters: { site: { routes: PREMATCH_ROUTES, width: 1440, realTimers: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Takım Ara' }), 'Galata');
    // Skeleton rows while the 1.5 s debounce runs, then 'N Sonuç Bulundu'.
    await expect(canvas.getByRole('status', { name: 'Yükleniyor…' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('1 Sonuç Bulundu')).toBeVisible(), {
      timeout: 4000,
    });
  },
};
