import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DesktopNav } from './desktop-nav';

const meta = {
  title: 'Navigation/DesktopNav',
  component: DesktopNav,
  parameters: { site: { width: 1440 } },
} satisfies Meta<typeof DesktopNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Above 1100 px every side-menu entry is on screen, grouped as in the drawer. */
export const Wide: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('link', { name: 'Slotlar' })).toHaveAttribute(
      'href',
      '/casino/slot',
    );
    await expect(within(nav).getByRole('link', { name: 'TV Oyunları' })).toBeVisible();
  },
};

/** The icon rail used on sportsbook pages, where the centre needs the width. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.site-desktop-nav--compact')).not.toBeNull();
  },
};

/** A player with betco access also gets the Betco entry. */
export const WithBetco: Story = {
  parameters: {
    site: {
      width: 1440,
      player: { username: 'betco1', balance: 1, betcoUrl: 'https://betco.test' },
    },
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('link', { name: /Betco/ })).toHaveAttribute(
      'href',
      '/spor/betco',
    );
  },
};

/** At 1100 px and below the header's hamburger opens the drawer instead: nothing renders. */
export const Narrow: Story = {
  parameters: { site: { width: 1100 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.site-desktop-nav')).toBeNull();
  },
};
