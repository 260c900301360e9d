import { describe, expect, it } from 'vitest';
import { categoryPagePath, HOME_CATEGORY_SLUG } from './home-categories';

describe('home page categories', () => {
  it('links a category to the first casino page that lists it', () => {
    expect(categoryPagePath({ slugList: [HOME_CATEGORY_SLUG, 'live'] })).toBe('/casino/live');
    expect(categoryPagePath({ slugList: ['slot', 'popular-games'] })).toBe('/casino/slot');
    expect(categoryPagePath({ slugList: ['popular-games', 'home'] })).toBe('/casino/popular-games');
  });

  it('gives no link to a category shown on the home page only', () => {
    expect(categoryPagePath({ slugList: [HOME_CATEGORY_SLUG] })).toBeNull();
  });
});
