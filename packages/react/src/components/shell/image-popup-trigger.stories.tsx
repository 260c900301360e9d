import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyBootstrap } from '../../stories-support/fixtures';
import { DialogProbe } from '../../stories-support/probes';
import { accountDialogs } from '../account/account-dialogs';
import { DialogHost } from '../dialogs/dialog-host';
import { ImagePopupTrigger } from './image-popup-trigger';

const meta = {
  title: 'Shell/ImagePopup',
  component: ImagePopupTrigger,
  parameters: { site: { bootstrap: storyBootstrap } },
  render: () => (
    <>
      <ImagePopupTrigger />
      <DialogHost renderers={accountDialogs} />
      <DialogProbe />
    </>
  ),
} satisfies Meta<typeof ImagePopupTrigger>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShownOnce: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Duyuru' });
    const link = within(dialog).getByRole('link', { name: 'Hafta Sonu Kayıp Bonusu' });
    await expect(link).toHaveAttribute('href', '/promotions');
    await expect(dialog.querySelector('source')).toHaveAttribute('media', '(min-width: 768px)');
  },
};

export const AlreadySeen: Story = {
  parameters: {
    site: { bootstrap: storyBootstrap, storage: { popupHash: JSON.stringify('story-popup-1') } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('open-dialog')).toHaveTextContent('none');
  },
};

export const LoadingImages: Story = {
  parameters: {
    site: {
      bootstrap: {
        ...storyBootstrap,
        popup: { ...storyBootstrap.popup, images: { wide: '', medium: '' } },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Duyuru' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Görsel yükleniyor');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('dialog', { name: 'Announcement' }),
    ).toBeVisible();
  },
};
