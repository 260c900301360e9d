import type { FullSite } from '@site/core/full';
import { fail, ok } from '@site/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OnMount } from '../../stories-support/probes';
import { BetSlipPanel } from './bet-slip-panel';
import { never, slipOdd, slipRoutes } from './sportsbook-story-kit';

const player = { username: 'ayse.demir', balance: 1250 };
const one = [slipOdd(11, 'Galatasaray - Fenerbahçe', '1')];
const three = [
  slipOdd(11, 'Galatasaray - Fenerbahçe', '1'),
  slipOdd(22, 'Arsenal - Chelsea', 'X', { rate: 3.6, eventId: 302 }),
  slipOdd(33, 'Lakers - Celtics', '2', { rate: 1.0 + 0.55, eventId: 201, isLive: true }),
];

const meta = {
  title: 'Sportsbook/BetSlipPanel',
  component: BetSlipPanel,
  // Parameters merge deeply: the player is set per story, so LoggedOut can leave it out.
  parameters: { site: { routes: slipRoutes([]), width: 1440 } },
} satisfies Meta<typeof BetSlipPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { site: { player, routes: slipRoutes([]), width: 1440 } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Kuponunuz boş');
  },
};

export const Single: Story = {
  parameters: { site: { player, routes: slipRoutes(one), width: 1440 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Galatasaray - Fenerbahçe');
    await expect(canvas.getByRole('button', { name: 'Tekli' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Kombine' })).toBeDisabled();
    // Digits only: letters are dropped by the core.
    const stake = canvas.getByLabelText('Miktar');
    await userEvent.type(stake, '12a5');
    await expect(stake).toHaveValue('125');
    await userEvent.click(canvas.getByRole('button', { name: '100 artır' }));
    await expect(stake).toHaveValue('225');
  },
};

export const Multiple: Story = {
  parameters: { site: { player, routes: slipRoutes(three), width: 1440 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Lakers - Celtics');
    await expect(canvas.getByRole('button', { name: 'Kombine' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const stake = canvas.getByLabelText('Miktar');
    await userEvent.click(canvas.getByRole('button', { name: '100 azalt' }));
    // Never below 0.
    await expect(stake).toHaveValue('0');
    await userEvent.click(canvas.getByRole('button', { name: '100 artır' }));
    await expect(stake).toHaveValue('100');
    // Spec 001 §5's default: every odds change accepted (issue 21's "any").
    await expect(canvas.getByRole('radio', { name: 'Tüm değişiklikleri kabul et' })).toBeChecked();
  },
};

export const Placing: Story = {
  parameters: {
    site: { player, routes: slipRoutes(one, { placeBet: never }), width: 1440 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const place = await canvas.findByRole('button', { name: 'Bahis Yap' });
    await userEvent.click(place);
    await waitFor(() => expect(place).toBeDisabled());
  },
};

export const Success: Story = {
  parameters: { site: { player, routes: slipRoutes(one), width: 1440 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Bahis Yap' }));
    await canvas.findByRole('status', { name: '' }).catch(() => undefined);
    await waitFor(() => expect(canvas.getAllByText(/Kuponunuz oluşturuldu/)[0]).toBeVisible());
  },
};

/** The place-bet answer was lost: the slip cannot say whether the bet was booked (issue 25). */
export const Unconfirmed: Story = {
  parameters: {
    site: {
      player,
      routes: slipRoutes(one, {
        placeBet: () => {
          throw new TypeError('Failed to fetch');
        },
      }),
      width: 1440,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const place = await canvas.findByRole('button', { name: 'Bahis Yap' });
    await waitFor(() => expect(place).toBeEnabled());
    await userEvent.click(place);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Bahsinizi doğrulayamadık — Bahislerim’i kontrol edin',
      ),
    );
    await waitFor(() => expect(place).toBeDisabled());
  },
};

/** A stake the core refused (letters, superscripts): the stake stays, the box says why. */
export const StakeRefused: Story = {
  parameters: { site: { player, routes: slipRoutes(one), width: 1440 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stake = await canvas.findByLabelText('Miktar');
    await userEvent.type(stake, '25²');
    await waitFor(() => expect(stake).toHaveValue('25'));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Yalnızca rakam'));
  },
};

export const ServerError: Story = {
  parameters: {
    site: {
      player,
      routes: slipRoutes(one, { placeBet: () => fail('Yetersiz bakiye') }),
      width: 1440,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Bahis Yap' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Yetersiz bakiye'));
  },
};

export const PerOddMessages: Story = {
  parameters: {
    site: {
      player,
      routes: slipRoutes(three, {
        message: 'Kuponunuzdaki bazı seçimler değişti, lütfen kontrol edin',
        placeBet: () =>
          new Response(
            JSON.stringify({
              success: false,
              message: 'Aynı karşılaşmadan birden fazla seçim kombine edilemez',
              data: { oddInfo: [{ oddId: 11, message: 'Oran değişti: 1,85 → 1,92' }] },
            }),
            { headers: { 'content-type': 'application/json' } },
          ),
      }),
      width: 1440,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Kuponunuzdaki bazı seçimler değişti, lütfen kontrol edin');
    await userEvent.click(canvas.getByRole('button', { name: 'Bahis Yap' }));
    await canvas.findByText('Oran değişti: 1,85 → 1,92');
  },
};

export const LoggedOut: Story = {
  parameters: { site: { routes: slipRoutes(three), width: 1440 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Lakers - Celtics');
    // Step buttons only for a logged-in player.
    await expect(canvas.queryByRole('button', { name: '100 artır' })).toBeNull();
  },
};

export const MyBets: Story = {
  parameters: {
    site: {
      player,
      width: 1440,
      routes: {
        ...slipRoutes([]),
        'GET /sbapi/api/sportsbook/mybets': () =>
          ok([
            {
              betId: 5001,
              type: 2,
              status: 4,
              amount: 100,
              totalRate: 6.66,
              possibleWin: 666,
              placedAt: '2026-06-01T17:00:00.000',
              settledAt: '2026-06-01T19:00:00.000',
              selections: [
                {
                  oddId: 11,
                  eventName: 'Galatasaray - Fenerbahçe',
                  marketName: 'Maç Sonucu',
                  oddName: '1',
                  rate: 1.85,
                  result: 1,
                },
                {
                  oddId: 22,
                  eventName: 'Arsenal - Chelsea',
                  marketName: 'Maç Sonucu',
                  oddName: 'X',
                  rate: 3.6,
                  result: 1,
                },
              ],
            },
          ]),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Bahislerim' }));
    // The coupon won and so did both picks: "Kazandı", not "Doğru" (issue 23).
    await waitFor(() => expect(canvas.getAllByText('Kazandı')).toHaveLength(3));
    await expect(canvas.queryByText('Doğru')).toBeNull();
  },
};

/** Once the slip has loaded, the server pushes a lower price for the first odd (1.85 → 1.60). */
function pushLowerPrice(site: FullSite) {
  const stop = site.betSlip.$firstLoadDone.subscribe((done) => {
    if (!done) return;
    queueMicrotask(() => stop());
    site.sportsbook.odds.applyOddChanges([{ id: 11, odd: 1.6, changeType: -1 }]);
  });
}

/**
 * Issue 21, "higher only": a price went down, so placing stops. The odd is highlighted and the
 * slip asks for the new odds to be accepted; accepting reloads the slip and the bet can go.
 */
export const OddsToAccept: Story = {
  parameters: {
    site: {
      player,
      routes: slipRoutes(one),
      width: 1440,
      storage: { sb_odds_change_policy: '"higher"' },
    },
  },
  render: () => (
    <>
      <BetSlipPanel />
      <OnMount run={pushLowerPrice} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('radio', { name: 'Yalnızca yükselen oranları kabul et' }),
    ).toBeChecked();
    const accept = await canvas.findByRole('button', { name: 'Yeni oranları kabul et' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oranlar değişti');
    await expect(canvasElement.querySelector('[data-to-accept]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Bahis Yap' })).toBeDisabled();
    await userEvent.click(accept);
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Yeni oranları kabul et' })).toBeNull(),
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Bahis Yap' })).toBeEnabled());
  },
};

/** The policy is a radio group: arrow keys move the choice, which the core keeps. */
export const OddsPolicyByKeyboard: Story = {
  parameters: { site: { player, routes: slipRoutes(one), width: 1440 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const any = await canvas.findByRole('radio', { name: 'Tüm değişiklikleri kabul et' });
    any.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(
        canvas.getByRole('radio', { name: 'Yalnızca yükselen oranları kabul et' }),
      ).toBeChecked(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(canvas.getByRole('radio', { name: 'Değişiklikleri kabul etme' })).toBeChecked(),
    );
  },
};

/** Issue 21: "keep the slip" on; the placed selections come back once the message clears. */
export const KeepSlip: Story = {
  parameters: {
    site: { player, routes: slipRoutes(one), width: 1440, storage: { sb_keep_slip: 'true' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('checkbox', { name: 'Bahisten sonra seçimleri koru' }),
    ).toBeChecked();
  },
};
