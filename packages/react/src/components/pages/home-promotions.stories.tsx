import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyBootstrap, storyPromotions } from '../../stories-support/fixtures';
import { HomePromotions } from './home-promotions';

const meta = {
  title: 'Pages/HomePromotions',
  component: HomePromotions,
  parameters: { site: { bootstrap: storyBootstrap, path: '/' } },
} satisfies Meta<typeof HomePromotions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Promotions: Story = {
  parameters: {
    site: { bootstrap: { ...storyBootstrap, promotionList: storyPromotions }, path: '/' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Promosyonlar' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Detaylar: Hoş Geldin Bonusu' })).toBeVisible();
  },
};

/** More than three: the first three, and a link to all of them. */
export const FromSlides: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Tüm promosyonlar' })).toHaveAttribute(
      'href',
      '/promotions',
    );
  },
};

export const Empty: Story = {
  parameters: { site: { bootstrap: { sliderList: [] }, path: '/' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Şu an promosyon yok.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { site: { bootstrap: { sliderList: [] }, bootstrapLoad: 'pending', path: '/' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Yükleniyor…');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Promotions' }),
    ).toBeVisible();
  },
};
