import { status } from '@site/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pending } from '../account-story-kit';
import { NO_LIMITS, protectionRoutes } from './protection-story-kit';
import { ResponsibleGaming } from './responsible-gaming';

const player = { username: 'ayse.demir', balance: 1250.5 };

const meta = {
  title: 'Account/ResponsibleGaming',
  component: ResponsibleGaming,
  parameters: {
    site: {
      player,
      protection: true,
      path: '/dashboard/responsible-gaming',
      routes: protectionRoutes(),
    },
  },
} satisfies Meta<typeof ResponsibleGaming>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Limits set: a raise waiting out its 24-hour cooling-off, usage, the history. */
export const WithLimits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sorumlu Oyun' })).toBeVisible();
    await expect(await canvas.findByText(/₺1\.000,00 olacak \(24 saatlik bekleme\)/)).toBeVisible();
    await expect(canvas.getByText('Bu dönem: ₺300,00 kullanıldı, ₺200,00 kaldı')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Limit geçmişi' })).toBeVisible();
  },
};

/** No limit yet: every row says so, the history is empty. */
export const NoLimits: Story = {
  parameters: { site: { player, protection: true, routes: protectionRoutes(NO_LIMITS) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('Limit yok')).toHaveLength(6);
    await expect(canvas.getByText('Henüz limit değişikliği yok.')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Responsible Gaming' }),
    ).toBeVisible();
    await expect(await canvas.findByText(/Becomes ₺1,000.00 on/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    site: {
      player,
      protection: true,
      routes: protectionRoutes(NO_LIMITS, { 'GET /api/protection': pending }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Ayarlarınız yükleniyor',
    );
  },
};

export const LoadFailed: Story = {
  parameters: {
    site: {
      player,
      protection: true,
      routes: protectionRoutes(NO_LIMITS, { 'GET /api/protection': () => status(500) }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Ayarlarınız yüklenemedi.');
    await expect(canvas.getByRole('button', { name: 'Tekrar dene' })).toBeVisible();
  },
};

/**
 * A weekly limit below the daily one: refused with a message, nothing sent. The daily limit's
 * waiting raise to ₺1.000,00 is what counts.
 */
export const WeeklyBelowDaily: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByTestId('limit-deposit-weekly');
    await userEvent.type(within(form).getByRole('textbox'), '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    await expect(
      await within(form).findByText('Haftalık limit, günlük limitten (₺1.000,00) düşük olamaz'),
    ).toBeVisible();
  },
};

/** Time-out: the confirm step states the consequences before anything is sent. */
export const TimeOutConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = (await canvas.findByRole('heading', { name: 'Mola' })).closest(
      'section',
    ) as HTMLElement;
    await userEvent.click(within(section).getByRole('button', { name: 'Devam et' }));
    const confirm = within(section).getByRole('alertdialog', { name: 'Emin misiniz?' });
    await expect(confirm).toHaveTextContent(/24 saat boyunca oturumunuz kapatılır/);
    await expect(confirm).toHaveFocus();
    await expect(
      within(confirm).getByRole('button', { name: 'Onayla ve çıkış yap' }),
    ).toBeVisible();
  },
};
