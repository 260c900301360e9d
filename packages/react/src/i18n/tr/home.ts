// The home page's sections (examples/site `/`): live now, popular matches, games, promotions.
export const home = {
  homePage: {
    liveTitle: 'Şu an canlı',
    liveAll: 'Tüm canlı maçlar ({count})',
    liveEmpty: 'Şu an canlı maç yok.',
    liveFailed: 'Canlı maçlar şu an yüklenemedi.',
    popularTitle: 'Popüler maçlar',
    popularAll: 'Tüm maçlar',
    popularEmpty: 'Şu an öne çıkan maç yok.',
    popularFailed: 'Popüler maçlar şu an yüklenemedi.',
    moreMarkets: '+{count} bahis',
    loading: 'Yükleniyor…',
    gamesAll: 'Tümü',
    gamesEmpty: 'Bu kategoride şu an oyun yok.',
    jackpotsTitle: 'Jackpotlar',
    promotionsTitle: 'Promosyonlar',
    promotionsAll: 'Tüm promosyonlar',
    promotionsEmpty: 'Şu an promosyon yok.',
  },
} as const;
