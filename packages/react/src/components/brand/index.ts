// The brand in the shell: logo, provider marks, document titles (site.brand from @site/core)
// and the document's language.

export { BrandLogo } from './brand-logo';
export { DocumentLanguage } from './document-language';
export { DocumentTitle } from './document-title';
export { providerLogoArt } from './provider-logo-art';
