// @site/react/casino: hooks over the casino module.

export * from '../components/casino';
export { useCasinoCategories, useGamePlay } from '../hooks/use-casino';
export { useCasinoSite } from '../hooks/use-casino-site';
