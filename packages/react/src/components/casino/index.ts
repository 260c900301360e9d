// The casino screens of spec 001 §2 over `site.casino`.

export { casinoDialogs } from './casino-dialogs';
export { CasinoLobby, type CasinoLobbyProps } from './casino-lobby';
export { CategoryNav, type CategoryNavItem, type CategoryNavProps } from './category-nav';
export { CategorySection, type CategorySectionProps } from './category-section';
export { FavoriteButton } from './favorite-button';
export { GameFrame } from './game-frame';
export { GameGrid, type GameGridProps } from './game-grid';
export { GameModal } from './game-modal';
export { GamePlayBar, type GamePlayBarProps } from './game-play-bar';
export { GamePlayPage } from './game-play-page';
export { GameRail, type GameRailProps } from './game-rail';
export { GameSearchBox, type GameSearchBoxProps } from './game-search-box';
export { GameSearchResults, type GameSearchResultsProps } from './game-search-results';
export { GameTile, type GameTileProps } from './game-tile';
export { HomeGameRows } from './home-game-rows';
export { JackpotCards, JackpotCardView } from './jackpot-cards';
export { ProviderSelect, type ProviderSelectProps } from './provider-select';
export { useServerImageSrc } from './server-image';
export { useOpenGame, useResumedGameRoute } from './use-open-game';
