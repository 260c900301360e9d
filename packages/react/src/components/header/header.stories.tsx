import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DialogHost } from '../dialogs/dialog-host';
import { Header } from './header';

const meta = {
  title: 'Shell/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  },
};

export const VisitorOpensLogin: Story = {
  render: () => (
    <>
      <Header />
      <DialogHost />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Giriş Yap' }));
    await expect(await canvas.findByRole('dialog', { name: 'Giriş Yap' })).toBeInTheDocument();
  },
};

export const LoggedIn: Story = {
  parameters: { site: { player: { username: 'ayse.demir', balance: 1250.5 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('header-username')).toHaveTextContent('ayse.demir');
    await expect(canvas.getByTestId('header-balance')).toHaveTextContent('₺1.250,50');
    await expect(canvas.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();
  },
};

export const LoggedInEnglish: Story = {
  parameters: { site: { player: { username: 'ayse.demir', balance: 1250.5 } } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('header-balance')).toHaveTextContent('₺1,250.50');
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: {
    site: { player: { username: 'ayse.demir', balance: 99 } },
    viewport: { defaultViewport: 'mobile1' },
  },
  globals: { viewport: { value: 'mobile1' } },
};

export const WhiteLabel: Story = {
  globals: { theme: 'white-label' },
};
