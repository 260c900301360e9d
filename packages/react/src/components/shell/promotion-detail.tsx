import { usePromotions } from '../../hooks/use-bootstrap';
import { useSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { ServerImage } from '../images/server-image';
import { ServerLink } from '../links/server-link';
import { SafeHtml } from '../safe-html/safe-html';

/**
 * The promotion detail dialog's content: second image and sanitised HTML description (the
 * dialog's title is the promotion's).
 */
export function PromotionDetail({ id }: { id: string }) {
  const { LL } = useI18nContext();
  const site = useSite();
  const promotion = usePromotions().find((item) => item.id === id);
  if (!promotion) return <p role="alert">{LL.promotionList.notFound()}</p>;
  return (
    <article className="site-promotion-detail">
      <ServerImage className="site-promotion-detail__image" src={promotion.detailImage} alt="" />
      {promotion.description ? <SafeHtml html={promotion.description} /> : null}
      {promotion.target.kind === 'refused' ? null : (
        <ServerLink
          target={promotion.target}
          className="site-button site-button--primary"
          onFollow={() => site.dialogs.close('promotionDetail')}
        >
          {LL.promotionList.join()}
        </ServerLink>
      )}
    </article>
  );
}
