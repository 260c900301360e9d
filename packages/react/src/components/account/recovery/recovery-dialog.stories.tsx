import type { FullSite } from '@site/core/full';
import { fail } from '@site/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountRoutes, DialogBox, MOBILE, pending, WithSite } from '../account-story-kit';
import { RecoveryDialog } from './recovery-dialog';

async function toStep(site: FullSite, step: 2 | 3) {
  const { recovery } = site.account;
  recovery.usernameForm.setField('username', 'player1');
  await recovery.usernameForm.submit();
  if (step === 2) return;
  recovery.codeForm.setField('code', '482913');
  await recovery.codeForm.submit();
}

const meta = {
  title: 'Account/RecoveryDialog',
  component: RecoveryDialog,
  parameters: { site: { routes: accountRoutes() } },
  render: () => (
    <WithSite>
      <DialogBox>
        <RecoveryDialog />
      </DialogBox>
    </WithSite>
  ),
} satisfies Meta<typeof RecoveryDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Username: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Adım 1 / 4')).toBeVisible();
    await expect(canvas.getByLabelText('Kullanıcı adı')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Üye değil misiniz? Hemen Kayıt Olun!' }),
    ).toBeVisible();
  },
};

export const UsernameTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Kullanıcı adı'), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Kod Gönder' }));
    await expect(canvas.getByLabelText('Kullanıcı adı')).toHaveAccessibleDescription(
      'En az 5 karakter girin',
    );
    await expect(canvas.getByText('Adım 1 / 4')).toBeVisible();
  },
};

export const Sending: Story = {
  parameters: {
    site: { routes: accountRoutes({ 'POST /api/auth/sendresetpassword': pending }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Kullanıcı adı'), 'player1');
    await userEvent.click(canvas.getByRole('button', { name: 'Kod Gönder' }));
    await expect(await canvas.findByRole('button', { name: 'Gönderiliyor…' })).toBeDisabled();
  },
};

export const UnknownUser: Story = {
  parameters: {
    site: {
      routes: accountRoutes({
        'POST /api/auth/sendresetpassword': () => fail('Kullanıcı bulunamadı'),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Kullanıcı adı'), 'nobody1');
    await userEvent.click(canvas.getByRole('button', { name: 'Kod Gönder' }));
    await expect(await canvas.findByText('Kullanıcı bulunamadı')).toBeVisible();
    await expect(canvas.getByText('Adım 1 / 4')).toBeVisible();
    await expect(canvas.getByLabelText('Kullanıcı adı')).toHaveValue('nobody1');
  },
};

export const Code: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Kullanıcı adı'), 'player1');
    await userEvent.click(canvas.getByRole('button', { name: 'Kod Gönder' }));
    const code = await canvas.findByLabelText('Sıfırlama kodu');
    await waitFor(() => expect(code).toHaveFocus());
    await expect(canvas.getByText('Adım 2 / 4')).toBeVisible();
    await expect(canvas.getByText('Sıfırlama kodu gönderildi')).toBeVisible();
  },
};

export const WrongCode: Story = {
  parameters: {
    site: {
      routes: accountRoutes({ 'POST /api/auth/checkresetcode': () => fail('Kod hatalı') }),
    },
  },
  render: () => (
    <WithSite setup={(site) => toStep(site, 2)}>
      <DialogBox>
        <RecoveryDialog />
      </DialogBox>
    </WithSite>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await canvas.findByLabelText('Sıfırlama kodu');
    await userEvent.type(code, '111');
    await userEvent.click(canvas.getByRole('button', { name: 'Devam' }));
    await expect(await canvas.findByText('Kod hatalı')).toBeVisible();
    await expect(canvas.getByText('Adım 2 / 4')).toBeVisible();
  },
};

export const NewPassword: Story = {
  render: () => (
    <WithSite setup={(site) => toStep(site, 3)}>
      <DialogBox>
        <RecoveryDialog />
      </DialogBox>
    </WithSite>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Yeni şifre'), 'yeni123');
    await userEvent.type(canvas.getByLabelText('Yeni şifre (tekrar)'), 'yeni124');
    await userEvent.click(canvas.getByRole('button', { name: 'Şifremi Değiştir' }));
    await expect(canvas.getByText('Şifreler eşleşmiyor')).toBeVisible();
    await expect(canvas.getByText('Adım 3 / 4')).toBeVisible();
  },
};

export const Done: Story = {
  render: () => (
    <WithSite setup={(site) => toStep(site, 3)}>
      <DialogBox>
        <RecoveryDialog />
      </DialogBox>
    </WithSite>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Yeni şifre'), 'yeni123');
    await userEvent.type(canvas.getByLabelText('Yeni şifre (tekrar)'), 'yeni123');
    await userEvent.click(canvas.getByRole('button', { name: 'Şifremi Değiştir' }));
    const title = await canvas.findByRole('heading', { name: 'Şifreniz başarıyla değiştirildi' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByText('Adım 4 / 4')).toBeVisible();
    await expect(canvas.getByText('Giriş ekranına yönlendiriliyorsunuz…')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 1 of 4')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send Code' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Not a Member? Sign Up Now!' })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...MOBILE,
  parameters: { site: { routes: accountRoutes(), width: 390 } },
};
