import { fail, ok } from '../../sportsbook/kit/answer';
import { localize } from '../../sportsbook/kit/localized';
import type { CasinoApp, CasinoRuntime } from '../casino.env';
import { casinoMessages } from '../casino.messages';
import { playPage, STAKES } from './play-page';
import { spin } from './spin';

/**
 * The stand-in game behind every launch URL. No bearer token: an iframe cannot send one, the
 * session token in the path is the credential. The spin answer allows any origin because the
 * page may run in a sandboxed (opaque-origin) frame.
 */
export function registerPlayRoutes(app: CasinoApp, rt: CasinoRuntime): void {
  app.get('/casino/play/:token', (c) => {
    const session = rt.sessions.find(c.req.param('token'));
    if (!session) {
      return c.html(
        `<!doctype html><meta charset="utf-8"><p>${localize(casinoMessages.sessionNotFound, rt.deps.locale(c))}</p>`,
        404,
      );
    }
    // No frame-ancestors here (docs/security.md): SoftGamings' launch document frames this page
    // from a sandboxed srcdoc frame, an opaque-origin ancestor no source list can name. The
    // launch token in the path is the credential, so another site has no page of the player's
    // to put under a decoy. A policy of our own keeps the default (site origins only) off.
    c.header('Content-Security-Policy', "object-src 'none'; base-uri 'none'");
    return c.html(playPage(session, rt.deps.balance.get(session.username)));
  });

  app.post('/casino/play/:token/spin', (c) => {
    c.header('Access-Control-Allow-Origin', '*');
    const session = rt.sessions.find(c.req.param('token'));
    if (!session) return fail(c, localize(casinoMessages.sessionNotFound, rt.deps.locale(c)));
    const stake = Number(c.req.query('stake'));
    if (!(STAKES as readonly number[]).includes(stake))
      return fail(c, localize(casinoMessages.invalidStake, session.locale));
    const refused = rt.deps.playRefusal?.(session.username, session.locale);
    if (refused) return fail(c, refused.message, refused.data);
    if (!rt.deps.balance.debit(session.username, stake)) {
      return fail(c, localize(casinoMessages.insufficientBalance, session.locale));
    }
    const outcome = spin(rt.rng, stake);
    if (outcome.win > 0) rt.deps.balance.credit(session.username, outcome.win);
    const round = {
      username: session.username,
      roundId: session.token.slice(0, 12),
      gameCode: session.game.gameCode,
      gameName: session.game.name,
      providerName: session.game.providerName,
    };
    rt.deps.recordRound?.({ ...round, winOrBet: 2, amount: stake });
    if (outcome.win > 0) rt.deps.recordRound?.({ ...round, winOrBet: 1, amount: outcome.win });
    return ok(c, { ...outcome, stake, balance: rt.deps.balance.get(session.username) });
  });
}
