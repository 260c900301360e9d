import { useStore } from '@nanostores/react';
import { CAROUSEL_MEDIUM_MIN_PX } from '@site/core/shell';
import { useShellSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { ServerLink } from '../links/server-link';

/**
 * The image popup's content: a responsive picture (wide and medium) linking to the popup's
 * URL; a loading indicator until the bootstrap has its images.
 */
export function ImagePopup() {
  const { LL } = useI18nContext();
  const site = useShellSite();
  const popup = useStore(site.content.$popup);
  if (!popup || popup.loading) {
    return (
      <p className="site-image-popup__loading" role="status">
        <span className="site-spinner" aria-hidden="true" /> {LL.imagePopup.loading()}
      </p>
    );
  }
  // Every image through the link policy; a refused one is not fetched.
  const wide = site.links.imageSource(popup.images.wide);
  const fallback = site.links.imageSource(popup.images.medium ?? popup.images.wide);
  return (
    <ServerLink
      target={popup.target}
      className="site-image-popup__link"
      onFollow={() => site.dialogs.close('imagePopup')}
    >
      <picture>
        {wide ? <source media={`(min-width: ${CAROUSEL_MEDIUM_MIN_PX}px)`} srcSet={wide} /> : null}
        <img className="site-image-popup__image" src={fallback} alt={popup.title} />
      </picture>
    </ServerLink>
  );
}
