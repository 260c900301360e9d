import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LivePanel } from './live-panel';
import { LIVE_EMPTY, LIVE_FAILED, LIVE_LOADING, LIVE_ROUTES } from './sportsbook-story-kit';

const meta = {
  title: 'Sportsbook/LivePanel',
  component: LivePanel,
  parameters: { site: { routes: LIVE_ROUTES, width: 1440 } },
} satisfies Meta<typeof LivePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Galatasaray');
    await expect(canvas.getByText('Seçim yok')).toBeVisible();
    // Search Event: home or away team, case-insensitive and Turkish-aware.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Etkinlik Ara' }), 'fenerbahçe');
    await waitFor(() => expect(canvas.queryByText('Arsenal')).toBeNull());
    await expect(canvas.getByText('Galatasaray')).toBeVisible();
    // The eye toggle closes every group.
    await userEvent.click(canvas.getByRole('button', { name: 'Tümünü kapat' }));
    await waitFor(() => expect(canvas.queryByText('Galatasaray')).toBeNull());
  },
};

export const Loading: Story = {
  parameters: { site: { routes: LIVE_LOADING, width: 1440 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Yükleniyor…' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { site: { routes: LIVE_EMPTY, width: 1440 } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Şu anda canlı maç yok.');
  },
};

export const Failed: Story = {
  parameters: { site: { routes: LIVE_FAILED, width: 1440 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Canlı maçlar şu anda yüklenemedi.');
    await expect(canvas.queryByText('Şu anda canlı maç yok.')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Tekrar dene' })).toBeVisible();
  },
};
