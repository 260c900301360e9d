import type { DialogName } from '@site/core';
import type { FullSite } from '@site/core/full';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DialogHost } from '../dialogs/dialog-host';
import { accountDialogs } from './account-dialogs';
import { accountRoutes, MOBILE, WithSite } from './account-story-kit';

const PLAYER = { username: 'ayse.demir', balance: 5000, phone: '905441234500' };
const PAPARA = { id: 2, name: 'Papara' };
const BANK_TRANSFER = { id: 11, name: 'Banka Havalesi' };

/** Opens one dialog the way the site does (through the core) and shows it in DialogHost. */
function Opened({ open }: { open: (site: FullSite) => void }) {
  return (
    <WithSite setup={open}>
      <DialogHost renderers={accountDialogs} />
    </WithSite>
  );
}

const OPENERS = {
  login: (site) => site.dialogs.open('login'),
  register: (site) => site.account.register.open(),
  recovery: (site) => site.account.recovery.open(),
  changePassword: (site) => site.account.changePassword.open(),
  phoneVerification: (site) => site.account.phoneVerification.open(),
  smsVerification: (site) => site.account.customerPhone.open(),
  callRequest: (site) => site.callRequest.open(),
  dynamicDeposit: (site) => site.payments.openDeposit(PAPARA),
  dynamicWithdraw: (site) => site.payments.openWithdraw(BANK_TRANSFER),
  deposit: (site) => site.dialogs.open('deposit'),
} satisfies Partial<Record<DialogName, (site: FullSite) => void>>;

function dialogStory(name: keyof typeof OPENERS, title: string): Story {
  return {
    render: () => <Opened open={OPENERS[name]} />,
    play: async ({ canvasElement }) => {
      const dialog = await within(canvasElement).findByRole('dialog', { name: title });
      await expect(dialog).toBeInTheDocument();
    },
  };
}

const meta = {
  title: 'Account/Dialogs',
  component: DialogHost,
  parameters: { site: { player: PLAYER, routes: accountRoutes() } },
} satisfies Meta<typeof DialogHost>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login = dialogStory('login', 'Giriş Yap');
export const Register = dialogStory('register', 'Kayıt Ol');
export const Recovery = dialogStory('recovery', 'Şifremi Unuttum');
export const ChangePassword = dialogStory('changePassword', 'Şifre Değiştir');
export const PhoneVerification = dialogStory('phoneVerification', 'Telefon Doğrulama');
export const SmsVerification = dialogStory('smsVerification', 'Telefon Doğrulama');
export const CallRequest = dialogStory('callRequest', 'Geri Arama Formu');
export const DynamicDeposit = dialogStory('dynamicDeposit', 'Papara');
export const DynamicWithdraw = dialogStory('dynamicWithdraw', 'Banka Havalesi');

export const DepositSheet: Story = {
  render: () => <Opened open={OPENERS.deposit} />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Para Yatır' });
    await expect(dialog).toHaveAttribute('data-variant', 'bottomSheet');
    await expect(await within(dialog).findByRole('button', { name: /Havale/ })).toBeVisible();
  },
};

export const RegisterEnglish: Story = {
  ...dialogStory('register', 'Sign Up'),
  globals: { locale: 'en' },
};

export const CallRequestEnglish: Story = {
  ...dialogStory('callRequest', 'Call Request Form'),
  globals: { locale: 'en' },
};

export const RegisterMobile: Story = {
  ...dialogStory('register', 'Kayıt Ol'),
  ...MOBILE,
  parameters: { site: { player: PLAYER, routes: accountRoutes(), width: 390 } },
};

export const DepositSheetMobile: Story = {
  ...DepositSheet,
  ...MOBILE,
  parameters: { site: { player: PLAYER, routes: accountRoutes(), width: 390 } },
};
