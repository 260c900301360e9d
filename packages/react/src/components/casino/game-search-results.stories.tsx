import { useStore } from '@nanostores/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, fn, within } from 'storybook/test';
import { useCasinoSite } from '../../hooks/use-casino-site';
import { storyGames } from './casino.stories-fixtures';
import { GameSearchResults } from './game-search-results';

/** A slots lobby holding the story games; the search is typed and sent at once. */
function Searched({ text }: { text: string }) {
  const lobby = useCasinoSite().casino.lobby('slot');
  const view = useStore(lobby.$view);
  useEffect(() => {
    lobby.search.type(text, false);
    lobby.search.submit(false);
  }, [lobby, text]);
  return view.search ? <GameSearchResults search={view.search} onOpen={fn()} /> : null;
}

const meta = {
  title: 'Casino/GameSearchResults',
  component: Searched,
  args: { text: 'şeker' },
  parameters: {
    site: {
      bootstrap: {
        casinoCategoryList: [
          { id: 1, name: 'Slotlar', slugList: ['slot'], imageUrl: null, games: storyGames },
        ],
      },
      routes: { 'POST /api/casino/categorygames': () => new Promise<never>(() => {}) },
    },
  },
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
    await expect(await canvas.findByText('Şeker Işıltısı')).toBeVisible();
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
