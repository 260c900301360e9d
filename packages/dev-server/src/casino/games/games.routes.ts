import { fail, ok } from '../../sportsbook/kit/answer';
import {
  arrayOf,
  boolean,
  describeProblem,
  integer,
  parseBody,
  text,
} from '../../sportsbook/kit/payload';
import { foldForSearch } from '../../sportsbook/kit/text';
import type { CasinoApp, CasinoRuntime } from '../casino.env';
import type { GameDef } from '../catalog/games';
import { PROVIDERS } from '../catalog/providers';
import { gameView } from './game-view';

/** casino/games and casino/categorygames: browsing, open to anonymous visitors. */
export function registerGameRoutes(app: CasinoApp, rt: CasinoRuntime): void {
  // Answers a list of lists (spec: the client flattens it): one list per provider, best match
  // first, so a search for "Aviator" opens Aviator.
  app.post('/casino/games', async (c) => {
    const locale = c.get('locale');
    const parsed = await parseBody(c, { search: text({ maxLength: 100 }), live: boolean() });
    if (!parsed.ok) return fail(c, describeProblem(parsed.problem, locale), []);
    const needle = foldForSearch(parsed.value.search);
    const matches = rt.games
      .filter((game) => game.isLive === parsed.value.live)
      .map((game) => ({ game, rank: rank(game, needle) }))
      .filter((match) => match.rank < 3);
    const lists = PROVIDERS.map((provider) =>
      matches
        .filter((match) => match.game.mainProviderId === provider.id)
        .sort((a, b) => a.rank - b.rank || a.game.name.localeCompare(b.game.name)),
    )
      .filter((list) => list.length > 0)
      .sort((a, b) => (a[0]?.rank ?? 3) - (b[0]?.rank ?? 3));
    return ok(
      c,
      lists.map((list) => list.map((match) => gameView(match.game, rt.publicBase))),
    );
  });

  app.post('/casino/categorygames', async (c) => {
    const locale = c.get('locale');
    const parsed = await parseBody(c, {
      systemCategory: arrayOf(integer({ min: 1 }), { maxLength: 50 }),
    });
    if (!parsed.ok) return fail(c, describeProblem(parsed.problem, locale), []);
    const wanted = new Set(parsed.value.systemCategory);
    return ok(
      c,
      rt.games
        .filter((game) => wanted.has(game.systemCategory))
        .map((game) => gameView(game, rt.publicBase)),
    );
  });
}

/** 0 exact name, 1 name starts with the search, 2 contains it, 3 no match. Empty matches all. */
function rank(game: GameDef, needle: string): number {
  if (needle === '') return 2;
  const name = foldForSearch(game.name);
  if (name === needle) return 0;
  if (name.startsWith(needle)) return 1;
  return name.includes(needle) || foldForSearch(game.providerName).includes(needle) ? 2 : 3;
}
