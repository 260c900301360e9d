import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Header } from '../components/header/header';
import { LanguageSwitch } from '../components/language/language-switch';
import { storyBootstrap } from '../stories-support/fixtures';

// SiteProvider (./site-provider.tsx) wraps every story (see .storybook/preview.tsx); these stories show what it adds
// to the screens below it: the language, and the server's texts over the shipped ones.
const meta = {
  title: 'Provider/SiteProvider',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <>
      <Header />
      <LanguageSwitch />
    </>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj;

export const ShippedTexts: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole('button', { name: 'Giriş Yap' })[0],
    ).toBeVisible();
  },
};

export const ServerTextsOverride: Story = {
  parameters: {
    site: {
      bootstrap: {
        ...storyBootstrap,
        translationList: [{ key: 'header.login', value: 'Oturum Aç' }],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('button', { name: 'Oturum Aç' }))[0]).toBeVisible();
  },
};

export const SwitchesLanguageWithoutReload: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getAllByLabelText('Dil')[0];
    if (!select) throw new Error('no language select');
    await userEvent.selectOptions(select, 'en');
    await expect((await canvas.findAllByRole('button', { name: 'Login' }))[0]).toBeVisible();
  },
};
