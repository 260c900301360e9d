import { Link } from 'wouter';
import { useBootstrapStatus, usePromotions } from '../../hooks/use-bootstrap';
import { useSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { ServerImage } from '../images/server-image';

/** Promotions a home page shows; the rest are one click away on /promotions. */
const SHOWN = 3;

/**
 * The home page's promotions: the first few of the bootstrap's promotions (as /promotions
 * lists them), each opening the promotion-detail dialog, and a link to all of them.
 */
export function HomePromotions() {
  const { LL } = useI18nContext();
  const t = LL.homePage;
  const site = useSite();
  const promotions = usePromotions();
  const status = useBootstrapStatus();
  return (
    <section className="site-home-promotions" aria-labelledby="site-home-promotions-title">
      <div className="site-home-games__head">
        <h2 className="site-home-games__title" id="site-home-promotions-title">
          {t.promotionsTitle()}
        </h2>
        {promotions.length > SHOWN ? (
          <Link href="/promotions" className="site-home-games__all">
            {t.promotionsAll()}
          </Link>
        ) : null}
      </div>
      {promotions.length === 0 ? (
        <p className="site-page__state" role={status.loading ? 'status' : undefined}>
          {status.loading ? t.loading() : t.promotionsEmpty()}
        </p>
      ) : (
        <ul className="site-home-promotions__list">
          {promotions.slice(0, SHOWN).map((promotion) => (
            <li key={promotion.id} className="site-card site-promotion-card">
              <ServerImage
                className="site-card__image"
                src={promotion.image}
                alt=""
                loading="lazy"
              />
              <h3 className="site-card__title">{promotion.title}</h3>
              <button
                type="button"
                className="site-button site-button--secondary"
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
