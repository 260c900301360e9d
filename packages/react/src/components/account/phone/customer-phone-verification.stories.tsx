import { VerificationPage } from '@site/core/account';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useStorySite } from '../../../stories-support/use-story-site';
import { accountRoutes, advanceClock, MOBILE, WithSite } from '../account-story-kit';
import { CustomerPhoneVerification } from './customer-phone-verification';

type Canvas = ReturnType<typeof within>;

const NOT_VERIFIED = { username: 'ayse.demir', balance: 100, phone: '905441234500' };
const VERIFIED = { ...NOT_VERIFIED, smsVerified: true };

async function sendCode(canvas: Canvas) {
  await waitFor(() =>
    expect(canvas.getByLabelText('Telefon numarası')).toHaveValue('+90 (544) 123 45 00'),
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Kod Gönder' }));
  return canvas.findByLabelText('Doğrulama kodu');
}

const meta = {
  title: 'Account/CustomerPhoneVerification',
  component: CustomerPhoneVerification,
  parameters: { site: { player: NOT_VERIFIED, routes: accountRoutes() } },
  render: (args) => (
    <WithSite>
      <div style={{ maxWidth: 560 }}>
        <CustomerPhoneVerification {...args} />
      </div>
    </WithSite>
  ),
} satisfies Meta<typeof CustomerPhoneVerification>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotVerifiedPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Doğrulanmadı')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Telefon numarası')).toBeEnabled());
    await expect(canvas.queryByLabelText('Doğrulama kodu')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Kod Gönder' })).toBeVisible();
  },
};

export const VerificationCodePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await sendCode(canvas);
    await waitFor(() => expect(code).toHaveFocus());
    await expect(canvas.getByLabelText('Telefon numarası')).toBeDisabled();
    await expect(canvas.getByText('Kodu 60 sn sonra tekrar gönderebilirsiniz')).toBeVisible();
    await userEvent.type(code, '123456');
    await waitFor(() => expect(code).toHaveValue('123-456'));
  },
};

export const ResendAfterCountdown: Story = {
  render: (args) => (
    <WithSite>
      <CustomerPhoneVerification {...args} />
      <AdvanceButton />
    </WithSite>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendCode(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '30 sn ileri' }));
    await expect(canvas.getByText('Kodu 30 sn sonra tekrar gönderebilirsiniz')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '30 sn ileri' }));
    await expect(canvas.getByText('Kod gelmedi mi?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar göndermek için tıklayın' }));
    await expect(
      await canvas.findByText('Kodu 60 sn sonra tekrar gönderebilirsiniz'),
    ).toBeVisible();
  },
};

export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await sendCode(canvas);
    await userEvent.type(code, '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Doğrula' }));
    await expect(await canvas.findByText('Doğrulama kodu hatalı')).toBeVisible();
    await waitFor(() => expect(code).toHaveValue(''));
  },
};

export const VerifiedPage: Story = {
  parameters: { site: { player: VERIFIED, routes: accountRoutes() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Doğrulandı')).toBeVisible();
    await expect(canvas.getByLabelText('Telefon numarası')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Numarayı Güncelle' })).toBeVisible();
  },
};

export const VerifiesThenShowsVerified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await sendCode(canvas);
    await userEvent.type(code, '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Doğrula' }));
    await expect(await canvas.findByText('Doğrulandı')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Numarayı Güncelle' })).toBeVisible();
  },
};

export const UpdatePage: Story = {
  parameters: { site: { player: VERIFIED, routes: accountRoutes() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Numarayı Güncelle' }));
    const phone = canvas.getByLabelText('Telefon numarası');
    await waitFor(() => expect(phone).toBeEnabled());
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Kod Gönder' })).toBeVisible();
  },
};

export const StartsOnUpdatePage: Story = {
  args: { startPage: VerificationPage.Update },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Kod Gönder' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not Verified')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByLabelText('Phone number')).toHaveValue('+90 (544) 123 45 00'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send Code' }));
    await expect(await canvas.findByText('Resend code in 60')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...MOBILE,
  parameters: { site: { player: NOT_VERIFIED, routes: accountRoutes(), width: 390 } },
};

/** Moves the story's manual clock: the 60 s countdown without waiting a minute. */
function AdvanceButton() {
  return <AdvanceClock ms={30_000} label="30 sn ileri" />;
}

function AdvanceClock({ ms, label }: { ms: number; label: string }) {
  const site = useStorySite();
  return (
    <button
      type="button"
      className="site-button site-button--ghost"
      onClick={() => advanceClock(site, ms)}
    >
      {label}
    </button>
  );
}
