import { DIALOG_SIZES } from '@site/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DialogFrame } from './dialog-frame';

const meta = {
  title: 'Shell/DialogFrame',
  component: DialogFrame,
  args: {
    title: 'Giriş Yap',
    size: DIALOG_SIZES.login,
    onClose: fn(),
    children: <p>İçerik</p>,
  },
} satisfies Meta<typeof DialogFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Giriş Yap' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Wide: Story = {
  args: { title: 'Para Yatır', size: DIALOG_SIZES.dynamicDeposit },
};

export const BottomSheet: Story = {
  args: { title: 'Para Yatır', size: DIALOG_SIZES.deposit },
};
