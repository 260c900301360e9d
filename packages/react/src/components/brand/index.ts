// The brand in the shell: logo, provider marks, document titles (site.brand from @site/core).

export { BrandLogo } from './brand-logo';
export { DocumentTitle } from './document-title';
export { providerLogoArt } from './provider-logo-art';
