import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GameHistory } from './game-history';
import {
  GAMES,
  historyRoute,
  MOBILE_STORY,
  STORY_PLAYER,
  type StoryAnswer,
} from './history-story-kit';

const site = (answer: StoryAnswer = 'loaded') => ({
  player: STORY_PLAYER,
  path: '/dashboard/game-history',
  routes: historyRoute('POST /api/history/games', GAMES, answer),
});

const meta = {
  title: 'Dashboard/GameHistory',
  component: GameHistory,
  parameters: { site: site() },
} satisfies Meta<typeof GameHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oyun Hareketleri' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Casino oyun hareketleri' });
    await expect(within(table).getAllByText('Sweet Bonanza')).toHaveLength(2);
    await expect(within(table).getByText('Kazanç')).toBeVisible();
    await expect(within(table).getAllByText('Bahis')).toHaveLength(2);
  },
};

export const Empty: Story = {
  parameters: { site: site('empty') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Bu tarih aralığında casino oyun hareketiniz yok.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { site: site('pending') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Kayıtlar yükleniyor',
    );
  },
};

export const Failed: Story = {
  parameters: { site: site('failed') },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Kayıtlar yüklenemedi.');
    await expect(within(alert).getByRole('button', { name: 'Tekrar dene' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Game Activities' })).toBeVisible();
    const table = await canvas.findByRole('table');
    await expect(within(table).getByText('Win')).toBeVisible();
  },
};

export const Mobile: Story = { ...MOBILE_STORY, parameters: { site: { ...site(), width: 390 } } };
