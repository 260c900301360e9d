import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  historyRoute,
  MOBILE_STORY,
  SESSIONS,
  STORY_PLAYER,
  type StoryAnswer,
} from './history-story-kit';
import { SessionHistory } from './session-history';

const site = (answer: StoryAnswer = 'loaded') => ({
  player: STORY_PLAYER,
  path: '/dashboard/session-history',
  routes: historyRoute('POST /api/history/sessions', SESSIONS, answer),
});

const meta = {
  title: 'Dashboard/SessionHistory',
  component: SessionHistory,
  parameters: { site: site() },
} satisfies Meta<typeof SessionHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oturum Geçmişi' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Hesabınıza yapılan girişler' });
    await expect(within(table).getByText('Bu oturum')).toBeVisible();
    await expect(within(table).getByText('Safari · iOS')).toBeVisible();
    await expect(within(table).getByText('Mobil')).toBeVisible();
    await expect(within(table).getByText('203.0.113.7')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { site: site('empty') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Bu tarih aralığında oturum kaydı yok.'),
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
    await expect(canvas.getByRole('heading', { level: 1, name: 'Session History' })).toBeVisible();
    const table = await canvas.findByRole('table');
    await expect(within(table).getByText('This session')).toBeVisible();
    await expect(within(table).getByText('Desktop')).toBeVisible();
  },
};

export const Mobile: Story = { ...MOBILE_STORY, parameters: { site: { ...site(), width: 390 } } };
