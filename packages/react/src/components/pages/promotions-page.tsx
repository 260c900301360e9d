import { useBootstrapStatus, usePromotions } from '../../hooks/use-bootstrap';
import { useI18nContext } from '../../i18n/i18n-react';
import { PromotionCard } from './promotion-card';

/**
 * /promotions: the bootstrap's promotions (or, without a promotionList, its slides; see the
 * core's `promotionsFrom`). Details opens the promotion-detail dialog.
 */
export function PromotionsPage() {
  const { LL } = useI18nContext();
  const promotions = usePromotions();
  const { status } = useBootstrapStatus();
  return (
    <section className="site-page site-promotions" aria-labelledby="site-promotions-title">
      <h1 className="site-page__title" id="site-promotions-title">
        {LL.promotionList.title()}
      </h1>
      {promotions.length === 0 ? (
        <p className="site-page__state" role={status === 'loading' ? 'status' : undefined}>
          {status === 'loading' ? LL.promotionList.loading() : LL.promotionList.empty()}
        </p>
      ) : (
        <ul className="site-card-grid">
          {promotions.map((promotion) => (
            <PromotionCard
              key={promotion.id}
              promotion={promotion}
              heading="h2"
              variant="primary"
            />
          ))}
        </ul>
      )}
    </section>
  );
}
