import { ok } from '@site/core/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../test/render-with-site';
import { Header } from './header/header';
import { BetSlipPanel } from './sportsbook/bet-slip-panel';
import { slipOdd, slipRoutes } from './sportsbook/sportsbook-story-kit';

// One amount on every screen that shows money: the header's balance, the slip's possible win
// and My Bets' stake must read alike (issue 19/23: "₺4,286.60" beside "TRY 87.40" no more).
const AMOUNT = 1234.5;
const odds = [
  slipOdd(11, 'Galatasaray - Fenerbahçe', '1'),
  slipOdd(22, 'Arsenal - Chelsea', 'X', { rate: 3.6, eventId: 302 }),
];
const myBet = {
  betId: 5001,
  type: 2,
  status: 1,
  amount: AMOUNT,
  totalRate: 6.66,
  possibleWin: AMOUNT,
  placedAt: '2026-11-26T05:58:00.000',
  settledAt: null,
  selections: [],
};

describe.each([
  ['tr', '₺1.234,50', 'Bahislerim', 'Bakiye'],
  ['en', '₺1,234.50', 'My Bets', 'Balance'],
] as const)('money in %s', (locale, text, myBetsTab, balanceLabel) => {
  it('reads the same on the header, the slip and My Bets', async () => {
    const routes = slipRoutes(odds);
    renderWithSite(
      <>
        <Header />
        <BetSlipPanel />
      </>,
      {
        width: 1440,
        locale,
        player: { username: 'ayse.demir', balance: AMOUNT },
        routes: {
          ...routes,
          'GET /sbapi/api/sportsbook/betslip': () =>
            ok({
              oddList: odds,
              message: null,
              multipleBet: {
                amount: 100,
                betAmount: 100,
                totalRate: 6.66,
                possibleWin: AMOUNT,
                eventCount: 2,
              },
            }),
          'GET /sbapi/api/sportsbook/mybets': () => ok([myBet]),
        },
      },
    );
    expect((await screen.findByTestId('header-balance')).textContent).toBe(
      `${balanceLabel}: ${text}`,
    );
    const win = await screen.findByText(text, { selector: '.sb-slip__win strong' });
    expect(win).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: myBetsTab }));
    const bets = await screen.findByRole('list', { name: myBetsTab });
    // Stake and possible win, both in the one format; the date in the one date-time format.
    expect(await within(bets).findAllByText(text)).toHaveLength(2);
    expect(bets.textContent).not.toMatch(/TRY|TL\b/);
    expect(bets.textContent).toMatch(
      locale === 'tr' ? /26\.Kas\.26 \d\d:58/ : /26\.Nov\.26 \d\d:58/,
    );
  });
});
