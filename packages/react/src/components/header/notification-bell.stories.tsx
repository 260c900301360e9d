import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyNotifications } from '../../stories-support/fixtures';
import { NotificationBell } from './notification-bell';

const player = { username: 'ayse.demir', balance: 10 };

const meta = {
  title: 'Shell/NotificationBell',
  component: NotificationBell,
  parameters: { site: { player, notifications: storyNotifications(4, 3) } },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('notification-badge')).toHaveTextContent('3');
    const bell = canvas.getByRole('button', { name: /Bildirimler.*3 okunmamış/ });
    await userEvent.click(bell);
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
  },
};

export const NineOrMore: Story = {
  parameters: { site: { player, notifications: storyNotifications(14, 11) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('notification-badge')).toHaveTextContent(
      '9+',
    );
  },
};

export const AllRead: Story = {
  parameters: { site: { player, notifications: storyNotifications(4, 0) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Bildirimler' })).toBeVisible();
    await expect(canvas.queryByTestId('notification-badge')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('notification-badge');
    await expect(
      within(canvasElement).getByRole('button', { name: /Notifications.*3 unread/ }),
    ).toBeVisible();
  },
};
