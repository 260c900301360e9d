/**
 * Folds a text for searching so Turkish and English spellings meet: İ, I, ı and i all become
 * `i` (a plain `toLowerCase` turns İ into "i̇" and I into "i", and a Turkish one turns I into ı,
 * so either alone misses matches), and other accents go (ş→s, ğ→g, ü→u, ö→o, ç→c).
 */
export function foldText(text: string): string {
  return text.replace(/[İIı]/g, 'i').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').trim();
}

/** True when the folded query is empty or part of the home or the away name. */
export function matchesTeams(query: string, homeName: string, awayName: string): boolean {
  const needle = foldText(query);
  if (needle === '') return true;
  return foldText(homeName).includes(needle) || foldText(awayName).includes(needle);
}
