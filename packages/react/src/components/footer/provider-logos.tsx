import { useShellSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { providerLogoArt } from '../brand/provider-logo-art';

/**
 * The brand's provider marks (`site.brand.providers`) as images: each provider's logo file,
 * or a drawn wordmark when the brand gives none. Hidden on very small screens by the stylesheet.
 */
export function ProviderLogos() {
  const { LL } = useI18nContext();
  const { brand } = useShellSite();
  return (
    <section className="site-provider-logos" aria-labelledby="site-provider-logos-title">
      <h2 className="site-visually-hidden" id="site-provider-logos-title">
        {LL.footer.providers()}
      </h2>
      <ul className="site-provider-logos__list">
        {brand.providers.map((provider) => (
          <li key={provider.name} className="site-provider-logo">
            <img
              src={provider.logoUrl ?? providerLogoArt(provider.name)}
              alt={provider.name}
              width={180}
              height={48}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
