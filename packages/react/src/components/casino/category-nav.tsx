import { useKeenSlider } from 'keen-slider/react';
import { useNearScreen } from '../../hooks/use-near-screen';
import { useI18nContext } from '../../i18n/i18n-react';
import { continueNativeScroll, pendingTrackProps } from '../carousel/pending-slider';

export interface CategoryNavItem {
  /** `all`, `favorites` or a category id. */
  id: string;
  label: string;
  count?: number;
}

export interface CategoryNavProps {
  items: readonly CategoryNavItem[];
  active: string;
  onSelect(id: string): void;
}

const SPACING_PX = 8;

/**
 * The lobby's category chips: a sideways rail (keen-slider) that scrolls when they overflow. The
 * slider is built once the chips come within a screen of the viewport; until then the row
 * scrolls natively with the chips at the same places.
 */
export function CategoryNav({ items, active, onSelect }: CategoryNavProps) {
  const { LL } = useI18nContext();
  const [navRef, near] = useNearScreen<HTMLElement>();
  const [sliderRef] = useKeenSlider<HTMLDivElement>({
    mode: 'free',
    slides: { perView: 'auto', spacing: SPACING_PX },
    rubberband: false,
    created: (instance) => continueNativeScroll(instance, SPACING_PX),
  });
  return (
    <nav ref={navRef} className="site-category-nav" aria-label={LL.casinoUi.categories()}>
      <div
        ref={near ? sliderRef : undefined}
        className="keen-slider site-category-nav__track"
        {...pendingTrackProps(!near, SPACING_PX)}
      >
        {items.map((item) => (
          <button
            key={item.id}
            type="button"
            className="keen-slider__slide site-category-nav__chip"
            aria-pressed={item.id === active}
            onClick={() => onSelect(item.id)}
          >
            {item.label}
            {item.count !== undefined ? (
              <span className="site-category-nav__count">{item.count}</span>
            ) : null}
          </button>
        ))}
      </div>
    </nav>
  );
}
