import { describe, expect, it } from 'vitest';
import { setupSlip } from './bet-slip.test-support';

describe('bet slip: a bet refused by the player protection', () => {
  it('turns a reached loss limit into the play-refused reason, with the message saying when play resumes', async () => {
    const { betSlip, env } = setupSlip({ onSlip: [11] });
    await betSlip.loadSlip();
    const message = 'You have reached your daily loss limit (₺50.00). Play resumes on 26 Nov 2026';
    env.routes.route('POST /sbapi/api/sportsbook/placeBet', () =>
      Response.json({
        success: false,
        message,
        data: {
          oddInfo: [],
          refusal: 'lossLimit',
          period: 'daily',
          limit: 50,
          until: '2026-11-25T21:00:00',
        },
      }),
    );
    betSlip.setMultipleStake('10');
    expect(await betSlip.placeBet()).toEqual({
      ok: false,
      reason: 'play-refused',
      message: { text: message },
    });
    expect(betSlip.$placeBetMessage.get()).toEqual({ text: message });
  });
});
