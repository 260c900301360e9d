import type { HistoryList } from '@site/core/account';
import type { ReactNode } from 'react';
import { translatorAt } from '../../hooks/use-display-text';
import { useI18nContext } from '../../i18n/i18n-react';
import { HistoryFilterForm } from './history-filter-form';
import { HistoryNav } from './history-nav';
import { HistoryPagination } from './history-pagination';
import { useHistoryList } from './use-history-list';

export interface HistorySectionProps<T> {
  list: HistoryList<T>;
  title: string;
  filterLabel: string;
  valueLabel(value: number): string;
  empty: string;
  /** The rows of a loaded, non-empty page. */
  children(items: readonly T[]): ReactNode;
  /** Shown under the empty text (a way to make the first record). */
  emptyAction?: ReactNode;
}

/**
 * One history page: its title, the links to the other history pages, the filter, then the
 * loading, failed (with retry), empty or loaded state, and the pages.
 */
export function HistorySection<T>({
  list,
  title,
  filterLabel,
  valueLabel,
  empty,
  children,
  emptyAction,
}: HistorySectionProps<T>) {
  const { LL } = useI18nContext();
  // Core keys (history.errors.*, errors.*) are dictionary paths.
  const text = (key: string) => translatorAt(LL, key)?.() || key;
  const state = useHistoryList(list);
  const errorText = state.error ? (state.error.serverMessage ?? text(state.error.message)) : '';
  return (
    <section className="site-page site-history" aria-labelledby="site-history-title">
      <h1 className="site-page__title" id="site-history-title">
        {title}
      </h1>
      <HistoryNav />
      <HistoryFilterForm
        filter={state.filter}
        values={list.filterValues}
        valueLabel={valueLabel}
        filterLabel={filterLabel}
        onApply={list.applyFilter}
      />
      <div className="site-history__body" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' || state.status === 'idle' ? (
          <p className="site-page__state" role="status">
            <span className="site-spinner" aria-hidden="true" />
            {LL.history.loading()}
          </p>
        ) : state.status === 'failed' ? (
          <div className="site-history__failed" role="alert">
            <p>{LL.history.failed()}</p>
            {errorText && errorText !== LL.history.failed() ? (
              <p className="site-history__reason">{errorText}</p>
            ) : null}
            <button
              type="button"
              className="site-button site-button--secondary"
              onClick={() => void list.load()}
            >
              {LL.history.retry()}
            </button>
          </div>
        ) : state.items.length === 0 ? (
          <div className="site-history__empty">
            <p>{empty}</p>
            {emptyAction}
          </div>
        ) : (
          children(state.items)
        )}
      </div>
      {state.status === 'ready' && state.total > 0 ? (
        <HistoryPagination
          page={state.page}
          total={state.total}
          onPage={(page) => void list.goToPage(page)}
        />
      ) : null}
    </section>
  );
}
