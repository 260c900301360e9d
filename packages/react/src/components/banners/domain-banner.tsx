import { useStore } from '@nanostores/react';
import { useSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';

/**
 * The "we are moving" banner, shown off the default domain: the text key TOP_NOTIFY with the
 * current and next domain (the server's text when it sends one, see ServerTexts).
 */
export function DomainBanner() {
  const { LL } = useI18nContext();
  const banner = useStore(useSite().bootstrap.$domainBanner);
  if (!banner) return null;
  return (
    <p className="site-domain-banner" data-testid="domain-banner">
      {LL.banner.domain(banner.params)}
    </p>
  );
}
