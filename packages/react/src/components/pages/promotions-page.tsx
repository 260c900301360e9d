import { useBootstrapStatus, usePromotions } from '../../hooks/use-bootstrap';
import { useSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { ServerImage } from '../images/server-image';

/**
 * /promotions: the bootstrap's promotions (or, without a promotionList, its slides; see the
 * core's `promotionsFrom`). Details opens the promotion-detail dialog.
 */
export function PromotionsPage() {
  const { LL } = useI18nContext();
  const site = useSite();
  const promotions = usePromotions();
  const status = useBootstrapStatus();
  return (
    <section className="site-page site-promotions" aria-labelledby="site-promotions-title">
      <h1 className="site-page__title" id="site-promotions-title">
        {LL.promotionList.title()}
      </h1>
      {promotions.length === 0 ? (
        <p className="site-page__state" role={status.loading ? 'status' : undefined}>
          {status.loading ? LL.promotionList.loading() : LL.promotionList.empty()}
        </p>
      ) : (
        <ul className="site-card-grid">
          {promotions.map((promotion) => (
            <li key={promotion.id} className="site-card site-promotion-card">
              <ServerImage
                className="site-card__image"
                src={promotion.image}
                alt=""
                loading="lazy"
              />
              <h2 className="site-card__title">{promotion.title}</h2>
              <button
                type="button"
                className="site-button site-button--primary"
                aria-label={`${LL.promotionList.details()}: ${promotion.title}`}
                onClick={() =>
                  site.dialogs.open('promotionDetail', { id: promotion.id, title: promotion.title })
                }
              >
                {LL.promotionList.details()}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
