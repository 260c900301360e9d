import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useShellSite } from '../../hooks/use-site';
import { LiveChat } from './live-chat';

function WithToggle() {
  const site = useShellSite();
  return (
    <>
      <button type="button" className="site-button" onClick={() => site.shell.openLiveChat()}>
        Canlı Destek
      </button>
      <LiveChat />
    </>
  );
}

const CHAT_OPTIONS = [
  { key: 'chatSiteId', value: 'story-site' },
  { key: 'chatDivId', value: 'story-chat' },
  // A script that never answers in the story: the window stays on its loading state.
  { key: 'chatScriptUrl', value: 'https://chat.invalid/widget.js' },
];

const meta = {
  title: 'Shell/LiveChat',
  component: LiveChat,
  render: () => <WithToggle />,
  parameters: { site: { bootstrap: { siteOptionList: CHAT_OPTIONS } } },
} satisfies Meta<typeof LiveChat>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The toggle opens the window, adds the provider's script once, with the ids; again closes it. */
export const LoadsTheProviderScript: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Canlı Destek' }));
    const chat = await canvas.findByRole('complementary', { name: 'Canlı Destek' });
    await expect(chat.querySelector('#story-chat')).not.toBeNull();
    const scripts = document.querySelectorAll('script[data-site-chat]');
    await expect(scripts).toHaveLength(1);
    await expect(scripts[0]?.getAttribute('src')).toBe(
      'https://chat.invalid/widget.js?siteId=story-site&divId=story-chat',
    );
    await userEvent.click(within(chat).getByRole('button', { name: 'Canlı desteği kapat' }));
    await expect(chat).not.toBeVisible();
    scripts[0]?.remove();
  },
};

/** Without chat ids in the site options there is no script, and the window says so. */
export const Unavailable: Story = {
  parameters: { site: { bootstrap: { siteOptionList: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Canlı Destek' }));
    await expect(
      await canvas.findByText(
        'Canlı destek şu anda kullanılamıyor. Lütfen daha sonra tekrar deneyin.',
      ),
    ).toBeVisible();
    await expect(document.querySelector('script[data-site-chat]')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { site: { bootstrap: { siteOptionList: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Canlı Destek' }));
    await expect(await canvas.findByRole('heading', { name: 'Live Chat' })).toBeVisible();
  },
};
