import type { LinkTarget } from '@site/core';
import {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_GAP_PX,
  carouselLastIndex,
  carouselSlidesPerView,
  clampCarouselIndex,
  nextAutoplayIndex,
} from '@site/core/shell';
import { type KeenSliderInstance, useKeenSlider } from 'keen-slider/react';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { useBootstrapStatus, useSlides } from '../../hooks/use-bootstrap';
import { useNearScreen } from '../../hooks/use-near-screen';
import { useViewportWidth } from '../../hooks/use-viewport-width';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';
import { ServerLink } from '../links/server-link';
import { carouselOptions } from './carousel-options';
import { pendingTrackProps } from './pending-slider';
import { SlidePicture } from './slide-picture';

export interface HomeCarouselProps {
  /** Which slides of the bootstrap's sliderList: home (default), casino, sportsbook. */
  slug?: string;
  /** Slides in view at once; default the core's breakpoints (1 / 2 / 2 / 3). */
  perView?: number;
  /** Wrap from the last slide to the first (arrows, dragging and autoplay); default off. */
  loop?: boolean;
  /** Every link in a new tab, in-app paths too (the sports banner of spec 001). */
  newTab?: boolean;
  /** Extra class on the carousel (e.g. `sb-banner` for the sportsbook's banner size). */
  className?: string;
}

type SliderOptions = Omit<HomeCarouselProps, 'slug'>;

/** A same-origin target opened in a new tab (noopener), for carousels that open every link so. */
function inNewTab(target: LinkTarget | undefined): LinkTarget | undefined {
  return target?.kind === 'navigate'
    ? { kind: 'open', href: target.path, target: '_blank', rel: 'noopener' }
    : target;
}

/**
 * The slide carousel (keen-slider): slides of one slug, autoplay every 5000 ms that keeps going
 * when the visitor drags or clicks (only the pause button stops it), no loop unless asked.
 * Links follow the core's URL policy: in-app, new tab with noopener, or no link (`newTab`
 * opens in-app ones in a new tab too). The sports banner is `perView={1} loop newTab`.
 * The slider is built once the carousel comes within a screen of the viewport (after the first
 * paint); until then the slides stand where the slider will put them, the controls move the
 * position it starts from, and autoplay waits.
 */
export function HomeCarousel({ slug = 'home', ...options }: HomeCarouselProps) {
  const slides = useSlides(slug);
  const status = useBootstrapStatus();
  // A new slide set (or shape) needs a fresh slider instance.
  const key = `${slides.map((slide) => slide.id ?? slide.url).join('|')}/${options.perView}/${options.loop}`;
  // Slides not known yet (a first visit before `cms/grouped` answers): the carousel keeps its
  // place, so the page below does not move down when they arrive.
  if (slides.length === 0 && status.source === 'none' && status.status !== 'failed')
    return <CarouselPlaceholder className={options.className} />;
  if (slides.length === 0) return null;
  return <Slider key={key} slides={slides} {...options} />;
}

/** An empty slide of the carousel's size (its art's aspect ratio), with the controls' row. */
function CarouselPlaceholder({ className }: { className: string | undefined }) {
  return (
    <div
      className={`site-carousel site-carousel--pending${className ? ` ${className}` : ''}`}
      aria-hidden="true"
      data-testid="carousel-placeholder"
    >
      <div className="site-carousel__link">
        <div className="site-carousel__image" />
      </div>
      <div className="site-carousel__controls" />
    </div>
  );
}

function Slider({
  slides,
  perView: fixedPerView,
  loop = false,
  newTab = false,
  className,
}: SliderOptions & { slides: ReturnType<typeof useSlides> }) {
  const { LL } = useI18nContext();
  const breakpointPerView = carouselSlidesPerView(useViewportWidth());
  const perView = fixedPerView ?? breakpointPerView;
  const [current, setCurrent] = useState(0);
  const currentRef = useRef(0);
  const [playing, setPlaying] = useState(true);
  const [carouselRef, near] = useNearScreen<HTMLElement>();
  // Dragging moves keen-slider itself; slideChanged keeps our position in step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new shape remounts (the key)
  const options = useMemo(
    () => ({
      ...carouselOptions(fixedPerView),
      loop,
      // Controls used before the slider was built: it starts where they left the position.
      created: (instance: KeenSliderInstance) => {
        if (currentRef.current > 0) instance.moveToIdx(currentRef.current, true, { duration: 0 });
      },
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
    // Looping: past either end comes round to the other.
    const target = loop ? (index + count) % count : clampCarouselIndex(index, count, perView);
    currentRef.current = target;
    setCurrent(target);
    slider.current?.moveToIdx(target);
  };
  const track = pendingTrackProps(!near, CAROUSEL_GAP_PX);
  // A fixed count of slides in view for the pending layout (carousel.css; else its breakpoints).
  const trackStyle =
    fixedPerView === undefined
      ? track.style
      : ({ ...track.style, '--site-carousel-per-view': fixedPerView } as CSSProperties);

  // Autoplay on an interval that nothing but the pause button stops (drags and clicks do not).
  const advance = useRef(() => {});
  advance.current = () =>
    goTo(loop ? currentRef.current + 1 : nextAutoplayIndex(currentRef.current, count, perView));
  useEffect(() => {
    if (!playing || !near) return;
    const timer = window.setInterval(() => advance.current(), CAROUSEL_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [playing, near]);

  return (
    <section
      ref={carouselRef}
      className={className ? `site-carousel ${className}` : 'site-carousel'}
      aria-roledescription="carousel"
      aria-label={LL.carousel.label()}
    >
      <ul
        ref={near ? sliderRef : undefined}
        className="keen-slider site-carousel__track"
        data-slider={track['data-slider']}
        style={trackStyle}
      >
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
              <ServerLink
                target={newTab ? inNewTab(slide.target) : slide.target}
                className="site-carousel__link"
              >
                <SlidePicture slide={slide} onScreenAtLoad={index < perView} />
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
            disabled={!loop && current === 0}
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
            disabled={!loop && current >= last}
            onClick={() => goTo(current + 1)}
          >
            <Icon name="next" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
