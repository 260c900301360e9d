import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
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

/**
 * Opens a dialog, raises a toast in it 50 ms later, then 100 ms after that closes it (a payment
 * method without data, spec 000 §4) or opens the next one (recovery's last step opens login).
 */
function ToastAcrossDialogs({
  first,
  kind,
  text,
  then,
}: {
  first: 'login' | 'recovery';
  kind: 'success' | 'error';
  text: string;
  then: 'close' | 'login';
}) {
  const site = useSite();
  useEffect(() => {
    site.dialogs.open(first);
    const raise = setTimeout(() => {
      site.toasts.show(kind, { text });
      setTimeout(() => (then === 'close' ? site.dialogs.closeAll() : site.dialogs.open(then)), 100);
    }, 50);
    return () => clearTimeout(raise);
  }, [site, first, kind, text, then]);
  return (
    <>
      <DialogHost renderers={accountDialogs} />
      <SiteToaster />
    </>
  );
}

/** The payment dialog closes 100 ms after "No data found": the message stays on the page. */
export const OutlivesItsDialog: Story = {
  render: () => (
    <ToastAcrossDialogs first="login" kind="error" text="Veri bulunamadı" then="close" />
  ),
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
export const FollowsIntoTheNextDialog: Story = {
  render: () => (
    <ToastAcrossDialogs first="recovery" kind="success" text="Şifreniz değiştirildi" then="login" />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const login = await canvas.findByRole('dialog', { name: 'Giriş Yap' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(login).getByText('Şifreniz değiştirildi')).toBeInTheDocument();
  },
};

/**
 * A modal sheet (a <dialog> opened with showModal, as the mobile bet slip): it sits in the top
 * layer with a scrim over the page, so a toast must show inside it to be seen and heard.
 */
function ToastOverSheet({ toastFirst }: { toastFirst: boolean }) {
  const site = useSite();
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (toastFirst) site.toasts.show('success', { text: 'Kuponunuz oluşturuldu' });
    const opening = setTimeout(() => {
      ref.current?.showModal();
      setOpen(true);
      if (!toastFirst) site.toasts.show('error', { text: 'Oran değişti' });
    }, 50);
    return () => clearTimeout(opening);
  }, [site, toastFirst]);
  return (
    <>
      <dialog ref={ref} aria-label="Kupon" onClose={() => setOpen(false)}>
        <p>Bahis kuponu</p>
        <button type="button" onClick={() => ref.current?.close()}>
          Kapat
        </button>
      </dialog>
      <output>{open ? 'açık' : 'kapalı'}</output>
      <SiteToaster />
    </>
  );
}

export const AboveAModalSheet: Story = {
  render: () => <ToastOverSheet toastFirst={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sheet = await canvas.findByRole('dialog', { name: 'Kupon' });
    await expect(await within(sheet).findByText('Oran değişti')).toBeInTheDocument();
    await expect(
      within(sheet).getByRole('region', { name: 'Bu penceredeki bildirimler' }),
    ).toBeInTheDocument();
  },
};

/** A toast already up when the sheet opens moves into it; when the sheet closes, back out. */
export const FollowsASheetInAndOut: Story = {
  render: () => <ToastOverSheet toastFirst />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sheet = await canvas.findByRole('dialog', { name: 'Kupon' });
    await waitFor(() =>
      expect(within(sheet).getByText('Kuponunuz oluşturuldu')).toBeInTheDocument(),
    );
    within(sheet).getByRole('button', { name: 'Kapat' }).click();
    await canvas.findByText('kapalı');
    await waitFor(() => {
      const toasts = canvas.getAllByText('Kuponunuz oluşturuldu');
      expect(toasts.some((node) => !node.closest('dialog'))).toBe(true);
    });
  },
};

/** A toast up when a dialog opens moves into it: the page behind is inert and dimmed. */
function ToastThenDialog() {
  const site = useSite();
  useEffect(() => {
    site.toasts.show('info', { text: 'Oturumunuz sona erdi' });
    const opening = setTimeout(() => site.dialogs.open('login'), 50);
    return () => clearTimeout(opening);
  }, [site]);
  return (
    <>
      <DialogHost renderers={accountDialogs} />
      <SiteToaster />
    </>
  );
}

export const MovesIntoAnOpeningDialog: Story = {
  render: () => <ToastThenDialog />,
  play: async ({ canvasElement }) => {
    const login = await within(canvasElement).findByRole('dialog', { name: 'Giriş Yap' });
    await waitFor(() =>
      expect(within(login).getByText('Oturumunuz sona erdi')).toBeInTheDocument(),
    );
  },
};
