import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BonusHistory } from './bonus-history';
import {
  BONUSES,
  historyRoute,
  MOBILE_STORY,
  STORY_PLAYER,
  type StoryAnswer,
} from './history-story-kit';

const site = (answer: StoryAnswer = 'loaded') => ({
  player: STORY_PLAYER,
  path: '/dashboard/bonuses',
  routes: historyRoute('POST /api/history/bonuses', BONUSES, answer),
});

const meta = {
  title: 'Dashboard/BonusHistory',
  component: BonusHistory,
  parameters: { site: site() },
} satisfies Meta<typeof BonusHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bonuslar' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Bonuslarınız' });
    await expect(within(table).getByText('Tamamlandı')).toBeVisible();
    await expect(within(table).getByText('Süresi doldu')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { site: site('empty') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Bu tarih aralığında bonusunuz yok.'),
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
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bonuses' })).toBeVisible();
    const table = await canvas.findByRole('table');
    await expect(within(table).getByText('Completed')).toBeVisible();
    await expect(within(table).getByText('Expired')).toBeVisible();
  },
};

export const Mobile: Story = { ...MOBILE_STORY, parameters: { site: { ...site(), width: 390 } } };
