import type { Localized } from '../kit/localized';

/** The cash-out extension's server messages, in both languages. */
export const cashoutMessages = {
  betNotFound: { tr: 'Kupon bulunamadı', en: 'Coupon not found' },
  notRunning: {
    tr: 'Bu kupon artık bozdurulamaz',
    en: 'This coupon can no longer be cashed out',
  },
  suspended: {
    tr: 'Bozdurma şu an kapalı, lütfen biraz sonra tekrar deneyin',
    en: 'Cash-out is suspended, please try again shortly',
  },
  valueChanged: {
    tr: 'Bozdurma tutarı değişti: {value}',
    en: 'The cash-out value has changed: {value}',
  },
  amountTooHigh: {
    tr: 'Bozdurma tutarı teklif edilen tutarı aşamaz',
    en: 'The amount cannot be more than the cash-out value',
  },
  amountTooSmall: {
    tr: 'Bozdurma tutarı çok küçük',
    en: 'The amount is too small to cash out',
  },
  cashedOut: { tr: 'Kuponunuz bozduruldu', en: 'Your coupon has been cashed out' },
  partlyCashedOut: {
    tr: 'Kuponunuzun bir kısmı bozduruldu',
    en: 'Part of your coupon has been cashed out',
  },
  cashedOutNote: {
    tr: '{betId} numaralı kuponunuzdan {amount} hesabınıza eklendi',
    en: '{amount} from coupon {betId} has been credited to your account',
  },
} satisfies Record<string, Localized>;
