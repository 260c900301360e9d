import { ok } from '../../sportsbook/kit/answer';
import type { CasinoApp, CasinoRuntime } from '../casino.env';
import { egyptQuestLevel } from './jackpot-cards';

/** GET casino/eqyptquest (the path's spelling is the API's). */
export function registerJackpotRoutes(app: CasinoApp, rt: CasinoRuntime): void {
  app.get('/casino/eqyptquest', (c) => ok(c, { currentLevelI: egyptQuestLevel(rt.deps.now()) }));
}
