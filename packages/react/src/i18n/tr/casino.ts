// Casino texts the core names (CasinoMessageKey): toasts and the casino page titles.
export const casino = {
  casino: {
    addedToFavorites: 'Favorilere eklendi',
    removedFromFavorites: 'Favorilerden çıkarıldı',
    gameReloading: 'Oyun yeniden yüklenecek. Lütfen bekleyin...',
    unsafeLaunchUrl: 'Oyun güvenli olmayan bir adresten açılamaz.',
    unknownProvider: 'Bu oyun sağlayıcısı desteklenmiyor.',
    gameNotFound: 'Oyun bulunamadı.',
    slots: 'Slotlar',
    liveCasino: 'Canlı Casino',
    tvBets: 'TV Oyunları',
    popularGames: 'Popüler Oyunlar',
  },
} as const;
