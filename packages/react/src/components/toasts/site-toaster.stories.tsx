import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { useSite } from '../../hooks/use-site';
import { accountDialogs } from '../account/account-dialogs';
import { DialogHost } from '../dialogs/dialog-host';
import { SiteToaster } from './site-toaster';

function WithToasts() {
  const site = useSite();
  useEffect(() => {
    site.toasts.show('success', { text: 'Giriş başarılı' });
    site.toasts.show('error', { key: 'errors.network' });
    site.toasts.show('warning', { text: 'Favorilerden çıkarıldı' });
  }, [site]);
  return <SiteToaster />;
}

const meta = {
  title: 'Shell/SiteToaster',
  component: SiteToaster,
  render: () => <WithToasts />,
} satisfies Meta<typeof SiteToaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Kinds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Giriş başarılı')).toBeInTheDocument();
    await expect(
      await canvas.findByText('Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.'),
    ).toBeInTheDocument();
  },
};

/** Opens the login dialog, raises an error in it, and closes it 100 ms later (spec 000 §4). */
function ToastFromClosingDialog() {
  const site = useSite();
  useEffect(() => {
    site.dialogs.open('login');
    const raise = setTimeout(() => {
      site.toasts.show('error', { text: 'Veri bulunamadı' });
      setTimeout(() => site.dialogs.closeAll(), 100);
    }, 50);
    return () => clearTimeout(raise);
  }, [site]);
  return (
    <>
      <DialogHost renderers={accountDialogs} />
      <SiteToaster />
    </>
  );
}

/** The payment dialog closes 100 ms after "No data found": the message stays on the page. */
export const OutlivesItsDialog: Story = {
  render: () => <ToastFromClosingDialog />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('dialog');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.getByText('Veri bulunamadı')).toBeInTheDocument();
  },
};

export const CloseButtonInTurkish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Giriş başarılı');
    const close = canvas.getAllByRole('button', { name: 'Bildirimi kapat' });
    await expect(close.length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: 'close' })).toBeNull();
  },
};

export const CloseButtonInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Giriş başarılı');
    await expect(
      canvas.getAllByRole('button', { name: 'Close notification' }).length,
    ).toBeGreaterThan(0);
  },
};

/** Recovery's last step opens the login dialog: its success message shows in the new dialog. */
function ToastFromReplacedDialog() {
  const site = useSite();
  useEffect(() => {
    site.dialogs.open('recovery');
    const raise = setTimeout(() => {
      site.toasts.show('success', { text: 'Şifreniz değiştirildi' });
      setTimeout(() => site.dialogs.open('login'), 100);
    }, 50);
    return () => clearTimeout(raise);
  }, [site]);
  return (
    <>
      <DialogHost renderers={accountDialogs} />
      <SiteToaster />
    </>
  );
}

export const FollowsIntoTheNextDialog: Story = {
  render: () => <ToastFromReplacedDialog />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const login = await canvas.findByRole('dialog', { name: 'Giriş Yap' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(login).getByText('Şifreniz değiştirildi')).toBeInTheDocument();
  },
};
