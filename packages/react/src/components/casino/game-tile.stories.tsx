import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyGame } from './casino.stories-fixtures';
import { GameTile } from './game-tile';

const player = { username: 'ayse.demir', balance: 10 };

const meta = {
  title: 'Casino/GameTile',
  component: GameTile,
  args: { game: storyGame(), onOpen: fn() },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
} satisfies Meta<typeof GameTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoImage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('SB')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sweet Bonanza Pragmatic Play' }));
    await expect(args.onOpen).toHaveBeenCalledWith(args.game);
  },
};

/** Art on the page's own origin loads (the image policy of `site.links`). */
export const OwnOriginArt: Story = {
  args: { game: storyGame({ imageUrl: '/img/games/sweet-bonanza.png' }) },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await expect(img?.getAttribute('src')).toMatch(/\/img\/games\/sweet-bonanza\.png$/);
  },
};

/** Art on an origin the site did not name is refused: the initials show, nothing is requested. */
export const ForeignArtRefused: Story = {
  args: { game: storyGame({ imageUrl: 'https://tracker.example/art.png' }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByText('SB')).toBeVisible();
  },
};

export const FavoriteOff: Story = {
  parameters: { site: { player } },
  play: async ({ canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', {
      name: 'Sweet Bonanza oyununu favorilere ekle',
    });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  },
};

export const FavoriteOn: Story = {
  parameters: { site: { player, storage: { userFavoriteList: '["pp_sweet_bonanza"]' } } },
  play: async ({ canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', {
      name: 'Sweet Bonanza oyununu favorilerden çıkar',
    });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  },
};

export const LongName: Story = {
  args: {
    game: storyGame({
      name: 'Legend of the Golden Pharaoh Megaways Hold & Win Christmas Edition',
      providerName: 'Egt Digital Interactive Entertainment',
    }),
  },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText(/Legend of the Golden Pharaoh/);
    await expect(name).toHaveAttribute('title');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { site: { player } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Add Sweet Bonanza to favorites' }),
    ).toBeVisible();
  },
};
