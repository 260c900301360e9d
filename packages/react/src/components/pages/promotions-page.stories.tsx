import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyBootstrap, storyPromotions } from '../../stories-support/fixtures';
import { accountDialogs } from '../account/account-dialogs';
import { DialogHost } from '../dialogs/dialog-host';
import { PromotionsPage } from './promotions-page';

const meta = {
  title: 'Pages/PromotionsPage',
  component: PromotionsPage,
  parameters: { site: { bootstrap: storyBootstrap, path: '/promotions' } },
  render: () => (
    <>
      <PromotionsPage />
      <DialogHost renderers={accountDialogs} />
    </>
  ),
} satisfies Meta<typeof PromotionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FromSlides: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Promosyonlar' })).toBeVisible();
    // Without a promotionList, every titled slide is a promotion (home, casino, sportsbook).
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(7);
  },
};

export const FromBootstrapWithDetail: Story = {
  parameters: {
    site: { bootstrap: { ...storyBootstrap, promotionList: storyPromotions }, path: '/promotions' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Detaylar: Hoş Geldin Bonusu' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Hoş Geldin Bonusu' });
    // The second image, the sanitised description, the call to action.
    await expect(dialog.querySelector('img')?.getAttribute('src')).toContain('detay');
    await expect(await within(dialog).findByText('%100')).toBeVisible();
    await expect(dialog.querySelector('script')).toBeNull();
    await expect(within(dialog).getByRole('link', { name: 'Hemen katıl' })).toHaveAttribute(
      'href',
      '/dashboard/deposit',
    );
  },
};

export const Empty: Story = {
  parameters: { site: { bootstrap: { sliderList: [] }, path: '/promotions' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Şu anda aktif promosyon yok.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    site: { bootstrap: { sliderList: [] }, bootstrapLoad: 'pending', path: '/promotions' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Promosyonlar yükleniyor',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Promotions' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: { site: { bootstrap: storyBootstrap, width: 390 } },
  globals: { viewport: { value: 'mobile1' } },
};
