/** Storage key of the cached bootstrap (spec 000 §1: "cached in the browser"). */
export const BOOTSTRAP_STORAGE_KEY = 'bootstrap';
/** `window.postMessage({ type: 'BOOTSTRAP_DATA', data: { …keys } })` stores each key it carries. */
export const BOOTSTRAP_MESSAGE_TYPE = 'BOOTSTRAP_DATA';
/** The slider slugs the screens ask for. */
export const SLIDER_SLUGS = ['home', 'casino', 'sportsbook'] as const;
export type SliderSlug = (typeof SLIDER_SLUGS)[number];
/** Footer menu pages are the content list of this category. */
export const FOOTER_CATEGORY_ID = 1;

/** A slide: images index 0 is the default, 1 and 2 are for wider screens. */
export interface SlideData {
  id: number | undefined;
  slug: string;
  url: string;
  title: string;
  order: number | undefined;
  images: string[];
}

/** A content page (footer menu, /pages/{id}). `content` is untrusted server HTML. */
export interface ContentItem {
  id: number;
  title: string;
  slug: string;
  content: string;
  order: number | undefined;
}

export interface ContentCategory {
  id: number;
  name: string;
  contentList: ContentItem[];
}

export interface LanguageData {
  code: string;
  name: string;
  isDefault: boolean;
}

export interface TranslationData {
  key: string;
  value: string;
}

export interface SiteOptionData {
  key: string;
  value: string;
}

/** The image popup; `hash` changes with its content, so a new hash shows it again. */
export interface PopupData {
  id: number | undefined;
  title: string;
  url: string;
  images: { wide?: string; medium?: string };
  hash: string;
}

/**
 * A promotion, if the back end sends a `promotionList` (the spec names none; see
 * docs/bootstrap.md). `description` is untrusted server HTML; images index 1 is the detail's
 * "second image".
 */
export interface PromotionData {
  id: number | undefined;
  title: string;
  description: string;
  url: string;
  order: number | undefined;
  images: string[];
}

/** The domain the site is served on now and the one it moves to next. */
export interface DomainStatus {
  current: string;
  next: string;
}

/** A casino game as the bootstrap carries it (spec 001 §3); unknown fields are kept. */
export interface GameData {
  gameCode: string;
  name: string;
  providerName: string;
  [field: string]: unknown;
}

/** A casino category (spec 001 §3), raw: the casino domain derives its screens from it. */
export interface CasinoCategoryData {
  id: number;
  name: string;
  slugList: string[];
  /** Null when the category has no image: the UI uses a default provider image. */
  imageUrl: string | null;
  games: GameData[];
}

/** A jackpot card (spec 001 §3), raw: the casino domain keeps the 4-level ones it shows. */
export interface JackpotCardData {
  instanceName: string;
  levelStats: Record<string, unknown>[];
  currentLevelI: number;
}

/** The validated bootstrap (`cms/grouped` data). Missing or invalid keys take the empty value. */
export interface BootstrapData {
  sliderList: SlideData[];
  categoryList: ContentCategory[];
  casinoCategoryList: CasinoCategoryData[];
  languageList: LanguageData[];
  translationList: TranslationData[];
  siteOptionList: SiteOptionData[];
  popup: PopupData | null;
  domainStatus: DomainStatus | null;
  trialBonusAmount: number;
  egtJackpotCards: JackpotCardData[];
  jackpotCards: JackpotCardData[];
  /** Not in the spec's list: accepted when a back end sends it (the /promotions page). */
  promotionList: PromotionData[];
}

export type BootstrapKey = keyof BootstrapData;

/**
 * Keys a module validates itself (issue 11: each module owns its slice): the shell's content
 * (`createSiteContent`) and the casino's categories and jackpots. The kernel keeps them as sent.
 */
export type ModuleSliceKey =
  | 'sliderList'
  | 'categoryList'
  | 'popup'
  | 'promotionList'
  | 'casinoCategoryList'
  | 'egtJackpotCards'
  | 'jackpotCards';

/** The bootstrap as the kernel stores it: its own keys validated, the modules' slices raw. */
export type StoredBootstrap = Omit<BootstrapData, ModuleSliceKey> & {
  [K in ModuleSliceKey]: unknown;
};

/** A fresh empty bootstrap (a new object each time, so nobody shares mutable lists). */
export const emptyBootstrap = (): BootstrapData => ({
  sliderList: [],
  categoryList: [],
  casinoCategoryList: [],
  languageList: [],
  translationList: [],
  siteOptionList: [],
  popup: null,
  domainStatus: null,
  trialBonusAmount: 0,
  egtJackpotCards: [],
  jackpotCards: [],
  promotionList: [],
});

/** Where the data in `$bootstrap` came from last. */
export type BootstrapSource = 'none' | 'cache' | 'server' | 'message';
