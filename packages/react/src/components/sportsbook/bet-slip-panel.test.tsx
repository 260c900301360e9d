import type { FullSite } from '@site/core/full';
import { ok, type RecordedRequest } from '@site/core/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../test/render-with-site';
import { typeAsItAppears } from '../../test/type-as-it-appears';
import { BetSlipPanel } from './bet-slip-panel';
import { slipOdd, slipRoutes } from './sportsbook-story-kit';

// Spec 001 §5: a stake has up to 25 digits, more than a double holds exactly.
const STAKE = '1234567890123456789012345';

describe('BetSlipPanel stakes', () => {
  it('keeps a 25-digit stake exact in the box, the calculation and the placed bet', async () => {
    const sent: RecordedRequest[] = [];
    const routes = slipRoutes([slipOdd(11, 'Galatasaray - Fenerbahçe', '1')]);
    const { site } = renderWithSite(<BetSlipPanel />, {
      width: 1440,
      player: { username: 'ayse.demir', balance: 1250 },
      routes: {
        ...routes,
        'POST /sbapi/api/sportsbook/calculate': (request) => {
          sent.push(request);
          return ok({ possibleWin: 2, betAmount: 1, totalRate: 1.85, eventCount: 1 });
        },
        'POST /sbapi/api/sportsbook/placeBet': (request) => {
          sent.push(request);
          return ok(null, 'Kuponunuz oluşturuldu');
        },
      },
    });
    // Typed as soon as the box shows, while the slip's own load still renders around it.
    const stake = await screen.findByLabelText('Miktar');
    fireEvent.change(stake, { target: { value: STAKE } });
    expect((stake as HTMLInputElement).value).toBe(STAKE);
    // The core calculates once the player pauses typing (on the site's clock).
    act(() => (site.env.clock as unknown as { advance(ms: number): void }).advance(500));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.bodyText).toContain(`"amount":${STAKE}`);
    const place = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Bahis Yap' });
    await waitFor(() => expect(place().disabled).toBe(false));
    fireEvent.click(place());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.bodyText).toContain(STAKE);
    expect(sent[1]?.bodyText).not.toContain('e+');
  });
});

describe('BetSlipPanel: a stake typed while the slip loads', () => {
  const one = [slipOdd(11, 'Galatasaray - Fenerbahçe', '1')];
  const two = [...one, slipOdd(22, 'Arsenal - Chelsea', 'X', { rate: 3.6, eventId: 302 })];
  it.each([
    { box: 'sb-stake-11', odds: one, stake: (site: FullSite) => site.betSlip.$stakes.get()[11] },
    {
      box: 'sb-stake-multiple',
      odds: two,
      stake: (site: FullSite) => site.betSlip.$multipleStake.get(),
    },
  ])('keeps every keystroke typed the moment $box appears', async ({ box: boxId, odds, stake }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const routes = slipRoutes(odds);
    const load = routes['GET /sbapi/api/sportsbook/betslip'];
    const { site } = renderWithSite(<BetSlipPanel />, {
      width: 1440,
      player: { username: 'ayse.demir', balance: 1250 },
      routes: {
        ...routes,
        'GET /sbapi/api/sportsbook/betslip': async (request) => {
          await held;
          if (!load) throw new Error('the slip route is missing');
          return load(request);
        },
      },
    });
    // The player types as soon as the box shows, on a busy page.
    const shown = await typeAsItAppears(boxId, release);
    expect(shown).toEqual(['2', '25', '250']);
    await act(() => site.settled());
    expect((document.getElementById(boxId) as HTMLInputElement).value).toBe('250');
    expect(stake(site)).toBe('250');
  });
});

describe('BetSlipPanel hostile stakes (issue 25)', () => {
  it('reads other scripts’ digits, refuses the rest with a message, and never steps past 25 digits', async () => {
    renderWithSite(<BetSlipPanel />, {
      width: 1440,
      player: { username: 'ayse.demir', balance: 1250 },
      routes: slipRoutes([slipOdd(11, 'Galatasaray - Fenerbahçe', '1')]),
    });
    const stake = (await screen.findByLabelText('Miktar')) as HTMLInputElement;
    fireEvent.change(stake, { target: { value: '٢٥٠' } });
    expect(stake.value).toBe('250');
    fireEvent.change(stake, { target: { value: 'NaN' } });
    expect(stake.value).toBe('250');
    expect(screen.getByRole('alert').textContent).toBe('Yalnızca rakam kullanın');
    expect(stake.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(stake, { target: { value: '9'.repeat(25) } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '100 artır' }));
    expect(stake.value).toBe('9'.repeat(25));
  });
});

describe('BetSlipPanel after placing (issues 23, 25)', () => {
  it('shows the server’s message once, with no leftover alert', async () => {
    renderWithSite(<BetSlipPanel />, {
      width: 1440,
      player: { username: 'ayse.demir', balance: 1250 },
      routes: slipRoutes([slipOdd(11, 'Galatasaray - Fenerbahçe', '1')], {
        message: 'Seçimleriniz değişti',
      }),
    });
    await screen.findByText('Seçimleriniz değişti');
    const place = await screen.findByRole<HTMLButtonElement>('button', { name: 'Bahis Yap' });
    await waitFor(() => expect(place.disabled).toBe(false));
    fireEvent.click(place);
    await screen.findByText('Kuponunuz oluşturuldu');
    expect(document.body.textContent?.split('Kuponunuz oluşturuldu')).toHaveLength(2);
    expect(screen.queryByText('Seçimleriniz değişti')).toBeNull();
    await waitFor(() => expect(place.disabled).toBe(true));
  });

  it('says a lost answer could not be confirmed', async () => {
    renderWithSite(<BetSlipPanel />, {
      width: 1440,
      player: { username: 'ayse.demir', balance: 1250 },
      routes: slipRoutes([slipOdd(11, 'Galatasaray - Fenerbahçe', '1')], {
        placeBet: () => {
          throw new TypeError('Failed to fetch');
        },
      }),
    });
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Bahis Yap' });
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bahsinizi doğrulayamadık — Bahislerim’i kontrol edin',
    );
    const place = screen.getByRole<HTMLButtonElement>('button', { name: 'Bahis Yap' });
    await waitFor(() => expect(place.disabled).toBe(true));
  });
});
