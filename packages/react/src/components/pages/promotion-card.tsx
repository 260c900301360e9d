import type { Promotion } from '@site/core/shell';
import { useSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { ServerImage } from '../images/server-image';

/**
 * One promotion as a card: art, title, and Details opening the promotion-detail dialog. The
 * /promotions page and the home page list the same cards; only the heading level and the
 * button's weight differ with where they stand.
 */
export function PromotionCard({
  promotion,
  heading: Heading,
  variant,
}: {
  promotion: Promotion;
  heading: 'h2' | 'h3';
  variant: 'primary' | 'secondary';
}) {
  const { LL } = useI18nContext();
  const site = useSite();
  return (
    <li className="site-card site-promotion-card">
      <ServerImage className="site-card__image" src={promotion.image} alt="" loading="lazy" />
      <Heading className="site-card__title">{promotion.title}</Heading>
      <button
        type="button"
        className={`site-button site-button--${variant}`}
        aria-label={`${LL.promotionList.details()}: ${promotion.title}`}
        onClick={() =>
          site.dialogs.open('promotionDetail', { id: promotion.id, title: promotion.title })
        }
      >
        {LL.promotionList.details()}
      </button>
    </li>
  );
}
