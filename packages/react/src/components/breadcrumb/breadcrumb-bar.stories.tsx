import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyBootstrap } from '../../stories-support/fixtures';
import { BreadcrumbBar } from './breadcrumb-bar';

const meta = {
  title: 'Shell/BreadcrumbBar',
  component: BreadcrumbBar,
  parameters: { site: { path: '/dashboard/deposit', bootstrap: storyBootstrap } },
} satisfies Meta<typeof BreadcrumbBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DashboardSection: Story = {
  play: async ({ canvasElement }) => {
    const trail = within(canvasElement).getByRole('navigation', { name: 'Konumunuz' });
    const items = within(trail).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Ana Sayfa',
      'Hesabım',
      'Para Yatır',
    ]);
    await expect(within(trail).getByRole('link', { name: 'Hesabım' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    // The last one is the current page: highlighted, not a link.
    await expect(within(trail).getByText('Para Yatır')).toHaveAttribute('aria-current', 'page');
  },
};

export const ContentPageTitle: Story = {
  parameters: { site: { path: '/pages/4', bootstrap: storyBootstrap } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Genel Kurallar')).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const trail = within(canvasElement).getByRole('navigation', { name: 'You are here' });
    await expect(trail).toHaveTextContent('HomeMy AccountDeposit');
  },
};

export const NothingOnHome: Story = {
  parameters: { site: { path: '/' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const Mobile: Story = {
  parameters: { site: { path: '/dashboard/financial-activities', width: 390 } },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Finansal Geçmiş')).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
