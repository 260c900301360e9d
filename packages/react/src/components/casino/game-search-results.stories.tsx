import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { useCasinoSite } from '../../hooks/use-casino-site';
import { storyGames } from './casino.stories-fixtures';
import { GameSearchResults } from './game-search-results';

/** Runs the core search once, so the story shows the server's answer (or its silence). */
function Searched({ text }: { text: string }) {
  const site = useCasinoSite();
  if (site.casino.search.$gameSearch.get().search !== text) {
    void site.casino.search.searchGames({ search: text, live: false });
  }
  return <GameSearchResults text={text} provider={null} localGames={storyGames} onOpen={fn()} />;
}

const meta = {
  title: 'Casino/GameSearchResults',
  component: Searched,
  args: { text: 'şeker' },
} satisfies Meta<typeof Searched>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LocalMatchesWhileSearching: Story = {
  parameters: {
    site: { routes: { 'POST /api/casino/games': () => new Promise<never>(() => {}) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Turkish-aware: "şeker" finds "Şeker Işıltısı" at once, while the server is asked.
    await expect(canvas.getByText('Şeker Işıltısı')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Aranıyor…');
  },
};

export const Results: Story = {
  args: { text: 'aviator' },
  parameters: {
    site: {
      routes: {
        'POST /api/casino/games': () =>
          Response.json({ success: true, message: '', data: [[storyGames[3]]] }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aviator')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const EmptyAfterAFailure: Story = {
  args: { text: 'zzz' },
  parameters: {
    site: { routes: { 'POST /api/casino/games': () => new Response('boom', { status: 500 }) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Spec 001 §8: a failed search is silent, and no spinner is left.
    await expect(await canvas.findByText('“zzz” için oyun bulunamadı.')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
