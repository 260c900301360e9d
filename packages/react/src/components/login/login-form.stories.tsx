import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { accountDialogs } from '../account/account-dialogs';
import { DialogHost } from '../dialogs/dialog-host';
import { SiteToaster } from '../toasts/site-toaster';
import { LoginForm } from './login-form';

const meta = {
  title: 'Account/LoginForm',
  component: LoginForm,
  render: () => (
    <div style={{ maxWidth: 420 }}>
      <LoginForm />
      <SiteToaster />
    </div>
  ),
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Kullanıcı adı'), 'ab');
    await userEvent.click(canvas.getByRole('button', { name: 'Giriş Yap' }));
    await expect(await canvas.findByText('En az 3 karakter girin')).toBeVisible();
    await expect(canvas.getByText('Bu alan zorunludur')).toBeVisible();
    await expect(canvas.getByLabelText('Kullanıcı adı')).toHaveValue('ab');
  },
};

export const Submitting: Story = {
  parameters: { site: { login: 'pending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Kullanıcı adı'), 'ayse.demir');
    await userEvent.type(canvas.getByLabelText('Şifre'), 'secret1');
    await userEvent.click(canvas.getByRole('button', { name: 'Giriş Yap' }));
    const busy = await canvas.findByRole('button', { name: 'Giriş yapılıyor…' });
    await expect(busy).toBeDisabled();
  },
};

export const ServerError: Story = {
  parameters: { site: { login: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Kullanıcı adı'), 'ayse.demir');
    await userEvent.type(canvas.getByLabelText('Şifre'), 'wrong12');
    await userEvent.click(canvas.getByRole('button', { name: 'Giriş Yap' }));
    await expect(await canvas.findByText('Kullanıcı adı veya şifre hatalı')).toBeVisible();
    await expect(canvas.getByLabelText('Kullanıcı adı')).toHaveValue('ayse.demir');
    await expect(canvas.getByLabelText('Şifre')).toHaveValue('wrong12');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Username')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible();
  },
};

export const RecoveryLink: Story = {
  render: () => (
    <div style={{ maxWidth: 420 }}>
      <LoginForm />
      <DialogHost renderers={accountDialogs} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Şifremi Unuttum' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Şifremi Unuttum' });
    await expect(await within(dialog).findByLabelText('Kullanıcı adı')).toBeVisible();
  },
};

export const SignUpLink: Story = {
  render: () => (
    <div style={{ maxWidth: 420 }}>
      <LoginForm />
      <DialogHost renderers={accountDialogs} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Üye değil misiniz? Hemen Kayıt Olun!' }),
    );
    const dialog = await canvas.findByRole('dialog', { name: 'Kayıt Ol' });
    await expect(await within(dialog).findByRole('tab', { name: 'Hızlı Kayıt' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const EnglishLinks: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Forgot your password?' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Not a Member? Sign Up Now!' })).toBeVisible();
  },
};
