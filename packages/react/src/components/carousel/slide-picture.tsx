import { type Slide, slideImage } from '@site/core';

/** The slide's images: index 0 by default, 1 from 768 px, 2 from 1920 px. */
export function SlidePicture({ slide }: { slide: Slide }) {
  return (
    <picture className="site-carousel__picture">
      <source media="(min-width: 1920px)" srcSet={slideImage(slide, 2)} />
      <source media="(min-width: 768px)" srcSet={slideImage(slide, 1)} />
      <img className="site-carousel__image" src={slideImage(slide, 0)} alt={slide.title} />
    </picture>
  );
}
