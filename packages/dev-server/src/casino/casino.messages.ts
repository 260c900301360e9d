import type { Localized } from '../sportsbook/kit/localized';

/** Every server message of the casino routes, in both languages. */
export const casinoMessages = {
  unauthorized: {
    tr: 'Oturum bulunamadı, lütfen tekrar giriş yapın',
    en: 'No valid session, please log in again',
  },
  loginFirst: { tr: 'Lütfen önce giriş yapın', en: 'Please login first' },
  gameNotFound: { tr: 'Oyun bulunamadı', en: 'Game not found' },
  wrongProvider: { tr: 'Bu oyun {provider} oyunu değil', en: 'This game is not a {provider} game' },
  fieldMismatch: { tr: '{field} bu oyunla eşleşmiyor', en: '{field} does not match this game' },
  favoriteAdded: { tr: 'Favorilere eklendi', en: 'Added to favorites' },
  favoriteRemoved: { tr: 'Favorilerden çıkarıldı', en: 'Removed from favorites' },
  launchReady: { tr: 'Oyun başlatılıyor', en: 'Starting the game' },
  sessionNotFound: {
    tr: 'Oyun oturumu bulunamadı veya süresi doldu',
    en: 'Game session not found or expired',
  },
  insufficientBalance: { tr: 'Yetersiz bakiye', en: 'Insufficient balance' },
  invalidStake: { tr: 'Geçersiz bahis tutarı', en: 'Invalid stake' },
} satisfies Record<string, Localized>;
