import { ok } from '../../sportsbook/kit/answer';
import type { CasinoApp, CasinoRuntime } from '../casino.env';
import { egyptQuestLevel, jackpotCards } from './jackpot-cards';

/**
 * GET casino/eqyptquest (the path's spelling is the API's) and GET casino/jackpots (extension:
 * the bootstrap's jackpot lists alone, so a client refreshes figures without the bootstrap).
 */
export function registerJackpotRoutes(app: CasinoApp, rt: CasinoRuntime): void {
  app.get('/casino/eqyptquest', (c) => ok(c, { currentLevelI: egyptQuestLevel(rt.deps.now()) }));
  app.get('/casino/jackpots', (c) => ok(c, jackpotCards(rt.deps.now())));
}
