import { type Locale, type Localized, localize } from '../http/locale';
import type { Period } from './periods';

const PERIOD_NAMES: Record<Period, Localized> = {
  daily: { tr: 'Günlük', en: 'Daily' },
  weekly: { tr: 'Haftalık', en: 'Weekly' },
  monthly: { tr: 'Aylık', en: 'Monthly' },
};

export const protectionMessages = {
  saved: { tr: 'Limitiniz kaydedildi', en: 'Your limit has been saved' },
  pending: {
    tr: 'Değişiklik 24 saatlik bekleme süresinden sonra, {at} tarihinde geçerli olur',
    en: 'The change takes effect after the 24-hour cooling-off period, on {at}',
  },
  unchanged: { tr: 'Limitinizde değişiklik yok', en: 'Your limit is unchanged' },
  invalidAmount: {
    tr: 'Limit sıfırdan büyük bir tutar olmalıdır',
    en: 'A limit must be an amount above zero',
  },
  invalidKind: { tr: 'Bilinmeyen limit türü', en: 'Unknown kind of limit' },
  belowShorter: {
    tr: '{longer} limit, {shorter} limitten ({amount}) düşük olamaz',
    en: 'The {longer} limit cannot be below the {shorter} limit ({amount})',
  },
  depositOverLimit: {
    tr: '{period} yatırım limitiniz {limit}; bu dönem için kalan {remaining}',
    en: 'Your {period} deposit limit is {limit}; {remaining} remains for this period',
  },
  lossLimitReached: {
    tr: '{period} kayıp limitinize ({limit}) ulaştınız. Oyun {until} tarihinde yeniden açılır',
    en: 'You have reached your {period} loss limit ({limit}). Play resumes on {until}',
  },
  realityCheckSaved: {
    tr: 'Oturum hatırlatıcınız kaydedildi',
    en: 'Your session reminder has been saved',
  },
  invalidInterval: {
    tr: 'Hatırlatma aralığı 15, 30 veya 60 dakika olmalıdır',
    en: 'The reminder interval must be 15, 30 or 60 minutes',
  },
  invalidDuration: { tr: 'Bilinmeyen süre', en: 'Unknown duration' },
  timeOutStarted: {
    tr: 'Mola başladı; {until} tarihine kadar giriş yapamazsınız',
    en: 'Your time-out has started; you cannot log in until {until}',
  },
  selfExclusionStarted: {
    tr: 'Kendinizi oyundan uzaklaştırdınız; {until} tarihine kadar giriş yapamazsınız',
    en: 'You have excluded yourself; you cannot log in until {until}',
  },
  permanentExclusionStarted: {
    tr: 'Kendinizi kalıcı olarak oyundan uzaklaştırdınız',
    en: 'You have excluded yourself permanently',
  },
  loginDuringTimeOut: {
    tr: 'Hesabınız mola süresinde; {until} tarihine kadar giriş yapılamaz',
    en: 'Your account is on a time-out; you cannot log in until {until}',
  },
  loginDuringExclusion: {
    tr: 'Hesabınız kendini uzaklaştırma süresinde; {until} tarihine kadar giriş yapılamaz',
    en: 'Your account is self-excluded; you cannot log in until {until}',
  },
  loginPermanentlyExcluded: {
    tr: 'Hesabınız kalıcı olarak oyundan uzaklaştırıldı; giriş yapılamaz',
    en: 'Your account is permanently self-excluded; you cannot log in',
  },
} satisfies Record<string, Localized>;

export type ProtectionMessage = keyof typeof protectionMessages;

export function protectionText(
  key: ProtectionMessage,
  locale: Locale,
  params?: Record<string, string | number>,
): string {
  return localize(protectionMessages[key], locale, params);
}

/** The period's name in a sentence: lower case in English after "your". */
export function periodName(period: Period, locale: Locale, inSentence = false): string {
  const name = PERIOD_NAMES[period][locale];
  return inSentence && locale === 'en' ? name.toLowerCase() : name;
}

/** Money as the site writes it: ₺1.234,50 (tr), ₺1,234.50 (en). */
export function moneyText(amount: number, locale: Locale): string {
  const number = new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return `₺${number}`;
}

/** A moment in Turkish time, as a player reads it in a message. */
export function momentText(at: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(at);
}
