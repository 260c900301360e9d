import { type Slide, slideImage } from '@site/core';
import { SLIDE_IMAGE_SOURCES } from '@site/core/shell';

/** The slide's images: index 0 by default, wider variants from the core's breakpoints. */
export function SlidePicture({ slide }: { slide: Slide }) {
  return (
    <picture className="site-carousel__picture">
      {SLIDE_IMAGE_SOURCES.map(({ minWidth, variant }) => (
        <source
          key={minWidth}
          media={`(min-width: ${minWidth}px)`}
          srcSet={slideImage(slide, variant)}
        />
      ))}
      <img className="site-carousel__image" src={slideImage(slide, 0)} alt={slide.title} />
    </picture>
  );
}
