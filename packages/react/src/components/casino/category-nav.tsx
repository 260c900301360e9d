import { useKeenSlider } from 'keen-slider/react';
import { useI18nContext } from '../../i18n/i18n-react';

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

/** The lobby's category chips: a sideways rail (keen-slider) that scrolls when they overflow. */
export function CategoryNav({ items, active, onSelect }: CategoryNavProps) {
  const { LL } = useI18nContext();
  const [ref] = useKeenSlider<HTMLDivElement>({
    mode: 'free',
    slides: { perView: 'auto', spacing: 8 },
    rubberband: false,
  });
  return (
    <nav className="site-category-nav" aria-label={LL.casinoUi.categories()}>
      <div ref={ref} className="keen-slider site-category-nav__track">
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
