import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteProvider } from '../../provider/site-provider';
import { createStorySite } from '../../stories-support/story-site';
import { BrandLogo } from './brand-logo';

const meta = {
  title: 'Brand/BrandLogo',
  component: BrandLogo,
} satisfies Meta<typeof BrandLogo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today's brand: the drawn wordmark, two-toned. */
export const Wordmark: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg.site-brand-logo');
    await expect(svg).not.toBeNull();
    await expect(svg?.textContent).toBe('ÖrnekBahis');
    await expect(svg?.getAttribute('aria-hidden')).toBe('true');
  },
};

const whiteLabel = createStorySite({});
const logoSite = { ...whiteLabel, brand: { ...whiteLabel.brand, name: 'Mavi Bet' } };
const imageSite = {
  ...whiteLabel,
  brand: {
    ...whiteLabel.brand,
    logoUrl: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 36"><rect width="120" height="36" rx="8" fill="#2f80ed"/></svg>')}`,
  },
};

/** A white label's name, split into its two words. */
export const OtherName: Story = {
  render: () => (
    <SiteProvider site={logoSite} onLoggedOut={() => {}}>
      <BrandLogo />
    </SiteProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.site-brand-logo__rest')?.textContent).toBe(' Bet');
  },
};

/** A white label's own logo file replaces the drawn mark. */
export const LogoImage: Story = {
  render: () => (
    <SiteProvider site={imageSite} onLoggedOut={() => {}}>
      <BrandLogo />
    </SiteProvider>
  ),
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('presentation');
    await expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  },
};
