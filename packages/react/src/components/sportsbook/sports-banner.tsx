import { CAROUSEL_AUTOPLAY_MS } from '@site/core/shell';
import { useKeenSlider } from 'keen-slider/react';
import { useEffect, useState } from 'react';
import { useSlides } from '../../hooks/use-bootstrap';
import { useI18nContext } from '../../i18n/i18n-react';
import { SlidePicture } from '../carousel/slide-picture';
import { Icon } from '../icons/icon';

/**
 * Spec 001 §2, §9: the sportsbook slides (slug `sportsbook`): one slide, autoplay every 5 s,
 * looping, every link in a new tab. A refused link renders the picture without a link.
 */
export function SportsBanner() {
  const slides = useSlides('sportsbook');
  const key = slides.map((slide) => slide.id ?? slide.url).join('|');
  if (slides.length === 0) return null;
  return <BannerSlider key={key} slides={slides} />;
}

function BannerSlider({ slides }: { slides: ReturnType<typeof useSlides> }) {
  const { LL } = useI18nContext();
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [sliderRef, slider] = useKeenSlider<HTMLUListElement>({
    loop: true,
    slides: { perView: 1 },
    slideChanged: (instance) => setCurrent(instance.track.details?.rel ?? 0),
  });
  useEffect(() => {
    if (!playing || slides.length < 2) return;
    const timer = window.setInterval(() => slider.current?.next(), CAROUSEL_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [playing, slider, slides.length]);
  const count = slides.length;
  return (
    <section
      className="sb-banner site-carousel"
      aria-roledescription="carousel"
      aria-label={LL.carousel.label()}
    >
      <ul ref={sliderRef} className="keen-slider site-carousel__track">
        {slides.map((slide, index) => {
          const href =
            slide.target?.kind === 'open'
              ? slide.target.href
              : slide.target?.kind === 'navigate'
                ? slide.target.path
                : null;
          return (
            <li
              key={slide.id ?? slide.url}
              className="keen-slider__slide site-carousel__slide"
              aria-roledescription="slide"
              aria-label={LL.carousel.slide({ index: index + 1, count })}
              aria-hidden={index === current ? undefined : true}
              inert={index !== current}
            >
              {href ? (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="site-carousel__link"
                  aria-label={`${slide.title} ${LL.sideMenu.newTab()}`}
                >
                  <SlidePicture slide={slide} />
                </a>
              ) : (
                <SlidePicture slide={slide} />
              )}
            </li>
          );
        })}
      </ul>
      {count > 1 ? (
        <div className="sb-banner__controls">
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
            onClick={() => slider.current?.prev()}
          >
            <Icon name="back" />
          </button>
          <button
            type="button"
            className="site-icon-button"
            aria-label={LL.carousel.next()}
            onClick={() => slider.current?.next()}
          >
            <Icon name="next" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
