import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, within } from 'storybook/test';
import { useSite } from '../../hooks/use-site';
import { SiteToaster } from './site-toaster';

function WithToasts() {
  const site = useSite();
  useEffect(() => {
    site.toasts.show('success', { text: 'Giriş başarılı' });
    site.toasts.show('error', { key: 'errors.network' });
    site.toasts.show('warning', { text: 'Favorilerden çıkarıldı' });
  }, [site]);
  return <SiteToaster />;
}

const meta = {
  title: 'Shell/SiteToaster',
  component: SiteToaster,
  render: () => <WithToasts />,
} satisfies Meta<typeof SiteToaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Kinds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Giriş başarılı')).toBeInTheDocument();
    await expect(
      await canvas.findByText('Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.'),
    ).toBeInTheDocument();
  },
};
