import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyBootstrap } from '../../stories-support/fixtures';
import { HomeCarousel } from './home-carousel';

const meta = {
  title: 'Shell/HomeCarousel',
  component: HomeCarousel,
  parameters: { site: { bootstrap: storyBootstrap, width: 1280 } },
} satisfies Meta<typeof HomeCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Kampanyalar' })).toBeVisible();
    await expect(canvas.getAllByTestId('carousel-slide')).toHaveLength(5);
    // Two per view from 768 px: four positions for five slides.
    await expect(canvas.getAllByRole('button', { name: /slayta git/ })).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Hoş Geldin Bonusu' })).toHaveAttribute(
      'href',
      '/promotions',
    );
  },
};

export const Mobile: Story = {
  parameters: { site: { bootstrap: storyBootstrap, width: 390 } },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /slayta git/ })).toHaveLength(
      5,
    );
  },
};

export const CasinoSlides: Story = {
  args: { slug: 'casino' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('carousel-slide')).toHaveLength(1);
    // Everything in view: no controls.
    await expect(canvas.queryByRole('button', { name: 'Sonraki slayt' })).toBeNull();
  },
};

export const NoSlides: Story = {
  parameters: { site: { width: 1280, bootstrap: { sliderList: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Campaigns' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pause autoplay' })).toBeVisible();
  },
};

export const WhiteLabel: Story = {
  globals: { theme: 'white-label' },
};

/** The sportsbook's banner (spec 001): one slide in view, loop, every link in a new tab. */
export const SportsBanner: Story = {
  args: { slug: 'sportsbook', perView: 1, loop: true, newTab: true, className: 'sb-banner' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Süper Lig/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', '/spor/prematch');
  },
};

/** One slide in view, looping: the arrows never run out. */
export const OneLooping: Story = {
  args: { perView: 1, loop: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /slayta git/ })).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Önceki slayt' })).toBeEnabled();
  },
};

/** A first visit before `cms/grouped` answers: an empty slide keeps the carousel's place. */
export const SlidesLoading: Story = {
  parameters: { site: { bootstrap: null, bootstrapLoad: 'pending', width: 390 } },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    // An empty slide of the art's size (carousel.css gives it the aspect ratio), hidden from
    // assistive technology until the slides arrive.
    const placeholder = within(canvasElement).getByTestId('carousel-placeholder');
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    await expect(placeholder.querySelector('.site-carousel__image')).not.toBeNull();
  },
};
