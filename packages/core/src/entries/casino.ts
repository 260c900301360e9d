// @site/core/casino: catalogue, search, favorites, provider launch, play state, jackpots.
export * from '../casino';
export {
  type CasinoApi,
  casinoModule,
} from './casino.module';
