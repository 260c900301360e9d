import { Link } from 'wouter';
import { useBootstrapStatus, usePromotions } from '../../hooks/use-bootstrap';
import { useI18nContext } from '../../i18n/i18n-react';
import { PromotionCard } from './promotion-card';

/** Promotions a home page shows; the rest are one click away on /promotions. */
const SHOWN = 3;

/**
 * The home page's promotions: the first few of the bootstrap's promotions (as /promotions
 * lists them), each opening the promotion-detail dialog, and a link to all of them.
 */
export function HomePromotions() {
  const { LL } = useI18nContext();
  const t = LL.homePage;
  const promotions = usePromotions();
  const { status } = useBootstrapStatus();
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
        <p className="site-page__state" role={status === 'loading' ? 'status' : undefined}>
          {status === 'loading' ? t.loading() : t.promotionsEmpty()}
        </p>
      ) : (
        <ul className="site-home-promotions__list">
          {promotions.slice(0, SHOWN).map((promotion) => (
            <PromotionCard
              key={promotion.id}
              promotion={promotion}
              heading="h3"
              variant="secondary"
            />
          ))}
        </ul>
      )}
    </section>
  );
}
