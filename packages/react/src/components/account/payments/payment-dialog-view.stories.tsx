import type { FullSite } from '@site/core/full';
import { fail } from '@site/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DialogHost } from '../../dialogs/dialog-host';
import { accountDialogs } from '../account-dialogs';
import {
  accountRoutes,
  DEPOSIT_METHODS,
  MOBILE,
  pending,
  WITHDRAW_METHODS,
  WithSite,
} from '../account-story-kit';
import { PaymentDialogView } from './payment-dialog-view';

type Canvas = ReturnType<typeof within>;

const PLAYER = { username: 'ayse.demir', balance: 5000 };
const [HAVALE, PAPARA] = DEPOSIT_METHODS as [
  (typeof DEPOSIT_METHODS)[0],
  (typeof DEPOSIT_METHODS)[0],
];
const [BANK] = WITHDRAW_METHODS as [(typeof WITHDRAW_METHODS)[0]];

/** window.open, watched: a deposit URL must open in a new tab with noopener. */
const openSpy = fn();
function watchWindowOpen() {
  openSpy.mockClear();
  const original = window.open;
  window.open = openSpy as unknown as typeof window.open;
  return () => {
    window.open = original;
  };
}

// The payment dialogs are real dialogs in the core's store, so they render in DialogHost:
// the toasts raised while one is open go to the dialog's own toast area.
function view(open: (site: FullSite) => void) {
  return () => (
    <WithSite setup={open}>
      <DialogHost renderers={accountDialogs} />
    </WithSite>
  );
}
const deposit = (method: typeof HAVALE) => view((site) => site.payments.openDeposit(method));
const withdraw = view((site) => site.payments.openWithdraw(BANK));

async function fillHavale(canvas: Canvas) {
  await userEvent.type(await canvas.findByLabelText('Tutar'), '1000');
  await userEvent.selectOptions(canvas.getByLabelText('Banka'), '1');
  await userEvent.type(canvas.getByLabelText('Ad Soyad'), 'Ayşe Demir');
}

const meta = {
  title: 'Account/PaymentDialogView',
  component: PaymentDialogView,
  parameters: { site: { player: PLAYER, routes: accountRoutes() } },
  render: deposit(HAVALE),
} satisfies Meta<typeof PaymentDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    site: { player: PLAYER, routes: accountRoutes({ 'POST /api/payment/detail': pending }) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ödeme formu yükleniyor…')).toBeVisible();
  },
};

export const DepositForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByLabelText('Tutar');
    await expect(canvas.getByRole('button', { name: 'Yatır' })).toBeDisabled();
    await userEvent.type(amount, '1500,5');
    await waitFor(() => expect(amount).toHaveValue('₺1.500,5'));
    await userEvent.selectOptions(canvas.getByLabelText('Banka'), '2');
    await userEvent.type(canvas.getByLabelText('Ad Soyad'), 'Ayşe Demir');
    await expect(canvas.getByRole('button', { name: 'Yatır' })).toBeEnabled();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByLabelText('Tutar');
    await userEvent.type(amount, '50');
    await userEvent.tab();
    await expect(amount).toHaveAccessibleDescription('Tutar en az ₺100,00 olmalıdır');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Banka')).toHaveAccessibleDescription('Bu alan zorunludur');
    await expect(canvas.getByRole('button', { name: 'Yatır' })).toBeDisabled();
  },
};

export const Submitting: Story = {
  parameters: {
    site: { player: PLAYER, routes: accountRoutes({ 'POST /api/payment/deposit': pending }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillHavale(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Yatır' }));
    await expect(await canvas.findByRole('button', { name: 'Gönderiliyor…' })).toBeDisabled();
  },
};

export const MessageResult: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillHavale(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Yatır' }));
    const message = await canvas.findByText('1.000 TL yatırım talebiniz alındı');
    await waitFor(() => expect(message).toHaveFocus());
    await expect(canvas.queryByLabelText('Tutar')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Tamam' })).toBeVisible();
  },
};

export const UrlResult: Story = {
  render: deposit(PAPARA),
  beforeEach: watchWindowOpen,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Tutar'), '250');
    await userEvent.type(canvas.getByLabelText('Papara numarası'), '1234567890');
    await userEvent.click(canvas.getByRole('button', { name: 'Yatır' }));
    await expect(
      await canvas.findByText(
        'Ödeme sayfası yeni bir sekmede açıldı. İşleminizi orada tamamlayın.',
      ),
    ).toBeVisible();
    const url = 'https://pay.example/stand-in/pay/TX1';
    await expect(openSpy).toHaveBeenCalledWith(url, '_blank', 'noopener');
    await userEvent.click(canvas.getByRole('button', { name: 'Devam Et' }));
    await expect(openSpy).toHaveBeenCalledTimes(2);
  },
};

export const ServerError: Story = {
  parameters: {
    site: {
      player: PLAYER,
      routes: accountRoutes({
        'POST /api/payment/deposit': () => fail('Tutar 100 TL ile 50.000 TL arasında olmalıdır'),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillHavale(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Yatır' }));
    await expect(
      await canvas.findByText('Tutar 100 TL ile 50.000 TL arasında olmalıdır'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Ad Soyad')).toHaveValue('Ayşe Demir');
  },
};

export const WithdrawToIban: Story = {
  render: withdraw,
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { readText: () => Promise.resolve('TR33 0006 1005 1978 6457 8413 26') },
    });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Tutar'), '400');
    await userEvent.click(canvas.getByRole('button', { name: 'IBAN alanına panodan yapıştır' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('IBAN')).toHaveValue('TR33 0006 1005 1978 6457 8413 26'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Çek' }));
    await expect(await canvas.findAllByText('Çekim talebiniz alındı')).not.toHaveLength(0);
  },
};

export const WrongIban: Story = {
  render: withdraw,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const iban = await canvas.findByLabelText('IBAN');
    await userEvent.type(iban, '1234');
    await userEvent.tab();
    await expect(iban).toHaveAccessibleDescription('Geçerli bir TR IBAN girin (TR ve 24 rakam)');
  },
};

export const NoDataFound: Story = {
  render: deposit({ id: 5, name: 'QR ile Öde', min: 50, max: 5000 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Veri bulunamadı')).toBeVisible();
    await expect(canvas.getByText('Kapanıyor…')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: withdraw,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Withdraw' })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Paste into IBAN from the clipboard' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  ...MOBILE,
  render: withdraw,
  parameters: { site: { player: PLAYER, routes: accountRoutes(), width: 390 } },
};
