import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { jackpotCard } from './casino.stories-fixtures';
import { JackpotCards } from './jackpot-cards';

const meta = {
  title: 'Casino/JackpotCards',
  component: JackpotCards,
  parameters: {
    site: {
      bootstrap: {
        egtJackpotCards: [jackpotCard('High Cash', 4), jackpotCard('Clover Chance', 4)],
      },
      routes: { 'GET /api/casino/eqyptquest': () => new Response('{"success":false}') },
    },
  },
} satisfies Meta<typeof JackpotCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FourLevels: Story = {
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findAllByRole('article');
    await expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Clover Chance',
      'High Cash',
    ]);
    await expect(cards[0]).toHaveClass('site-jackpot-card--clover-chance');
    await expect(within(cards[0] as HTMLElement).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const WrongLevelCountHidden: Story = {
  parameters: {
    site: {
      bootstrap: {
        egtJackpotCards: [jackpotCard('High Cash', 5), jackpotCard('Clover Chance', 4)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findAllByRole('article');
    await expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Clover Chance']);
  },
};
