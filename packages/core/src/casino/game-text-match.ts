import type { Game } from './game.schema';

/**
 * Folds text for a Turkish-aware search: Turkish lower case (İ→i, I→ı), then dotless ı as i and
 * accents dropped, so "sweet", "SWEET", "şeker" and "Seker" match what a player means.
 */
export function foldGameText(text: string): string {
  return text
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a game matches a player's search: every word in its name or its provider. */
export function matchesGameSearch(
  game: Pick<Game, 'name' | 'providerName'>,
  search: string,
): boolean {
  const words = foldGameText(search).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = `${foldGameText(game.name)} ${foldGameText(game.providerName)}`;
  return words.every((word) => haystack.includes(word));
}
