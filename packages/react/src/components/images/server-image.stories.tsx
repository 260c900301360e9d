import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ServerImage } from './server-image';

const art = '/img/slides/welcome.png';

const meta = {
  title: 'Images/ServerImage',
  component: ServerImage,
  args: { src: art, alt: 'Hoş Geldin Bonusu', width: 320, height: 120 },
} satisfies Meta<typeof ServerImage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An image on the site's own origin loads. */
export const OwnOrigin: Story = {
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await expect(img?.getAttribute('src')).toMatch(/\/img\/slides\/welcome\.png$/);
    await expect(img?.getAttribute('alt')).toBe('Hoş Geldin Bonusu');
  },
};

/** A protocol-relative URL to another host is refused: no element, nothing requested. */
export const ForeignRefused: Story = {
  args: { src: '//tracker.example/pixel.png' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Refused inside a link: an `<img>` without a source keeps the alt text naming the link. */
export const RefusedKeepsAlt: Story = {
  args: { src: 'javascript:alert(1)', whenRefused: 'alt' },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await expect(img).not.toBeNull();
    await expect(img?.hasAttribute('src')).toBe(false);
    await expect(img?.getAttribute('alt')).toBe('Hoş Geldin Bonusu');
  },
};

/** A server `srcset`: refused candidates are left out, allowed ones stay. */
export const SrcSetFiltered: Story = {
  args: { srcSet: `${art} 1x, http://evil.example/big.png 2x` },
  play: async ({ canvasElement }) => {
    const srcset = canvasElement.querySelector('img')?.getAttribute('srcset') ?? '';
    await expect(srcset).toMatch(/welcome\.png 1x/);
    await expect(srcset).not.toMatch(/evil\.example/);
  },
};
