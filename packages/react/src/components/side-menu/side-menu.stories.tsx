import type { FullSite } from '@site/core/full';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useMenuAction } from '../../hooks/use-menu-action';
import { storyBootstrap } from '../../stories-support/fixtures';
import { DialogProbe, LocationProbe, OnMount } from '../../stories-support/probes';
import { SideMenu } from './side-menu';

const openMenu = (site: FullSite) => site.shell.openMenu();

/** Stands in for a chat widget: counts the `toggleChat` actions it hears. */
function ChatProbe() {
  const [toggles, setToggles] = useState(0);
  useMenuAction((action) => {
    if (action.type === 'toggleChat') setToggles((count) => count + 1);
  });
  return <output data-testid="chat-toggles">{toggles}</output>;
}

const meta = {
  title: 'Shell/SideMenu',
  component: SideMenu,
  parameters: { layout: 'fullscreen', site: { bootstrap: storyBootstrap, width: 1280 } },
  render: () => (
    <>
      <SideMenu />
      <ChatProbe />
      <OnMount run={openMenu} />
      <DialogProbe />
      <LocationProbe />
    </>
  ),
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const menu = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('dialog', { name: 'Menü' }));

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await menu(canvasElement);
    await expect(dialog.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Casino',
      'Spor Bahisleri',
      'Oyunlar',
      'Diğer',
      'Dil',
      'Bizi Takip Edin',
    ]);
    await expect(dialog.getByRole('link', { name: 'Canlı Bahis' })).toHaveAttribute(
      'href',
      '/spor/live/event-view',
    );
    await expect(dialog.getByRole('button', { name: 'Canlı Destek' })).toBeVisible();
    await expect(dialog.queryByRole('link', { name: 'Betco' })).toBeNull();
    // Blog's app link is not configured: shown, but disabled.
    await expect(dialog.getByRole('button', { name: /Blog/ })).toBeDisabled();
    await expect(dialog.getByRole('link', { name: /Telegram/ })).toHaveAttribute('rel', 'noopener');
  },
};

export const AccordionByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await menu(canvasElement);
    const toggle = dialog.getByRole('button', { name: 'Canlı Bahis alt menüsü' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog.queryByRole('link', { name: /Yüksek Oranlı Canlı Bahis/ })).toBeNull();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const child = dialog.getByRole('link', { name: /Yüksek Oranlı Canlı Bahis/ });
    await expect(child).toHaveTextContent('Yüksek Oran');
  },
};

export const ClickCloses: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await menu(canvasElement);
    await userEvent.click(dialog.getByRole('link', { name: 'Slotlar' }));
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByTestId('location')).toHaveTextContent('/casino/slot');
  },
};

export const CallRequest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      (await menu(canvasElement)).getByRole('button', { name: 'Sizi Arayalım' }),
    );
    await expect(canvas.getByTestId('open-dialog')).toHaveTextContent('callRequest');
    await expect(canvas.queryByRole('dialog', { name: 'Menü' })).toBeNull();
  },
};

export const LiveChat: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      (await menu(canvasElement)).getByRole('button', { name: 'Canlı Destek' }),
    );
    await expect(within(canvasElement).getByTestId('chat-toggles')).toHaveTextContent('1');
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    await menu(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const SwitchLanguage: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await menu(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Türkçe' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const MobileWithoutLiveChat: Story = {
  parameters: { site: { bootstrap: storyBootstrap, width: 390 } },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const dialog = await menu(canvasElement);
    await expect(dialog.queryByRole('button', { name: 'Canlı Destek' })).toBeNull();
    await expect(dialog.getByRole('link', { name: 'Canlı Bahis' })).toHaveAttribute(
      'href',
      '/spor/live/overview/1',
    );
  },
};

export const BetcoPlayer: Story = {
  parameters: {
    site: {
      bootstrap: storyBootstrap,
      width: 1280,
      player: { username: 'betco1', balance: 1, betcoUrl: 'https://betco.test' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect((await menu(canvasElement)).getByRole('link', { name: 'Betco' })).toHaveAttribute(
      'href',
      '/spor/betco',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('dialog', { name: 'Menu' }));
    await expect(dialog.getByRole('link', { name: 'Live Betting' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Follow Me' })).toBeVisible();
  },
};
