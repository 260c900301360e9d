import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { HOSTILE_HTML } from '../../stories-support/fixtures';
import { SafeHtml } from './safe-html';

const meta = {
  title: 'Shell/SafeHtml',
  component: SafeHtml,
  args: { html: HOSTILE_HTML },
} satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HostileMarkup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Lisans no ALS-2226/IAL.')).toBeVisible();
    await expect(canvasElement.querySelector('script, iframe, [onerror], [onload]')).toBeNull();
    await expect(canvas.getByText('Bize ulaşın')).not.toHaveAttribute('href');
    await expect(canvas.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.getByRole('link', { name: 'Promosyonlar' })).toHaveAttribute(
      'href',
      '/promotions',
    );
  },
};

export const CleanedAfterLoading: Story = {
  play: async ({ canvasElement }) => {
    // The sanitiser loads on first use; until then a spinner, never the raw markup.
    await waitFor(() =>
      expect(canvasElement.querySelector('.site-safe-html:not([aria-busy])')).not.toBeNull(),
    );
  },
};

export const PlainText: Story = {
  args: { html: '<p>Sade <strong>metin</strong>.</p>' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('metin')).toBeVisible();
  },
};
