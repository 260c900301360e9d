import { fail } from '@site/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountRoutes, DialogBox, MOBILE, pending, WithSite } from '../account-story-kit';
import { PhoneVerificationDialog } from './phone-verification-dialog';

type Canvas = ReturnType<typeof within>;

const PLAYER = { username: 'ayse.demir', balance: 100, phone: '905441234500' };

async function sendCode(canvas: Canvas) {
  const phone = canvas.getByLabelText('Telefon numaranızı girin');
  await waitFor(() => expect(phone).toHaveValue('+90 (544) 123 45 00'));
  await userEvent.click(canvas.getByRole('button', { name: 'Kod Gönder' }));
  const code = canvas.getByLabelText('SMS kodunu girin');
  await waitFor(() => expect(code).toBeEnabled());
  return code;
}

const meta = {
  title: 'Account/PhoneVerificationDialog',
  component: PhoneVerificationDialog,
  parameters: { site: { player: PLAYER, routes: accountRoutes() } },
  // The dialog opens with the player's phone prefilled (what `open()` does).
  render: () => (
    <WithSite setup={(site) => site.account.phoneVerification.reset({ phone: PLAYER.phone })}>
      <DialogBox width={560}>
        <PhoneVerificationDialog />
      </DialogBox>
    </WithSite>
  ),
} satisfies Meta<typeof PhoneVerificationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SetPhoneNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByLabelText('Telefon numaranızı girin')).toHaveValue('+90 (544) 123 45 00'),
    );
    await expect(canvas.getByLabelText('SMS kodunu girin')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Doğrula' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Telefon Numarasını Değiştir' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Doğrulamayı Atla' })).toBeVisible();
  },
};

export const InvalidPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByLabelText('Telefon numaranızı girin');
    await waitFor(() => expect(phone).toHaveValue('+90 (544) 123 45 00'));
    await userEvent.clear(phone);
    await userEvent.click(canvas.getByRole('button', { name: 'Kod Gönder' }));
    await expect(phone).toHaveAccessibleDescription('Bu alan zorunludur');
    await expect(canvas.getByLabelText('SMS kodunu girin')).toBeDisabled();
  },
};

export const Sending: Story = {
  parameters: {
    site: { player: PLAYER, routes: accountRoutes({ 'POST /api/customer/updatephone': pending }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByLabelText('Telefon numaranızı girin')).toHaveValue('+90 (544) 123 45 00'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Kod Gönder' }));
    await expect(await canvas.findByRole('button', { name: 'Gönderiliyor…' })).toBeDisabled();
    await expect(canvas.getByLabelText('SMS kodunu girin')).toBeDisabled();
  },
};

export const SendFails: Story = {
  parameters: {
    site: {
      player: PLAYER,
      routes: accountRoutes({
        'POST /api/customer/updatephone': () => fail('Bu numara başka bir hesapta kayıtlı'),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByLabelText('Telefon numaranızı girin')).toHaveValue('+90 (544) 123 45 00'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Kod Gönder' }));
    await expect(await canvas.findByText('Bu numara başka bir hesapta kayıtlı')).toBeVisible();
    await expect(canvas.getByLabelText('SMS kodunu girin')).toBeDisabled();
  },
};

export const SetSmsCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await sendCode(canvas);
    await expect(await canvas.findByText('Doğrulama kodu gönderildi')).toBeVisible();
    await expect(canvas.getByLabelText('Telefon numaranızı girin')).toBeDisabled();
    await expect(code).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Telefon Numarasını Değiştir' })).toBeVisible();
  },
};

export const ChangePhoneNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await sendCode(canvas);
    await userEvent.type(code, '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Telefon Numarasını Değiştir' }));
    await waitFor(() => expect(canvas.getByLabelText('Telefon numaranızı girin')).toBeEnabled());
    await expect(code).toBeDisabled();
    await expect(code).toHaveValue('');
  },
};

export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await sendCode(canvas);
    await userEvent.type(code, '999999');
    await userEvent.click(canvas.getByRole('button', { name: 'Doğrula' }));
    await expect(await canvas.findByText('Doğrulama kodu hatalı')).toBeVisible();
    await waitFor(() => expect(code).toHaveValue(''));
  },
};

export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await sendCode(canvas);
    await userEvent.type(code, '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Doğrula' }));
    const title = await canvas.findByRole('heading', { name: 'Tebrikler!' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByText('Telefon numaranız başarıyla doğrulandı!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kapat' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Set Phone Number')).toBeVisible();
    await expect(canvas.getByLabelText('Set Sms Code')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send Code' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Validate' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Skip Verification' })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...MOBILE,
  parameters: { site: { player: PLAYER, routes: accountRoutes(), width: 390 } },
};
