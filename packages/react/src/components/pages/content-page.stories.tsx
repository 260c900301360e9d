import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyBootstrap } from '../../stories-support/fixtures';
import { ContentPage } from './content-page';

const meta = {
  title: 'Pages/ContentPage',
  component: ContentPage,
  args: { id: 3 },
  parameters: { site: { bootstrap: storyBootstrap, path: '/pages/3' } },
} satisfies Meta<typeof ContentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HostileHtmlIsNeutralised: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
    await expect(await canvas.findByText('Bize ulaşın')).not.toHaveAttribute('href');
    await expect(canvasElement.querySelector('script, iframe, [onerror], [onload]')).toBeNull();
    await expect((window as { __storyXss?: unknown }).__storyXss).toBeUndefined();
  },
};

/** The CMS body opens with the title again: the page shows it once, as its h1. */
export const TitleShownOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Lisans no ALS-2226/IAL.');
    await expect(canvas.getAllByText('Hakkımızda')).toHaveLength(1);
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Hakkımızda' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    site: { bootstrap: { categoryList: [] }, bootstrapLoad: 'pending', path: '/pages/3' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Sayfa yükleniyor',
    );
  },
};

export const NotFound: Story = {
  args: { id: 99 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Aradığınız sayfa bulunamadı.',
    );
    await expect(canvas.getByRole('link', { name: 'Tüm içerikler' })).toHaveAttribute(
      'href',
      '/pages',
    );
  },
};

export const English: Story = {
  args: { id: 99 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'The page you are looking for was not found.',
    );
  },
};

export const Mobile: Story = {
  args: { id: 4 },
  parameters: { site: { bootstrap: storyBootstrap, path: '/pages/4', width: 390 } },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('18 yaşından büyük olmanız gerekir.'),
    ).toBeVisible();
  },
};
