import { ok, type RouteHandler, status } from '@site/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CashoutControl } from './cashout-control';
import { CashoutHistory } from './cashout-history';

const player = { username: 'ayse.demir', balance: 1250 };
const BET_ID = 7300001;
const never = () => new Promise<Response>(() => {});

/** A running multiple of 100 as `sportsbook/mybets` answers it, with its cash-out fields. */
const runningBet = (change: Record<string, unknown> = {}) => ({
  betId: BET_ID,
  type: 2,
  status: 1,
  amount: 100,
  totalRate: 4.07,
  possibleWin: 407,
  placedAt: '2026-11-26T10:00:00',
  settledAt: null,
  selections: [
    {
      oddId: 11,
      eventName: 'Galatasaray - Fenerbahçe',
      marketName: 'Maç Sonucu',
      oddName: '1',
      rate: 2.2,
      result: 3,
    },
    {
      oddId: 22,
      eventName: 'Arsenal - Chelsea',
      marketName: 'Maç Sonucu',
      oddName: 'X',
      rate: 1.85,
      result: 3,
    },
  ],
  openStake: 100,
  cashoutValue: 95.37,
  cashouts: [],
  ...change,
});

const routes = (bet: object, cashout?: RouteHandler) => ({
  'GET /sbapi/api/sportsbook/mybets': () => ok([bet]),
  ...(cashout ? { 'POST /sbapi/api/sportsbook/cashout': cashout } : {}),
});
const site = (bet: object, cashout?: RouteHandler) => ({
  site: { player, cashout: true, width: 390, routes: routes(bet, cashout) },
});

/** Opens the confirm step and confirms the whole value. */
async function confirmAll(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Bozdur ₺95,37' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Onayla: ₺95,37 bozdur' }));
  return canvas;
}

const meta = {
  title: 'Sportsbook/CashoutControl',
  component: CashoutControl,
  args: { betId: BET_ID },
  parameters: site(runningBet()),
} satisfies Meta<typeof CashoutControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Bozdur ₺95,37' })).toBeEnabled();
  },
};

export const OfferedEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Cash out ₺95.37' });
  },
};

export const ConfirmStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Bozdur ₺95,37' }));
    const amount = canvas.getByLabelText('Bozdurulacak tutar (₺)');
    await expect(amount).toHaveFocus();
    await expect(amount).toHaveValue('95,37');
    await userEvent.click(canvas.getByRole('button', { name: 'Yarısı' }));
    await expect(amount).toHaveValue('47,69');
    await expect(canvas.getByLabelText('Bozdurulacak oran')).toHaveValue('50');
    await expect(canvas.getByText('Kuponda kalacak bahis: ₺49,99')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Onayla: ₺47,69 bozdur' })).toBeEnabled();
  },
};

export const InvalidAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Bozdur ₺95,37' }));
    const amount = canvas.getByLabelText('Bozdurulacak tutar (₺)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '120');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Onayla: — bozdur' })).toBeDisabled();
  },
};

export const InProgress: Story = {
  parameters: site(runningBet(), never),
  play: async ({ canvasElement }) => {
    const canvas = await confirmAll(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Bozduruluyor…' })).toBeDisabled();
  },
};

export const Suspended: Story = {
  parameters: site(runningBet({ cashoutValue: null })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Bozdurma şu an kapalı, lütfen biraz sonra tekrar deneyin');
    await expect(canvas.getByRole('button', { name: 'Bozdur —' })).toBeDisabled();
  },
};

export const Failed: Story = {
  parameters: site(runningBet(), () =>
    status(500, { success: false, message: 'Sunucu hatası', data: null }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await confirmAll(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Kupon bozdurulamadı, kuponunuz olduğu gibi duruyor.',
    );
    await expect(canvas.getByText('Bozdurma tutarı: ₺95,37')).toBeVisible();
  },
};

export const ValueChanged: Story = {
  parameters: site(runningBet(), () =>
    Response.json({
      success: false,
      message: 'Bozdurma tutarı değişti: ₺91,20',
      data: { betId: BET_ID, value: 91.2 },
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await confirmAll(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Bozdurma tutarı ₺91,20 oldu. Yeni tutarla onaylıyor musunuz?',
    );
    await expect(canvas.getByRole('button', { name: 'Onayla: ₺91,20 bozdur' })).toBeEnabled();
  },
};

export const Paid: Story = {
  parameters: site(runningBet(), () =>
    ok({ betId: BET_ID, status: 1, paid: 95.37, openStake: 0, value: null }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await confirmAll(canvasElement);
    await canvas.findByText('Kupon bozduruldu: ₺95,37 hesabınıza eklendi');
  },
};

/** What a bet's cash-outs look like in My Bets and the bet history. */
export const History: StoryObj<typeof CashoutHistory> = {
  render: () => (
    <CashoutHistory
      cashouts={[
        { stake: 50, paid: 47.69, at: Date.UTC(2026, 10, 26, 10, 5) },
        { stake: 50, paid: 51.2, at: Date.UTC(2026, 10, 26, 10, 30) },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Bozdurulan: ₺98,89')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Bozdurmalar' }).children).toHaveLength(2);
  },
};
