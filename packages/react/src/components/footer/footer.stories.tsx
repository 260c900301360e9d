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
    // Provider marks are images named by the provider, not letter badges.
    const logos = canvas.getAllByRole('img');
    await expect(logos).toHaveLength(16);
    await expect(logos[0]).toHaveAccessibleName('SoftGamings');
    await expect(logos[0]?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect(canvas.getByRole('button', { name: 'Yukarı çık' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Comoros-island authority/)).toBeVisible();
    await expect(canvas.getByText('© 2025 ÖrnekBahis. All rights reserved.')).toBeVisible();
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

/** A white label passes its own licence, year, providers and name; nothing is forked. */
export const WhiteLabelBrand: Story = {
  parameters: {
    site: {
      bootstrap: storyBootstrap,
      brand: {
        name: 'Mavi Bet',
        licence: {
          number: 'GLH-OCCHKTW0701',
          authority: { tr: 'Curaçao Oyun Otoritesi', en: 'the Curaçao Gaming Authority' },
        },
        copyrightYear: 2026,
        providers: [{ name: 'Spribe' }, { name: 'Evolution' }],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Curaçao Oyun Otoritesi.*GLH-OCCHKTW0701/)).toBeVisible();
    await expect(canvas.getByText('© 2026 Mavi Bet. Tüm hakları saklıdır.')).toBeVisible();
    await expect(canvas.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Spribe',
      'Evolution',
    ]);
  },
};
