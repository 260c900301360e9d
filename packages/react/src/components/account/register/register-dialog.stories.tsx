import { fail } from '@site/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountRoutes, DialogBox, MOBILE, pending, WithSite } from '../account-story-kit';
import { RegisterDialog } from './register-dialog';

type Canvas = ReturnType<typeof within>;

/** Types a valid fast registration (the default tab). */
async function fillFast(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText('Ad'), 'Çağrı');
  await userEvent.type(canvas.getByLabelText('Soyad'), 'Gökhan');
  await userEvent.type(canvas.getByLabelText('Kullanıcı adı'), 'cagri01');
  await userEvent.type(canvas.getByLabelText('E-posta'), 'cagri@ornek.com.tr');
  await userEvent.type(canvas.getByLabelText('Şifre'), 'gizli123');
  await userEvent.type(canvas.getByLabelText('Şifre (tekrar)'), 'gizli123');
  await userEvent.type(canvas.getByLabelText('Telefon'), '5321234567');
  await waitFor(() => expect(canvas.getByLabelText('Telefon')).toHaveValue('+90 (532) 123 45 67'));
}

const WITH_BONUS = { routes: accountRoutes(), bootstrap: { trialBonusAmount: 250 } };

const meta = {
  title: 'Account/RegisterDialog',
  component: RegisterDialog,
  parameters: { site: { routes: accountRoutes() } },
  render: () => (
    <WithSite>
      <DialogBox width={560}>
        <RegisterDialog />
      </DialogBox>
    </WithSite>
  ),
} satisfies Meta<typeof RegisterDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FastEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Hızlı Kayıt' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByLabelText('Telefon')).toBeVisible();
    // No trial bonus on offer: no checkbox.
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const FastFilled: Story = {
  parameters: { site: WITH_BONUS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillFast(canvas);
    await userEvent.click(
      canvas.getByRole('checkbox', { name: '₺250,00 deneme bonusu istiyorum' }),
    );
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Ad'), 'Ç4ğrı');
    await userEvent.type(canvas.getByLabelText('Şifre'), 'gizli123');
    await userEvent.type(canvas.getByLabelText('Şifre (tekrar)'), 'gizli124');
    await userEvent.click(canvas.getByRole('button', { name: 'Kayıt Ol' }));
    await expect(
      await canvas.findByText('Yalnızca harf ve kelimeler arasında tek boşluk kullanın'),
    ).toBeVisible();
    await expect(canvas.getByText('Şifreler eşleşmiyor')).toBeVisible();
    await expect(canvas.getByLabelText('Kullanıcı adı')).toHaveAccessibleDescription(
      'Bu alan zorunludur',
    );
    // Nothing was sent and what was typed stays.
    await expect(canvas.getByLabelText('Ad')).toHaveValue('Ç4ğrı');
  },
};

export const DefaultTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Hızlı Kayıt' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Standart Kayıt' })).toHaveFocus();
    await expect(canvas.getByLabelText('TC Kimlik No')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Doğum tarihi' })).toBeVisible();
    await expect(canvas.getByLabelText('Gün')).toHaveAttribute('maxlength', '2');
    const country = canvas.getByLabelText('Ülke');
    await waitFor(() => expect(country).toHaveDisplayValue('Türkiye'));
  },
};

export const DefaultValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Standart Kayıt' }));
    await userEvent.type(canvas.getByLabelText('TC Kimlik No'), '1234');
    await userEvent.type(canvas.getByLabelText('Yıl'), '99');
    await userEvent.click(canvas.getByRole('button', { name: 'Kayıt Ol' }));
    await expect(canvas.getByLabelText('TC Kimlik No')).toHaveAccessibleDescription(
      'Tam 11 rakam girin',
    );
    await expect(canvas.getByLabelText('Yıl')).toHaveAccessibleDescription('Tam 4 rakam girin');
    await expect(canvas.getByLabelText('Gün')).toHaveAccessibleDescription('Bu alan zorunludur');
  },
};

export const Submitting: Story = {
  parameters: { site: { routes: accountRoutes({ 'POST /api/auth/register': pending }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillFast(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Kayıt Ol' }));
    await expect(
      await canvas.findByRole('button', { name: 'Kaydınız oluşturuluyor…' }),
    ).toBeDisabled();
  },
};

export const ServerError: Story = {
  parameters: {
    site: {
      routes: accountRoutes({
        'POST /api/auth/register': () => fail('Bu kullanıcı adı zaten kullanılıyor'),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillFast(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Kayıt Ol' }));
    await expect(await canvas.findByText('Bu kullanıcı adı zaten kullanılıyor')).toBeVisible();
    await expect(canvas.getByLabelText('Kullanıcı adı')).toHaveValue('cagri01');
  },
};

export const PhoneStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillFast(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Kayıt Ol' }));
    // Every registration verifies its phone first: step 1, the registered phone locked.
    const phone = await canvas.findByLabelText('Telefon numaranızı girin');
    await expect(phone).toBeDisabled();
    await waitFor(() => expect(phone).toHaveValue('+90 (532) 123 45 67'));
    await expect(canvas.getByLabelText('SMS kodunu girin')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Kod Gönder' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Doğrulamayı Atla' })).toBeVisible();
  },
};

export const Celebration: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillFast(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Kayıt Ol' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Kod Gönder' }));
    const code = canvas.getByLabelText('SMS kodunu girin');
    await waitFor(() => expect(code).toBeEnabled());
    await userEvent.type(code, '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Doğrula' }));
    const title = await canvas.findByRole('heading', { name: 'Tebrikler!' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Para Yatır' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Canlı Destek' })).toBeVisible();
    // canvas-confetti gets the core's 150 particles.
    await expect(canvasElement.querySelector('canvas')).toHaveAttribute('data-particles', '150');
  },
};

export const PhoneStepWithTrialBonus: Story = {
  parameters: { site: WITH_BONUS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillFast(canvas);
    await userEvent.click(
      canvas.getByRole('checkbox', { name: '₺250,00 deneme bonusu istiyorum' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Kayıt Ol' }));
    // The code was requested at once: phone locked and prefilled, code enabled.
    const code = await canvas.findByLabelText('SMS kodunu girin');
    await waitFor(() => expect(code).toBeEnabled());
    await waitFor(() => expect(code).toHaveFocus());
    await expect(canvas.getByLabelText('Telefon numaranızı girin')).toBeDisabled();
    await expect(canvas.getByLabelText('Telefon numaranızı girin')).toHaveValue(
      '+90 (532) 123 45 67',
    );
    await userEvent.type(code, '123456');
    await waitFor(() => expect(code).toHaveValue('12-34-56'));
    await userEvent.click(canvas.getByRole('button', { name: 'Doğrula' }));
    await expect(await canvas.findByRole('heading', { name: 'Tebrikler!' })).toBeVisible();
    await expect(
      canvas.getByText('₺250,00 deneme bonusunuz hesabınıza tanımlansın mı?'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('canvas')).not.toHaveAttribute('data-particles');
    await userEvent.click(canvas.getByRole('button', { name: 'Evet' }));
    await waitFor(() =>
      expect(canvasElement.querySelector('canvas')).toHaveAttribute('data-particles', '150'),
    );
  },
};

export const WrongSmsCode: Story = {
  parameters: { site: WITH_BONUS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillFast(canvas);
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Kayıt Ol' }));
    const code = await canvas.findByLabelText('SMS kodunu girin');
    await waitFor(() => expect(code).toBeEnabled());
    await userEvent.type(code, '111111');
    await userEvent.click(canvas.getByRole('button', { name: 'Doğrula' }));
    await expect(await canvas.findByText('Doğrulama kodu hatalı')).toBeVisible();
    await waitFor(() => expect(code).toHaveValue(''));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { site: WITH_BONUS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Quick Sign-Up' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Full Sign-Up' })).toBeVisible();
    await expect(canvas.getByLabelText('Confirm password')).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: 'I want the ₺250.00 trial bonus' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...MOBILE,
  parameters: { site: { ...WITH_BONUS, width: 390 } },
};
