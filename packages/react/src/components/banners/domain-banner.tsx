import { useStore } from '@nanostores/react';
import { useSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';

/**
 * The "we are moving" banner, shown off the default domain: the text key TOP_NOTIFY with the
 * current and next domain (the server's text when it sends one, see ServerTexts).
 *
 * Known at start-up (the cached bootstrap, a server render), it takes its place at the top of
 * the header. One the core marks `late` (a first visit: only `cms/grouped` brought it) hangs
 * below the header over the page instead (`data-placement="over"`), since in the header's flow
 * it would push everything on screen down (a layout shift of 0.3–0.75 on a phone); it then has
 * a close button, because it covers a strip of the page.
 */
export function DomainBanner() {
  const { LL } = useI18nContext();
  const { bootstrap } = useSite();
  const banner = useStore(bootstrap.$domainBanner);
  if (!banner) return null;
  return (
    <p
      className="site-domain-banner"
      data-placement={banner.late ? 'over' : undefined}
      data-testid="domain-banner"
    >
      <span className="site-domain-banner__text">{LL.banner.domain(banner.params)}</span>
      {banner.late ? (
        <button
          type="button"
          className="site-icon-button site-domain-banner__close"
          aria-label={LL.banner.closeDomain()}
          onClick={() => bootstrap.dismissDomainBanner()}
        >
          <Icon name="close" />
        </button>
      ) : null}
    </p>
  );
}
