import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DialogHost } from '../../dialogs/dialog-host';
import { accountDialogs } from '../account-dialogs';
import { accountRoutes, MOBILE, WithSite } from '../account-story-kit';
import { DepositSheet } from './deposit-sheet';

const PLAYER = { username: 'ayse.demir', balance: 5000 };

const meta = {
  title: 'Account/DepositSheet',
  component: DepositSheet,
  parameters: { site: { player: PLAYER, routes: accountRoutes() } },
  // The sheet is the core's `deposit` dialog (the mobile bottom bar's Deposit).
  render: () => (
    <WithSite setup={(site) => site.dialogs.open('deposit')}>
      <DialogHost renderers={accountDialogs} />
    </WithSite>
  ),
} satisfies Meta<typeof DepositSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Methods: Story = {
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement).findByRole('dialog', { name: 'Para Yatır' });
    await expect(sheet).toHaveAttribute('data-variant', 'bottomSheet');
    await expect(await within(sheet).findByRole('button', { name: /Papara/ })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement).findByRole('dialog', { name: 'Deposit Money' });
    await expect(
      await within(sheet).findByRole('heading', { name: 'Deposit methods' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  ...MOBILE,
  parameters: { site: { player: PLAYER, routes: accountRoutes(), width: 390 } },
};
