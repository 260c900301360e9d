import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyBootstrap } from '../../stories-support/fixtures';
import { Footer } from './footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen', site: { bootstrap: storyBootstrap } },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = canvas.getByRole('navigation', { name: 'Kurumsal' });
    await expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/pages/3', '/pages/4', '/pages/5']);
    await expect(canvas.getByText(/Komor Adaları.*ALS-2226\/IAL/)).toBeVisible();
    await expect(canvas.getByText(/18 yaşından küçüklerin/)).toBeVisible();
    await expect(canvas.getByText(/© 2025/)).toBeVisible();
    await expect(canvas.getAllByRole('img')).toHaveLength(16);
    await expect(canvas.getByRole('button', { name: 'Yukarı çık' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Comoros-island authority/)).toBeVisible();
    await expect(canvas.getByText(/© 2025 All rights reserved/)).toBeVisible();
  },
};

export const ServerTexts: Story = {
  parameters: {
    site: {
      bootstrap: {
        ...storyBootstrap,
        translationList: [{ key: 'FOOTER_COPYRIGHT', value: '© 2025 Örnek Bahis' }],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('© 2025 Örnek Bahis')).toBeVisible();
  },
};

export const NoContentPages: Story = {
  parameters: { site: { bootstrap: { categoryList: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const Mobile: Story = {
  parameters: { site: { bootstrap: storyBootstrap, width: 390 } },
  globals: { viewport: { value: 'mobile1' } },
};

export const WhiteLabel: Story = {
  globals: { theme: 'white-label' },
};
