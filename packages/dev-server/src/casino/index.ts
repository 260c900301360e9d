export type { CasinoDeps, CasinoOptions, Identity } from './casino.deps';
export type { CasinoApp, CasinoEnv } from './casino.env';
export type { CasinoBootstrap, CasinoCategoryView } from './casino-bootstrap';
export { CATEGORIES, CATEGORY_IDS } from './catalog/categories';
export type { GameDef } from './catalog/games';
export { PROVIDERS } from './catalog/providers';
export type { CasinoRenames } from './catalog/rename';
export { type CasinoRoutes, createCasinoRoutes } from './create-casino-routes';
export type { GameView } from './games/game-view';
export {
  egyptQuestLevel,
  type JackpotCard,
  type JackpotLevel,
  jackpotCards,
} from './jackpots/jackpot-cards';
