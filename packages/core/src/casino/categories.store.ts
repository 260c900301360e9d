import { computed, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import { readBootstrapCategories } from './casino-bootstrap.schema';
import { type Game, gameSchema } from './game.schema';

/** The image shown for a category the bootstrap gives none (spec 001 §3); the UI serves it. */
export const DEFAULT_CATEGORY_IMAGE_URL = '/assets/casino/default-provider.svg';

/** A casino category of the bootstrap's `casinoCategoryList`, ready to show. */
export interface CasinoCategory {
  id: number;
  name: string;
  /** Casino pages that show it (slot, live, tvbets, popular-games, home). */
  slugList: string[];
  /** The category's image, or the default provider image when it has none. */
  imageUrl: string;
  hasOwnImage: boolean;
  /** The bootstrap's preview of its games; `$categoryGames(id)` loads them all. */
  games: Game[];
}

/**
 * Parses the raw bootstrap list. The bootstrap is cached and may be old, so one bad entry is
 * dropped on its own instead of emptying the casino; anything that is not a list is empty.
 */
export function parseCategories(raw: unknown, defaultImageUrl: string): CasinoCategory[] {
  const categories: CasinoCategory[] = [];
  for (const { id, name, slugList, imageUrl, games } of readBootstrapCategories(raw)) {
    const image = imageUrl?.trim();
    categories.push({
      id,
      name,
      slugList,
      imageUrl: image || defaultImageUrl,
      hasOwnImage: Boolean(image),
      games: games.flatMap((game) => {
        const one = v.safeParse(gameSchema, game);
        return one.success ? [one.output] : [];
      }),
    });
  }
  return categories;
}

export interface CasinoCategories {
  $categories: ReadableAtom<CasinoCategory[]>;
  /** The categories a casino page shows: those whose slugList holds the slug. */
  $categoriesOf(slug: string): ReadableAtom<CasinoCategory[]>;
}

export function createCasinoCategories(deps: {
  $rawCategories: ReadableAtom<unknown>;
  defaultImageUrl: string;
}): CasinoCategories {
  const $categories = computed(deps.$rawCategories, (raw) =>
    parseCategories(raw, deps.defaultImageUrl),
  );
  const bySlug = new Map<string, ReadableAtom<CasinoCategory[]>>();
  return {
    $categories,
    $categoriesOf(slug) {
      let $some = bySlug.get(slug);
      if (!$some) {
        $some = computed($categories, (all) => all.filter((item) => item.slugList.includes(slug)));
        bySlug.set(slug, $some);
      }
      return $some;
    },
  };
}
