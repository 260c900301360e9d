import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ServerLink } from './server-link';

const meta = {
  title: 'Shell/ServerLink',
  component: ServerLink,
  args: { children: 'Kampanya', target: { kind: 'navigate', path: '/promotions' } },
} satisfies Meta<typeof ServerLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InApp: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Kampanya' });
    await expect(link).toHaveAttribute('href', '/promotions');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const OtherOrigin: Story = {
  args: {
    target: { kind: 'open', href: 'https://t.me/ornek_site', target: '_blank', rel: 'noopener' },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Kampanya/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    await expect(link).toHaveTextContent('(yeni sekmede açılır)');
  },
};

export const Refused: Story = {
  args: { target: { kind: 'refused', reason: 'scheme' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Kampanya')).toBeVisible();
  },
};

export const OtherOriginEnglish: Story = {
  ...OtherOrigin,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent('(opens in a new tab)');
  },
};
