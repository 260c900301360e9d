import type { CasinoGameSearch } from './game-search.store';
import type { CasinoPlay } from './play.store';
import type { OpenAviatorResult } from './play.types';

/** The side menu's Aviator entry searches for it (not live). */
export const AVIATOR_QUERY = { search: 'Aviator', live: false } as const;

/**
 * Spec 001 §2/§7: search "Aviator", not live, and open the first game. A failed or empty
 * search opens nothing (`{ ok: false, reason: 'not-found' }`); a visitor gets the login dialog from openGame.
 */
export async function openAviator(
  deps: { search: Pick<CasinoGameSearch, 'searchGames'>; play: Pick<CasinoPlay, 'openGame'> },
  options: { mobile?: boolean } = {},
): Promise<OpenAviatorResult> {
  const [first] = await deps.search.searchGames(AVIATOR_QUERY);
  return first ? deps.play.openGame(first, options) : { ok: false, reason: 'not-found' };
}
