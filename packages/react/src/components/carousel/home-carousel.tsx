import {
  CAROUSEL_AUTOPLAY_MS,
  carouselLastIndex,
  carouselSlidesPerView,
  clampCarouselIndex,
  nextAutoplayIndex,
} from '@site/core/shell';
import { useKeenSlider } from 'keen-slider/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSlides } from '../../hooks/use-bootstrap';
import { useViewportWidth } from '../../hooks/use-viewport-width';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';
import { ServerLink } from '../links/server-link';
import { carouselOptions } from './carousel-options';
import { SlidePicture } from './slide-picture';

export interface HomeCarouselProps {
  /** Which slides of the bootstrap's sliderList: home (default), casino, sportsbook. */
  slug?: string;
}

/**
 * The slide carousel (keen-slider): slides of one slug, autoplay every 5000 ms that keeps going
 * when the visitor drags or clicks (only the pause button stops it), no loop. Links follow the
 * core's URL policy: in-app, new tab with noopener, or no link.
 */
export function HomeCarousel({ slug = 'home' }: HomeCarouselProps) {
  const slides = useSlides(slug);
  // A new slide set needs a fresh slider instance.
  const key = slides.map((slide) => slide.id ?? slide.url).join('|');
  if (slides.length === 0) return null;
  return <Slider key={key} slides={slides} />;
}

function Slider({ slides }: { slides: ReturnType<typeof useSlides> }) {
  const { LL } = useI18nContext();
  const perView = carouselSlidesPerView(useViewportWidth());
  const [current, setCurrent] = useState(0);
  const currentRef = useRef(0);
  const [playing, setPlaying] = useState(true);
  // Dragging moves keen-slider itself; slideChanged keeps our position in step.
  const options = useMemo(
    () => ({
      ...carouselOptions(),
      slideChanged: (instance: { track: { details: { rel: number } | null } }) => {
        currentRef.current = instance.track.details?.rel ?? 0;
        setCurrent(currentRef.current);
      },
    }),
    [],
  );
  const [sliderRef, slider] = useKeenSlider<HTMLUListElement>(options);
  const count = slides.length;
  const last = carouselLastIndex(count, perView);
  const goTo = (index: number) => {
    const target = clampCarouselIndex(index, count, perView);
    currentRef.current = target;
    setCurrent(target);
    slider.current?.moveToIdx(target);
  };

  // Autoplay on an interval that nothing but the pause button stops (drags and clicks do not).
  const advance = useRef(() => {});
  advance.current = () => goTo(nextAutoplayIndex(currentRef.current, count, perView));
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => advance.current(), CAROUSEL_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [playing]);

  return (
    <section
      className="site-carousel"
      aria-roledescription="carousel"
      aria-label={LL.carousel.label()}
    >
      <ul ref={sliderRef} className="keen-slider site-carousel__track">
        {slides.map((slide, index) => {
          const visible = index >= current && index < current + perView;
          return (
            <li
              key={slide.id ?? slide.url}
              className="keen-slider__slide site-carousel__slide"
              aria-roledescription="slide"
              aria-label={LL.carousel.slide({ index: index + 1, count })}
              aria-hidden={visible ? undefined : true}
              inert={!visible}
              data-testid="carousel-slide"
            >
              <ServerLink target={slide.target} className="site-carousel__link">
                <SlidePicture slide={slide} />
              </ServerLink>
            </li>
          );
        })}
      </ul>
      {count > perView ? (
        <div className="site-carousel__controls">
          <button
            type="button"
            className="site-icon-button"
            aria-label={playing ? LL.carousel.pause() : LL.carousel.play()}
            onClick={() => setPlaying(!playing)}
          >
            <Icon name={playing ? 'pause' : 'play'} />
          </button>
          <button
            type="button"
            className="site-icon-button"
            aria-label={LL.carousel.previous()}
            disabled={current === 0}
            onClick={() => goTo(current - 1)}
          >
            <Icon name="back" />
          </button>
          <ol className="site-carousel__dots">
            {Array.from({ length: last + 1 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: positions, not items
              <li key={index}>
                <button
                  type="button"
                  className="site-carousel__dot"
                  aria-label={LL.carousel.goTo({ index: index + 1 })}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => goTo(index)}
                />
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="site-icon-button"
            aria-label={LL.carousel.next()}
            disabled={current >= last}
            onClick={() => goTo(current + 1)}
          >
            <Icon name="next" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
