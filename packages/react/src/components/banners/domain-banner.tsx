import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';

/**
 * The "we are moving" banner, shown off the default domain: the text key TOP_NOTIFY with the
 * current and next domain (the server's text when it sends one, see ServerTexts).
 *
 * Known at the first render (the cached bootstrap, a server render), it takes its place at the
 * top of the header. Known only once `cms/grouped` answers (a first visit), it hangs below the
 * header over the page instead (`data-placement="over"`): in the header's flow it would push
 * everything on screen down (a layout shift of 0.3–0.75 on a phone).
 */
export function DomainBanner() {
  const { LL } = useI18nContext();
  const banner = useStore(useSite().bootstrap.$domainBanner);
  const [shownFromStart] = useState(banner !== null);
  if (!banner) return null;
  return (
    <p
      className="site-domain-banner"
      data-placement={shownFromStart ? undefined : 'over'}
      data-testid="domain-banner"
    >
      {LL.banner.domain(banner.params)}
    </p>
  );
}
