import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useSite } from '../../hooks/use-site';
import { accountDialogs } from '../account/account-dialogs';
import { DialogHost } from './dialog-host';

function OpenLogin() {
  const site = useSite();
  useEffect(() => site.dialogs.open('login'), [site]);
  return <DialogHost renderers={accountDialogs} />;
}

const meta = {
  title: 'Shell/DialogHost',
  component: DialogHost,
} satisfies Meta<typeof DialogHost>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingOpen: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** The login dialog starts in the username field, not on the close button. */
export const LoginFocusesUsername: Story = {
  render: () => <OpenLogin />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Giriş Yap' });
    await expect(within(dialog).getByLabelText('Kullanıcı adı')).toHaveFocus();
  },
};

export const LoginOpen: Story = {
  render: () => <OpenLogin />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Giriş Yap' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};
