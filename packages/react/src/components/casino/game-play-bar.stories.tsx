import type { PlayState } from '@site/core/casino';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyGame } from './casino.stories-fixtures';
import { GameFrame } from './game-frame';
import { GamePlayBar } from './game-play-bar';

const game = storyGame();

function PlayView({ play }: { play: PlayState }) {
  return (
    <div style={{ display: 'grid', gap: 12, height: 420 }}>
      <GamePlayBar play={play} />
      <GameFrame play={play} />
    </div>
  );
}

const meta = {
  title: 'Casino/GamePlayBar',
  component: PlayView,
  args: { play: { status: 'loading', game, device: 'desktop' } },
  parameters: { site: { player: { username: 'ayse.demir', balance: 10 } } },
} satisfies Meta<typeof PlayView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sweet Bonanza' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Yükleniyor...');
    await expect(canvas.getByRole('button', { name: 'Para Yatır' })).toBeEnabled();
  },
};

export const Playing: Story = {
  args: {
    play: {
      status: 'ready',
      game,
      device: 'desktop',
      launch: {
        kind: 'sandboxed-document',
        html: '<body style="background:#222;color:#fff;font:20px sans-serif">Sweet Bonanza</body>',
        sandbox: 'allow-scripts allow-forms allow-popups',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('iframe');
    await expect(frame?.getAttribute('sandbox')).not.toContain('allow-same-origin');
    await expect(
      within(canvasElement).getByRole('button', { name: 'Oyunu yeniden yükle' }),
    ).toBeEnabled();
  },
};

export const Failed: Story = {
  args: {
    play: {
      status: 'failed',
      game,
      device: 'desktop',
      error: Object.assign(new Error('Oyun şu anda kullanılamıyor'), { code: 'server' }) as never,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/Oyun açılamadı/);
  },
};

export const UnknownGame: Story = {
  args: { play: { status: 'not-found', problem: 'unknown-game' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/kataloğumuzda yok/);
  },
};
