// Casino texts the core names (CasinoMessageKey): toasts and the casino page titles.
export const casino = {
  casino: {
    addedToFavorites: 'Added to favorites',
    removedFromFavorites: 'Removed from favorites',
    gameReloading: 'Game will be reloaded. Please wait...',
    unsafeLaunchUrl: 'The game cannot open from an unsafe address.',
    unknownProvider: 'This game provider is not supported.',
    gameNotFound: 'Game not found.',
    slots: 'Slots',
    liveCasino: 'Live Casino',
    tvBets: 'TV Bets',
    popularGames: 'Popular Games',
  },
} as const;
