import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyBootstrap } from '../../stories-support/fixtures';
import { ContentsPage } from './contents-page';

const meta = {
  title: 'Pages/ContentsPage',
  component: ContentsPage,
  parameters: { site: { bootstrap: storyBootstrap, path: '/pages' } },
} satisfies Meta<typeof ContentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ByCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Kurumsal',
      'Yardım',
    ]);
    await expect(canvas.getByRole('link', { name: 'SSS' })).toHaveAttribute('href', '/pages/10');
  },
};

export const Empty: Story = {
  parameters: { site: { bootstrap: { categoryList: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Henüz içerik yok.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { site: { bootstrap: { categoryList: [] }, bootstrapLoad: 'pending' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sayfa yükleniyor…')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Contents',
    );
  },
};
