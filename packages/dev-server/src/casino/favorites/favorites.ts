/** Favourite game codes per player, in the order they were added. */
export interface Favorites {
  list(username: string): string[];
  /** Returns true when the game is a favourite after the toggle. */
  toggle(username: string, code: string): boolean;
}

export function createFavorites(): Favorites {
  const byPlayer = new Map<string, string[]>();
  return {
    list: (username) => [...(byPlayer.get(username) ?? [])],
    toggle(username, code) {
      const codes = byPlayer.get(username) ?? [];
      const index = codes.indexOf(code);
      if (index >= 0) codes.splice(index, 1);
      else codes.push(code);
      byPlayer.set(username, codes);
      return index < 0;
    },
  };
}
