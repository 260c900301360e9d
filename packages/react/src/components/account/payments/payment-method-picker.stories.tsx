import { status } from '@site/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DialogHost } from '../../dialogs/dialog-host';
import { accountDialogs } from '../account-dialogs';
import { accountRoutes, MOBILE, pending, WithSite } from '../account-story-kit';
import { PaymentMethodPicker } from './payment-method-picker';

const PLAYER = { username: 'ayse.demir', balance: 5000 };

const meta = {
  title: 'Account/PaymentMethodPicker',
  component: PaymentMethodPicker,
  args: { kind: 'deposit' },
  parameters: { site: { player: PLAYER, routes: accountRoutes() } },
  render: (args) => (
    <WithSite>
      <PaymentMethodPicker {...args} />
      <DialogHost renderers={accountDialogs} />
    </WithSite>
  ),
} satisfies Meta<typeof PaymentMethodPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Deposit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Para yatırma yöntemleri' })).toBeVisible();
    const papara = await canvas.findByRole('button', { name: /Papara/ });
    await expect(papara).toHaveTextContent('Min. ₺50,00 – Maks. ₺25.000,00');
    await userEvent.click(papara);
    const dialog = await canvas.findByRole('dialog', { name: 'Papara' });
    await expect(await within(dialog).findByLabelText('Papara numarası')).toBeVisible();
  },
};

/** Right under a page's h1 (/dashboard/deposit): an h2, so headings go in order. */
export const UnderPageTitle: Story = {
  args: { kind: 'deposit', headingLevel: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Para yatırma yöntemleri' }),
    ).toBeVisible();
  },
};

export const Withdraw: Story = {
  args: { kind: 'withdraw' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Banka Havalesi/ }));
    const dialog = await canvas.findByRole('dialog', { name: 'Banka Havalesi' });
    await expect(await within(dialog).findByLabelText('IBAN')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    site: { player: PLAYER, routes: accountRoutes({ 'GET /api/payment/methods': pending }) },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Yöntemler yükleniyor…')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    site: {
      player: PLAYER,
      routes: accountRoutes({ 'GET /api/payment/methods': () => status(500) }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Yöntemler yüklenemedi/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tekrar dene' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    site: {
      player: PLAYER,
      routes: accountRoutes({
        'GET /api/payment/methods': () =>
          Response.json({ success: true, message: '', data: { deposit: [], withdraw: [] } }),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Şu anda kullanılabilir bir yöntem yok.'),
    ).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Deposit methods' })).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: /Min ₺100.00 – Max ₺50,000.00/ }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  ...MOBILE,
  parameters: { site: { player: PLAYER, routes: accountRoutes(), width: 390 } },
};
