/**
 * Folds Turkish and English spellings together for searching: "İSTANBUL", "istanbul" and
 * "Istanbul" match each other, as do "Beşiktaş" and "besiktas".
 */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim();
}

/** The server's timestamp format: ISO 8601 in UTC without the trailing Z (the client appends it). */
export function utcStamp(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/Z$/, '');
}
