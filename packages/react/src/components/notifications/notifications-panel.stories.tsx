import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyNotifications } from '../../stories-support/fixtures';
import { OnMount } from '../../stories-support/probes';
import { NotificationBell } from '../header/notification-bell';
import { NotificationsPanel } from './notifications-panel';

const player = { username: 'ayse.demir', balance: 10 };
const openPanel = (site: { shell: { openNotifications(): void } }) =>
  site.shell.openNotifications();

const meta = {
  title: 'Shell/NotificationsPanel',
  component: NotificationsPanel,
  parameters: {
    layout: 'fullscreen',
    site: { player, width: 1280, notifications: storyNotifications() },
  },
  render: () => (
    <>
      <NotificationBell />
      <NotificationsPanel />
      <OnMount run={openPanel} />
    </>
  ),
} satisfies Meta<typeof NotificationsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('dialog', { name: 'Bildirimler' });
    await expect(panel).toHaveAttribute('data-variant', 'popover');
    const rows = await within(panel).findAllByRole('button', { name: /Oca\.26/ });
    await expect(rows).toHaveLength(4);
    // Unread rows carry a dot with a spoken "Okunmadı".
    await expect(within(panel).getAllByText('Okunmadı')).toHaveLength(2);
    // The page behind does not scroll while it shows.
    await expect(document.body).toHaveClass('site-scroll-locked');
  },
};

export const ReadOneAndBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('dialog', { name: 'Bildirimler' });
    await userEvent.click(await within(panel).findByRole('button', { name: /Yeni adresimiz/ }));
    await expect(within(panel).getByRole('heading', { name: 'Yeni adresimiz' })).toBeVisible();
    await expect(within(panel).getByText(/Telegram kanalımızdan/)).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Listeye dön' }));
    await expect(within(panel).getAllByText('Okunmadı')).toHaveLength(1);
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('dialog', { name: 'Bildirimler' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(document.body).not.toHaveClass('site-scroll-locked');
  },
};

export const Empty: Story = {
  parameters: { site: { player, width: 1280, notifications: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Yeni bir bildiriminiz olduğunda burada göreceksiniz.',
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { site: { player, width: 1280, notifications: 'pending' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Bildirimler yükleniyor',
    );
  },
};

export const LoadError: Story = {
  parameters: { site: { player, width: 1280, notifications: 'error' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Bildirimler yüklenemedi.');
    await expect(within(alert).getByRole('button', { name: 'Tekrar dene' })).toBeVisible();
  },
};

export const MobileSheet: Story = {
  parameters: { site: { player, width: 390, notifications: storyNotifications() } },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('dialog', { name: 'Bildirimler' }),
    ).toHaveAttribute('data-variant', 'sheet');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { site: { player, width: 1280, notifications: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await expect(
      await canvas.findByText('When you have a new notification, you will see it here.'),
    ).toBeVisible();
  },
};

// Spec 000 §3: Bonus → giftbox, Deposit → arrow-up, Withdraw → down-arrow, anything else system;
// issue 21's extension kind Bet (a settled bet, 6) → coupon.
const EVERY_KIND = [
  { id: 6, title: 'Kuponunuz kazandı', type: 6, icon: 'coupon' },
  { id: 5, title: 'Deneme bonusu', type: 4, icon: 'giftbox' },
  { id: 4, title: 'Para yatırma onaylandı', type: 1, icon: 'arrow-up' },
  { id: 3, title: 'Para çekme talebi alındı', type: 2, icon: 'down-arrow' },
  { id: 2, title: 'Yeni adresimiz', type: 5, icon: 'system' },
  { id: 1, title: 'High Cash jackpotu', type: 3, icon: 'system' },
];

/** One notification of each kind: each shows its own icon, none the same warning sign. */
export const EveryKindItsIcon: Story = {
  parameters: {
    site: {
      player,
      width: 1280,
      notifications: EVERY_KIND.map(({ id, title, type }) => ({
        id,
        title,
        note: '',
        type,
        timeStamp: '2026-01-05T14:30:00',
        isRead: true,
      })),
    },
  },
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement).findByRole('dialog', { name: 'Bildirimler' });
    for (const { title, icon } of EVERY_KIND) {
      const row = await within(panel).findByRole('button', { name: new RegExp(title) });
      await expect(row.querySelector('.site-notification__icon svg')).toHaveAttribute(
        'data-icon',
        icon,
      );
    }
  },
};

/** The detail view shows the notification's icon too. */
export const DetailShowsItsIcon: Story = {
  parameters: EveryKindItsIcon.parameters,
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement).findByRole('dialog', { name: 'Bildirimler' });
    await userEvent.click(await within(panel).findByRole('button', { name: /Deneme bonusu/ }));
    await waitFor(() =>
      expect(panel.querySelector('.site-notification__icon svg')).toHaveAttribute(
        'data-icon',
        'giftbox',
      ),
    );
  },
};
