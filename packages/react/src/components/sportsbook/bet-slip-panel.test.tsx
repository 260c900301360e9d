import { ok, type RecordedRequest } from '@site/core/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../test/render-with-site';
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
