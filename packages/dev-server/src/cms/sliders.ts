import type { Locale, Localized } from '../http/locale';

export type SliderSlug = 'home' | 'casino' | 'sportsbook';

/** Slide variants: index 0 is the default image, 1 and 2 are for wider screens. */
export const slideVariants = [
  { name: 'default', width: 768, height: 400 },
  { name: 'wide', width: 1280, height: 480 },
  { name: 'widest', width: 1920, height: 560 },
] as const;

export interface SlideSeed {
  id: number;
  slug: SliderSlug;
  title: Localized;
  subtitle: Localized;
  /** In-app path, or an https URL on another origin (opened in a new tab). */
  url: string;
  hue: number;
}

export const slides: readonly SlideSeed[] = [
  {
    id: 101,
    slug: 'home',
    title: { tr: 'Hoş Geldin Bonusu', en: 'Welcome Bonus' },
    subtitle: { tr: 'İlk yatırımına %100 bonus', en: '100% bonus on your first deposit' },
    url: '/promotions',
    hue: 210,
  },
  {
    id: 102,
    slug: 'home',
    title: { tr: 'Canlı Bahis', en: 'Live Betting' },
    subtitle: { tr: 'Yüksek oranlarla anlık bahis', en: 'In-play betting with high odds' },
    url: '/spor/live/event-view',
    hue: 140,
  },
  {
    id: 103,
    slug: 'home',
    title: { tr: 'Aviator', en: 'Aviator' },
    subtitle: { tr: 'Uçak düşmeden çek!', en: 'Cash out before it flies away!' },
    url: '/casino/slot',
    hue: 0,
  },
  {
    id: 104,
    slug: 'home',
    title: { tr: 'Telegram Kanalımız', en: 'Our Telegram Channel' },
    subtitle: { tr: 'Güncel adres ve kampanyalar', en: 'Current address and promotions' },
    url: 'https://t.me/ornek_site',
    hue: 195,
  },
  {
    id: 201,
    slug: 'casino',
    title: { tr: 'Slot Turnuvası', en: 'Slot Tournament' },
    subtitle: { tr: '₺250.000 ödül havuzu', en: '₺250,000 prize pool' },
    url: '/casino/slot',
    hue: 280,
  },
  {
    id: 202,
    slug: 'casino',
    title: { tr: 'Canlı Casino', en: 'Live Casino' },
    subtitle: { tr: 'Gerçek krupiyelerle oyna', en: 'Play with real dealers' },
    url: '/casino/live',
    hue: 330,
  },
  {
    id: 203,
    slug: 'casino',
    title: { tr: 'Jackpot Kartları', en: 'Jackpot Cards' },
    subtitle: { tr: 'Clover Chance ve High Cash', en: 'Clover Chance and High Cash' },
    url: '/casino/slot',
    hue: 45,
  },
  {
    id: 301,
    slug: 'sportsbook',
    title: { tr: 'Süper Lig', en: 'Super League' },
    subtitle: { tr: 'Derbilerde yüksek oran', en: 'High odds on the derbies' },
    url: '/spor/prematch',
    hue: 5,
  },
  {
    id: 302,
    slug: 'sportsbook',
    title: { tr: 'Şampiyonlar Ligi', en: 'Champions League' },
    subtitle: { tr: 'Kombine bahislere %20 ek kazanç', en: '20% extra on combined bets' },
    url: 'https://www.uefa.com/uefachampionsleague/',
    hue: 230,
  },
  {
    id: 303,
    slug: 'sportsbook',
    title: { tr: 'NBA', en: 'NBA' },
    subtitle: { tr: 'Her gece canlı basketbol', en: 'Live basketball every night' },
    url: '/spor/live/event-view',
    hue: 25,
  },
];

export interface SliderItem {
  id: number;
  slug: SliderSlug;
  title: string;
  url: string;
  order: number;
  /** Absolute image URLs: [default, wide, widest]. */
  images: string[];
}

export function slideImageUrl(
  origin: string,
  slideId: number,
  variant: string,
  locale: Locale,
): string {
  return `${origin}/assets/slides/${slideId}/${variant}.svg?lang=${locale}`;
}

export function sliderList(origin: string, locale: Locale): SliderItem[] {
  return slides.map((slide, index) => ({
    id: slide.id,
    slug: slide.slug,
    title: slide.title[locale],
    url: slide.url,
    order: index + 1,
    images: slideVariants.map((v) => slideImageUrl(origin, slide.id, v.name, locale)),
  }));
}
