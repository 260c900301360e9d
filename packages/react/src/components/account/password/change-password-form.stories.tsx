import { fail } from '@site/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DialogHost } from '../../dialogs/dialog-host';
import { accountDialogs } from '../account-dialogs';
import { accountRoutes, DialogBox, MOBILE, pending, WithSite } from '../account-story-kit';
import { ChangePasswordForm } from './change-password-form';

type Canvas = ReturnType<typeof within>;
const PLAYER = { username: 'ayse.demir', balance: 100 };

async function fill(canvas: Canvas, confirm = 'yeni123') {
  await userEvent.type(canvas.getByLabelText('Mevcut şifre'), 'eski123');
  await userEvent.type(canvas.getByLabelText('Yeni şifre'), 'yeni123');
  await userEvent.type(canvas.getByLabelText('Yeni şifre (tekrar)'), confirm);
}

const meta = {
  title: 'Account/ChangePasswordForm',
  component: ChangePasswordForm,
  parameters: { site: { player: PLAYER, routes: accountRoutes() } },
  render: () => (
    <WithSite>
      <DialogBox>
        <ChangePasswordForm />
      </DialogBox>
    </WithSite>
  ),
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Mevcut şifre')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Değiştir' })).toBeEnabled();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Yeni şifre'), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Değiştir' }));
    await expect(canvas.getByLabelText('Mevcut şifre')).toHaveAccessibleDescription(
      'Bu alan zorunludur',
    );
    await expect(canvas.getByLabelText('Yeni şifre')).toHaveAccessibleDescription(
      'En az 5 karakter girin',
    );
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'yeni124');
    await userEvent.click(canvas.getByRole('button', { name: 'Değiştir' }));
    await expect(canvas.getByText('Şifreler eşleşmiyor')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: {
    site: {
      player: PLAYER,
      routes: accountRoutes({ 'POST /api/customer/changepassword': pending }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Değiştir' }));
    await expect(await canvas.findByRole('button', { name: 'Değiştiriliyor…' })).toBeDisabled();
  },
};

export const WrongOldPassword: Story = {
  parameters: {
    site: {
      player: PLAYER,
      routes: accountRoutes({
        'POST /api/customer/changepassword': () => fail('Mevcut şifreniz hatalı'),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Değiştir' }));
    await expect(await canvas.findByText('Mevcut şifreniz hatalı')).toBeVisible();
    await expect(canvas.getByLabelText('Mevcut şifre')).toHaveValue('eski123');
  },
};

export const ChangedInDialog: Story = {
  render: () => (
    <WithSite setup={(site) => site.account.changePassword.open()}>
      <DialogHost renderers={accountDialogs} />
    </WithSite>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Şifre Değiştir' });
    await within(dialog).findByLabelText('Mevcut şifre');
    await fill(within(dialog));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Değiştir' }));
    // Success closes the dialog and says so on the page.
    await expect(await canvas.findByText('Şifreniz değiştirildi')).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Current password')).toBeVisible();
    await expect(canvas.getByLabelText('Confirm new password')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change' })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...MOBILE,
  parameters: { site: { player: PLAYER, routes: accountRoutes(), width: 390 } },
};
