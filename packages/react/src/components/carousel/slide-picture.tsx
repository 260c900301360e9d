import { SLIDE_IMAGE_SOURCES, type Slide, slideImage } from '@site/core/shell';
import { useLinkPolicy } from '../../hooks/use-link-policy';

/**
 * The slide's images: index 0 by default, wider variants from the core's breakpoints. Each URL
 * goes through the link policy; a refused one leaves the `<img>` without a source, so the
 * slide's title still names its link. `onScreenAtLoad`: a slide of the first view, whose art
 * is the page's largest paint on a phone: fetched before the later slides' art.
 */
export function SlidePicture({
  slide,
  onScreenAtLoad = false,
}: {
  slide: Slide;
  onScreenAtLoad?: boolean;
}) {
  const links = useLinkPolicy();
  return (
    <picture className="site-carousel__picture">
      {SLIDE_IMAGE_SOURCES.map(({ minWidth, variant }) => {
        const source = links.imageSource(slideImage(slide, variant));
        return source ? (
          <source key={minWidth} media={`(min-width: ${minWidth}px)`} srcSet={source} />
        ) : null;
      })}
      <img
        className="site-carousel__image"
        src={links.imageSource(slideImage(slide, 0))}
        alt={slide.title}
        fetchPriority={onScreenAtLoad ? 'high' : 'low'}
        decoding="async"
      />
    </picture>
  );
}
