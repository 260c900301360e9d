import type { SocialNetwork } from '../../kernel/bootstrap/site-options';
import { COPYRIGHT_YEAR, FOOTER_PROVIDERS, LICENCE_NUMBER } from './brand-defaults';
import { parseBrandOptions } from './brand-options';

/** A text in both site languages. */
export interface BrandText {
  tr: string;
  en: string;
}

export interface BrandProvider {
  name: string;
  /** The provider's logo image; without one the UI draws a wordmark of the name. */
  logoUrl?: string | undefined;
}

/**
 * What makes a white label's shell its own, as data: the name and logo, the gaming licence,
 * the copyright year, the provider strip and the social links. Every field has today's value
 * as its default, so a white label passes only what differs and never forks a constant.
 */
export interface BrandModule {
  /** Shown in the wordmark, the page titles and the copyright line. */
  name: string;
  /** A logo image replacing the drawn wordmark (SVG or PNG, shown at header height). */
  logoUrl: string | undefined;
  licence: { number: string; authority: BrandText };
  copyrightYear: number;
  /** The footer's provider marks, in order (spec 000 §1: 16 of them). */
  providers: readonly BrandProvider[];
  /** Follow Me links used when the server's site options name none for that network. */
  social: Partial<Record<SocialNetwork, string>>;
}

export type BrandOptions = Partial<Omit<BrandModule, 'licence'>> & {
  licence?: Partial<BrandModule['licence']>;
};

export const DEFAULT_BRAND: BrandModule = {
  name: 'ÖrnekBahis',
  logoUrl: undefined,
  licence: {
    number: LICENCE_NUMBER,
    authority: { tr: 'Komor Adaları yetkili makamı', en: 'the Comoros-island authority' },
  },
  copyrightYear: COPYRIGHT_YEAR,
  providers: FOOTER_PROVIDERS.map((name) => ({ name })),
  social: {},
};

/** Today's brand with the given fields replaced; bad options throw `invalid-input` at start-up. */
export function createBrand(options: BrandOptions = {}): BrandModule {
  const given = parseBrandOptions(options);
  return {
    name: given.name ?? DEFAULT_BRAND.name,
    logoUrl: given.logoUrl ?? DEFAULT_BRAND.logoUrl,
    licence: {
      number: given.licence?.number ?? DEFAULT_BRAND.licence.number,
      authority: given.licence?.authority ?? DEFAULT_BRAND.licence.authority,
    },
    copyrightYear: given.copyrightYear ?? DEFAULT_BRAND.copyrightYear,
    providers: given.providers ?? DEFAULT_BRAND.providers,
    social: { ...DEFAULT_BRAND.social, ...given.social },
  };
}
