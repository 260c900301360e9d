import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TopNotificationBar } from './top-notification-bar';

const meta = {
  title: 'Shell/TopNotificationBar',
  component: TopNotificationBar,
  parameters: { layout: 'fullscreen', site: { realTimers: true } },
} satisfies Meta<typeof TopNotificationBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnHome: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('top-notification-bar')).toHaveTextContent(
      'hoş geldin bonusu',
    );
  },
};

export const ClosesThenIsRemoved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Duyuruyu kapat' }));
    // Collapses at once, removed about 500 ms later.
    await expect(canvas.getByTestId('top-notification-bar')).toHaveAttribute(
      'data-state',
      'collapsing',
    );
    await waitFor(() => expect(canvas.queryByTestId('top-notification-bar')).toBeNull(), {
      timeout: 2000,
    });
  },
};

export const NotOnOtherRoutes: Story = {
  parameters: { site: { path: '/promotions' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('top-notification-bar')).toBeNull();
  },
};

export const AlreadyClosed: Story = {
  parameters: { site: { storage: { topNotifyRead: 'yes' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('top-notification-bar')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('top-notification-bar')).toHaveTextContent('welcome bonus');
    await expect(canvas.getByRole('button', { name: 'Close announcement' })).toBeVisible();
  },
};
