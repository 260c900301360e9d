import type { Localized } from './kit/localized';

/** Every server message of the sportsbook routes, in both languages. */
export const sbMessages = {
  unauthorized: {
    tr: 'Oturum bulunamadı, lütfen tekrar giriş yapın',
    en: 'No valid session, please log in again',
  },
  loginFirst: { tr: 'Lütfen önce giriş yapın', en: 'Please login first' },
  invalidHour: { tr: 'hour 6, 12, 24 veya 48 olmalı', en: 'hour must be 6, 12, 24 or 48' },
  competitionNotFound: { tr: 'Lig bulunamadı', en: 'Competition not found' },
  searchTooShort: {
    tr: 'Arama için en az 2 karakter girin',
    en: 'Enter at least 2 characters to search',
  },
  oddNotFound: { tr: 'Seçim bulunamadı', en: 'Selection not found' },
  oddAdded: { tr: 'Seçim kuponunuza eklendi', en: 'Selection added to your slip' },
  oddRemoved: { tr: 'Seçim kuponunuzdan çıkarıldı', en: 'Selection removed from your slip' },
  slipCleared: { tr: 'Kuponunuz temizlendi', en: 'Your slip has been cleared' },
  slipFull: {
    tr: 'Kuponunuza en fazla {max} seçim ekleyebilirsiniz',
    en: 'You can add at most {max} selections to your slip',
  },
  notOnSlip: { tr: 'Bu seçim kuponunuzda yok', en: 'This selection is not on your slip' },
  needTwoForMultiple: {
    tr: 'Kombine bahis için en az iki seçim gerekir',
    en: 'A multiple bet needs at least two selections',
  },
  negativeAmount: { tr: 'Tutar negatif olamaz', en: 'The amount cannot be negative' },
  stakeNotPositive: {
    tr: 'Bahis tutarı sıfırdan büyük olmalı',
    en: 'The stake must be greater than zero',
  },
  emptySlip: { tr: 'Kuponunuz boş', en: 'Your betslip is empty' },
  oddSuspended: { tr: 'Bu seçim şu an askıda', en: 'This selection is suspended' },
  eventEnded: { tr: 'Karşılaşma sona erdi', en: 'The match has ended' },
  oddChanged: { tr: 'Oran değişti: {from} → {to}', en: 'Odds changed: {from} → {to}' },
  sameEvent: {
    tr: 'Aynı karşılaşmadan birden fazla seçim kombine edilemez',
    en: 'Selections from the same match cannot be combined',
  },
  slipNeedsReview: {
    tr: 'Kuponunuzdaki bazı seçimler değişti, lütfen kontrol edin',
    en: 'Some selections on your slip have changed, please review them',
  },
  selectionsUnavailable: {
    tr: 'Bazı seçimler artık oynanamıyor',
    en: 'Some selections can no longer be played',
  },
  oddsChangedReject: {
    tr: 'Oranlar değişti, lütfen yeni oranları onaylayın',
    en: 'The odds have changed, please accept the new odds',
  },
  invalidStakes: {
    tr: 'Bazı seçimlerin bahis tutarı geçersiz',
    en: 'Some selections have an invalid stake',
  },
  duplicateSelection: {
    tr: 'Aynı seçim birden fazla kez gönderildi',
    en: 'The same selection was sent more than once',
  },
  insufficientBalance: { tr: 'Yetersiz bakiye', en: 'Insufficient balance' },
  couponCreated: { tr: 'Kuponunuz oluşturuldu', en: 'Your coupon has been created' },
  couponPlacedNote: {
    tr: '{amount} tutarındaki kuponunuz alındı (kupon no {betId})',
    en: 'Your coupon of {amount} was accepted (coupon no {betId})',
  },
  eventNotFound: { tr: 'Etkinlik bulunamadı', en: 'Event not found' },
  groupMain: { tr: 'Ana Marketler', en: 'Main' },
  groupGoals: { tr: 'Goller / Toplamlar', en: 'Goals / Totals' },
  groupHalves: { tr: 'Yarılar', en: 'Halves' },
  groupHandicap: { tr: 'Handikap', en: 'Handicap' },
  groupScore: { tr: 'Skor', en: 'Score' },
  couponWonTitle: { tr: 'Kuponunuz kazandı', en: 'Your coupon won' },
  couponWonNote: {
    tr: '{betId} numaralı kuponunuz kazandı, {amount} hesabınıza eklendi',
    en: 'Coupon {betId} won, {amount} has been credited to your account',
  },
  couponLostTitle: { tr: 'Kuponunuz kaybetti', en: 'Your coupon lost' },
  couponLostNote: {
    tr: '{betId} numaralı kuponunuz kaybetti',
    en: 'Coupon {betId} lost',
  },
  couponReturnedTitle: { tr: 'Kuponunuz iade edildi', en: 'Your coupon was returned' },
  couponReturnedNote: {
    tr: '{betId} numaralı kuponunuz iade edildi, {amount} hesabınıza eklendi',
    en: 'Coupon {betId} was returned, {amount} has been credited to your account',
  },
  couponCashedOutTitle: { tr: 'Kuponunuz bozduruldu', en: 'Your coupon was cashed out' },
  couponCashedOutNote: {
    tr: '{betId} numaralı kuponunuz bozduruldu, {amount} hesabınıza eklendi',
    en: 'Coupon {betId} was cashed out, {amount} has been credited to your account',
  },
} satisfies Record<string, Localized>;

/** Market and pick names as the bet slip shows them. */
export const marketNames = {
  winner: { tr: 'Maç Sonucu', en: 'Match Result' },
  doubleChance: { tr: 'Çifte Şans', en: 'Double Chance' },
} satisfies Record<string, Localized>;

export const pickNames = {
  '1': { tr: '1', en: '1' },
  X: { tr: 'X', en: 'X' },
  '2': { tr: '2', en: '2' },
  '1X': { tr: '1X', en: '1X' },
  '12': { tr: '12', en: '12' },
  X2: { tr: 'X2', en: 'X2' },
  under: { tr: 'Alt {line}', en: 'Under {line}' },
  over: { tr: 'Üst {line}', en: 'Over {line}' },
} satisfies Record<string, Localized>;
