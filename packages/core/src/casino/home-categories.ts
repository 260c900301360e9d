import { CASINO_ROUTES } from './casino-routes';
import type { CasinoCategory } from './categories.store';

/** The slug the bootstrap gives the categories a home page shows (slugList, spec 001 §3). */
export const HOME_CATEGORY_SLUG = 'home';

/**
 * The casino page that lists a category (its "see all" link): the first of the spec's casino
 * routes whose slug the category carries; a category on no casino page (only `home`) has none.
 */
export function categoryPagePath(category: Pick<CasinoCategory, 'slugList'>): string | null {
  return CASINO_ROUTES.find((route) => category.slugList.includes(route.slug))?.path ?? null;
}
