import { type Locale, localize } from '../sportsbook/kit/localized';
import type { CasinoRuntime } from './casino.env';
import { CATEGORIES } from './catalog/categories';
import { type GameView, gameView } from './games/game-view';
import { type JackpotCard, jackpotCards } from './jackpots/jackpot-cards';

/** A casino category as the bootstrap's casinoCategoryList carries it (spec 001 section 3). */
export interface CasinoCategoryView {
  id: number;
  name: string;
  slugList: string[];
  /** Null for one category on purpose: the client falls back to a default provider image. */
  imageUrl: string | null;
  /** A preview of the category's games (first 12); casino/categorygames gives them all. */
  games: GameView[];
}

/** The casino's share of cms/grouped, for the app that builds the bootstrap. */
export interface CasinoBootstrap {
  casinoCategoryList: CasinoCategoryView[];
  egtJackpotCards: JackpotCard[];
  jackpotCards: JackpotCard[];
}

const PREVIEW = 12;

export function casinoBootstrap(rt: CasinoRuntime, locale: Locale): CasinoBootstrap {
  const casinoCategoryList = CATEGORIES.map((category) => ({
    id: category.id,
    name: rt.categoryNames.get(category.id) ?? localize(category.name, locale),
    slugList: [...category.slugList],
    imageUrl: category.hasImage
      ? `${rt.publicBase}casino/assets/category/${category.id}.svg?lang=${locale}`
      : null,
    games: rt.games
      .filter((game) => game.systemCategory === category.id)
      .slice(0, PREVIEW)
      .map((game) => gameView(game, rt.publicBase)),
  }));
  return { casinoCategoryList, ...jackpotCards(rt.deps.now(), locale) };
}
