// The casino screens (the lobbies and the game page): one chunk, loaded when one of them is
// first opened. The home page's game rows and jackpots stay in the entry.
export { CasinoPlayPage } from './casino-play-page';
export { CasinoSectionPage } from './casino-section-page';
