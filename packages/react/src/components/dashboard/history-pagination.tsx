import { pageCount } from '@site/core/account';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';

/** Previous / next with "page 2 of 5" between them; hidden while there is a single page. */
export function HistoryPagination({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage(page: number): void;
}) {
  const { LL } = useI18nContext();
  const pages = pageCount(total);
  return (
    <nav className="site-history-pagination" aria-label={LL.history.pagination.label()}>
      <p className="site-history-pagination__total">{LL.history.pagination.total({ total })}</p>
      {pages > 1 ? (
        <div className="site-history-pagination__pages">
          <button
            type="button"
            className="site-icon-button"
            aria-label={LL.history.pagination.previous()}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <Icon name="back" />
          </button>
          <span aria-live="polite">{LL.history.pagination.page({ page, pages })}</span>
          <button
            type="button"
            className="site-icon-button"
            aria-label={LL.history.pagination.next()}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            <Icon name="next" />
          </button>
        </div>
      ) : null}
    </nav>
  );
}
