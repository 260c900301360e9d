import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  TODAY_EMPTY,
  TODAY_FAILED,
  TODAY_LOADING,
  TODAY_ROUTES,
  todayRetryRoutes,
} from './sportsbook-story-kit';
import { TodayMatches } from './today-matches';

const meta = {
  title: 'Sportsbook/TodayMatches',
  component: TodayMatches,
  parameters: { site: { routes: TODAY_ROUTES, width: 1440, path: '/spor/prematch' } },
} satisfies Meta<typeof TodayMatches>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The home team of each row, top to bottom. */
const teams = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('.sb-row')].map(
    (row) => row.querySelector('.sb-row__team')?.textContent,
  );

/** Football first: every competition's matches of the day in one list, soonest first. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Arsenal');
    await expect(canvas.getByRole('heading', { name: /Günün Maçları/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Futbol' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Sorted by kick-off across leagues; tomorrow's match (Göztepe) is not listed.
    await expect(teams(canvasElement)).toEqual([
      'Arsenal',
      'Beşiktaş',
      'Bodrum FK',
      'Galatasaray',
      'Liverpool',
    ]);
    // A suspended match is locked; its "+ N" leads to the detail page.
    const besiktas = canvas.getByText('Beşiktaş').closest('li') as HTMLElement;
    await expect(besiktas.querySelectorAll('button.sb-odd')).toHaveLength(0);
    await expect(within(besiktas).getByRole('img', { name: /^1 kapalı/ })).toBeVisible();
    await expect(within(besiktas).getByRole('link', { name: /184 market daha/ })).toHaveAttribute(
      'href',
      '/spor/prematch/prematch-detail/402',
    );
  },
};

/** Another sport tab loads that sport's competitions; a sport without a draw shows 1 and 2 only. */
export const OtherSport: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Arsenal');
    await userEvent.click(canvas.getByRole('button', { name: 'Basketbol' }));
    await canvas.findByText('Lakers');
    await expect(teams(canvasElement)).toEqual(['Lakers']);
    const lakers = canvas.getByText('Lakers').closest('li') as HTMLElement;
    await expect(within(lakers).queryByRole('img', { name: /^X kapalı/ })).toBeNull();
    await expect(within(lakers).queryByRole('button', { name: /^X / })).toBeNull();
    await expect(within(lakers).getByRole('button', { name: /^1 1,55/ })).toBeVisible();
    await expect(within(lakers).getByRole('button', { name: /^2 2,45/ })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { site: { routes: TODAY_LOADING, width: 1440 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Yükleniyor…' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { site: { routes: TODAY_EMPTY, width: 1440, path: '/spor/prematch' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Bugün için başka maç kalmadı.');
    await expect(canvas.getByRole('link', { name: 'Yaklaşan maçlara göz atın' })).toHaveAttribute(
      'href',
      '/spor/prematch/upcoming/1?hour=24',
    );
  },
};

export const Failed: Story = {
  parameters: { site: { routes: TODAY_FAILED, width: 1440 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Günün maçları şu anda yüklenemedi.');
    await expect(within(alert).getByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
  },
};

export const RetryAfterFailure: Story = {
  parameters: { site: { routes: todayRetryRoutes(), width: 1440, path: '/spor/prematch' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    await canvas.findByText('Arsenal');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A phone: one market per row, chosen by the market selector; the tabs scroll. */
export const Mobile: Story = {
  parameters: { site: { routes: TODAY_ROUTES, width: 390, path: '/spor/prematch' } },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Arsenal');
    await userEvent.click(canvas.getByRole('button', { name: 'Toplam Gol (Alt/Üst)' }));
    const arsenal = canvas.getByText('Arsenal').closest('li') as HTMLElement;
    await expect(within(arsenal).getByRole('button', { name: /Üst 2.5/ })).toBeVisible();
    await expect(within(arsenal).queryByRole('button', { name: /1X/ })).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Arsenal');
    await expect(canvas.getByRole('heading', { name: /Today's Matches/ })).toBeVisible();
    await expect(
      canvas.getByRole('group', { name: "Today's matches: choose a sport" }),
    ).toBeVisible();
  },
};
