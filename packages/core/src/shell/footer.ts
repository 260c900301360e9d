/**
 * Spec 000 §1/§9: the footer's age limit. The licence, copyright year and provider marks are
 * the brand's (`site.brand`); today's values stay exported here as the brand's defaults.
 */
export const AGE_LIMIT = 18;
export { COPYRIGHT_YEAR, FOOTER_PROVIDERS, LICENCE_NUMBER } from './brand/brand-defaults';
