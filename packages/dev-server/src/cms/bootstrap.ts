import type { Locale } from '../http/locale';
import { categoryList } from './content-pages';
import { popup } from './popup';
import { domainStatus, languageList, siteOptions } from './site-options';
import { sliderList } from './sliders';
import { translationList } from './translations';

/**
 * The `cms/grouped` answer. Texts are in the request's language (cache per language). The
 * casino keys start empty and are filled by the casino domain's contribution.
 */
export function buildBootstrap(origin: string, locale: Locale, settings: BootstrapSettings) {
  return {
    sliderList: sliderList(origin, locale),
    categoryList: categoryList(locale),
    casinoCategoryList: [] as unknown[],
    languageList: languageList.map((language) => ({ ...language })),
    translationList: translationList(locale, settings.translations),
    siteOptionList: siteOptions.map((option) => ({ ...option })),
    popup: settings.popupEnabled ? popup(origin, locale, settings.popupRevision) : null,
    domainStatus: { ...domainStatus },
    trialBonusAmount: settings.trialBonusAmount,
    egtJackpotCards: [] as unknown[],
    jackpotCards: [] as unknown[],
  };
}

export type Bootstrap = ReturnType<typeof buildBootstrap>;

/** Knobs the dev controls can turn at run time. */
export interface BootstrapSettings {
  trialBonusAmount: number;
  popupEnabled: boolean;
  /** Bumping it changes the popup's hash, so clients show it again. */
  popupRevision: number;
  /**
   * Server texts by key, the same in both languages: they replace the shipped text of that key
   * or add the key (any UI dictionary path, e.g. `header.login`). Tests put hostile text here.
   */
  translations: Map<string, string>;
}

/** A domain's additions to the bootstrap (the casino's categories and jackpots, for instance). */
export type BootstrapContributor = (
  origin: string,
  locale: Locale,
) => Partial<Record<keyof Bootstrap, unknown>>;
