import { fail, ok } from '../../sportsbook/kit/answer';
import { localize } from '../../sportsbook/kit/localized';
import { describeProblem, integer, parseBody, text } from '../../sportsbook/kit/payload';
import { type CasinoApp, type CasinoRuntime, findGame } from '../casino.env';
import { casinoMessages } from '../casino.messages';
import type { GameDef } from '../catalog/games';
import { gameView } from '../games/game-view';

/** casino/togglefavorite (spec) and GET casino/favorites (extension). Players only. */
export function registerFavoriteRoutes(app: CasinoApp, rt: CasinoRuntime): void {
  app.post('/casino/togglefavorite', async (c) => {
    const locale = c.get('locale');
    const identity = c.get('identity');
    if (identity.kind !== 'player') return fail(c, localize(casinoMessages.loginFirst, locale));
    const parsed = await parseBody(c, {
      code: text({ nonEmpty: true, maxLength: 100 }),
      providerId: integer({ min: 1 }),
    });
    if (!parsed.ok) return fail(c, describeProblem(parsed.problem, locale));
    const game = findGame(rt, parsed.value.code);
    if (!game || game.mainProviderId !== parsed.value.providerId)
      return fail(c, localize(casinoMessages.gameNotFound, locale));
    const isFavorite = rt.favorites.toggle(identity.username, game.gameCode);
    return ok(
      c,
      { isFavorite, favorites: rt.favorites.list(identity.username) },
      localize(isFavorite ? casinoMessages.favoriteAdded : casinoMessages.favoriteRemoved, locale),
    );
  });

  app.get('/casino/favorites', (c) => {
    const locale = c.get('locale');
    const identity = c.get('identity');
    if (identity.kind !== 'player') return fail(c, localize(casinoMessages.loginFirst, locale));
    const codes = rt.favorites.list(identity.username);
    const games = codes
      .map((code) => findGame(rt, code))
      .filter((game): game is GameDef => game !== undefined);
    return ok(c, { codes, games: games.map((game) => gameView(game, rt.publicBase)) });
  });
}
