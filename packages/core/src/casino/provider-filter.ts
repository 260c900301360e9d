import type { Game } from './game.schema';
import { foldGameText, matchesGameSearch } from './game-text-match';

/** The lobby's filter: one provider (or all) and the search text the player typed. */
export interface LobbyFilter {
  /** A provider name as games carry it; `null` shows every provider. */
  provider: string | null;
  /** Filters the shown games on the client (Turkish-aware); empty shows all. */
  text: string;
}

export const NO_LOBBY_FILTER: LobbyFilter = { provider: null, text: '' };

/** The providers of a set of games, once each, in Turkish alphabetical order. */
export function providersOf(games: readonly Pick<Game, 'providerName'>[]): string[] {
  const seen = new Map<string, string>();
  for (const game of games) {
    const name = game.providerName.trim();
    const key = foldGameText(name);
    if (name && !seen.has(key)) seen.set(key, name);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b, 'tr'));
}

/** Whether a game's provider is the chosen one (ignoring case and spacing, as launches do). */
export function isFromProvider(game: Pick<Game, 'providerName'>, provider: string | null): boolean {
  return provider === null || foldGameText(game.providerName) === foldGameText(provider);
}

/** The games that pass the lobby filter, in their order. */
export function filterGames<T extends Pick<Game, 'name' | 'providerName'>>(
  games: readonly T[],
  filter: LobbyFilter,
): T[] {
  if (filter.provider === null && filter.text.trim() === '') return [...games];
  return games.filter(
    (game) => isFromProvider(game, filter.provider) && matchesGameSearch(game, filter.text),
  );
}
