import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyBootstrap, storyNotifications } from '../../stories-support/fixtures';
import { DialogProbe } from '../../stories-support/probes';
import { accountDialogs } from '../account/account-dialogs';
import { DialogHost } from '../dialogs/dialog-host';
import { SideMenu } from '../side-menu/side-menu';
import { Header } from './header';

const meta = {
  title: 'Shell/Header',
  component: Header,
  parameters: { layout: 'fullscreen', site: { width: 1280 } },
  render: () => (
    <>
      <Header />
      <SideMenu />
      <DialogProbe />
    </>
  ),
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

const player = { username: 'ayse.demir', balance: 1250.5 };

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kayıt Ol' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Promosyonlar' })).toHaveAttribute(
      'href',
      '/promotions',
    );
    await expect(canvas.getByRole('link', { name: 'Oyun ara' })).toHaveAttribute(
      'href',
      '/casino/slot?search',
    );
    // Wider than 1100 px: no hamburger.
    await expect(canvas.queryByRole('button', { name: 'Menüyü aç' })).toBeNull();
  },
};

export const VisitorOpensLogin: Story = {
  render: () => (
    <>
      <Header />
      <DialogHost renderers={accountDialogs} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Giriş Yap' }));
    await expect(await canvas.findByRole('dialog', { name: 'Giriş Yap' })).toBeInTheDocument();
  },
};

export const VisitorRegisterAndClaimReward: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Kayıt Ol' }));
    await expect(canvas.getByTestId('open-dialog')).toHaveTextContent('register');
    await userEvent.click(canvas.getByRole('button', { name: 'Ödülünü Al' }));
    await expect(canvas.getByTestId('open-dialog')).toHaveTextContent('login');
  },
};

export const LoggedIn: Story = {
  parameters: { site: { width: 1280, player } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('header-username')).toHaveTextContent('ayse.demir');
    await expect(canvas.getByTestId('header-balance')).toHaveTextContent('₺1.250,50');
    await expect(canvas.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ödülünü Al' })).toHaveAttribute(
      'href',
      '/dashboard/bonuses',
    );
    await expect(canvas.getByRole('link', { name: 'Para Yatır' })).toHaveAttribute(
      'href',
      '/dashboard/deposit',
    );
    await expect(canvas.getByRole('link', { name: 'Hesabım' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(canvas.getByRole('button', { name: /Bildirimler/ })).toBeVisible();
  },
};

export const LoggedInEnglish: Story = {
  parameters: { site: { width: 1280, player } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('header-balance')).toHaveTextContent('₺1,250.50');
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My Account' })).toBeVisible();
  },
};

export const VipCrown: Story = {
  parameters: { site: { width: 1280, player: { ...player, group: 3 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const crown = canvas.getByRole('link', { name: 'VIP hesabım' });
    await expect(crown).toHaveAttribute('href', '/dashboard');
    await expect(crown).toHaveAttribute('data-crown');
    await expect(canvas.queryByRole('link', { name: 'Hesabım' })).toBeNull();
  },
};

export const UnreadBadgeAndPanel: Story = {
  parameters: { site: { width: 1280, player, notifications: storyNotifications(12, 9) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badge = await canvas.findByTestId('notification-badge');
    await expect(badge).toHaveTextContent('9+');
    const bell = canvas.getByRole('button', { name: /Bildirimler/ });
    await userEvent.click(bell);
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByRole('dialog', { name: 'Bildirimler' })).toBeVisible();
  },
};

export const HamburgerAt1100: Story = {
  parameters: { site: { width: 1100, bootstrap: storyBootstrap } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menüyü aç' }));
    await expect(await canvas.findByRole('dialog', { name: 'Menü' })).toBeInTheDocument();
  },
};

export const SearchOnLiveCasino: Story = {
  parameters: { site: { width: 1280, path: '/casino/live' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Oyun ara' })).toHaveAttribute(
      'href',
      '/casino/live?search',
    );
  },
};

export const WithBanners: Story = {
  parameters: { site: { width: 1280, bootstrap: storyBootstrap } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('domain-banner')).toHaveTextContent('ornekbahis513.com');
    await expect(canvas.getByTestId('top-notification-bar')).toBeVisible();
  },
};

export const MobileVisitor: Story = {
  parameters: { site: { width: 390 } },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('navigation', { name: 'Hızlı erişim' });
    await expect(within(bar).getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    await expect(within(bar).getByRole('button', { name: 'Kayıt Ol' })).toBeVisible();
    // One Login button on the page: the bottom bar's.
    await expect(canvas.getAllByRole('button', { name: 'Giriş Yap' })).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Menüyü aç' })).toBeVisible();
  },
};

export const MobilePlayer: Story = {
  parameters: { site: { width: 390, player, notifications: storyNotifications(3) } },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('navigation', { name: 'Hızlı erişim' });
    await expect(within(bar).getByTestId('header-balance')).toHaveTextContent('₺1.250,50');
    await expect(within(bar).getByRole('link', { name: 'Para Yatır' })).toBeVisible();
    await expect(within(bar).getByRole('link', { name: 'Hesabım' })).toBeVisible();
    await waitFor(() =>
      expect(within(bar).getByTestId('notification-badge')).toHaveTextContent('2'),
    );
    await expect(canvas.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();
  },
};

export const WhiteLabel: Story = {
  parameters: { site: { width: 1280, player, bootstrap: storyBootstrap } },
  globals: { theme: 'white-label' },
};
