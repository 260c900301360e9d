import { atom, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import type { Clock } from '../kernel/env/ports';
import { SiteError } from '../kernel/errors/site-error';
import { loadResource } from '../kernel/load/load-resource';
import type { LoadState } from '../kernel/load/load-state';
import {
  defaultHistoryFilter,
  filterInstants,
  HISTORY_PAGE_SIZE,
  type HistoryFilter,
  historyFilterSchema,
} from './history-filter';

export interface HistoryState<T> extends LoadState {
  /** The rows of the current page. */
  items: readonly T[];
  /** Rows matching the filter on every page. */
  total: number;
  /** 1-based. */
  page: number;
  filter: HistoryFilter;
}

/** What one page query sends: the filter's instants, its enumeration value, and the window. */
export interface HistoryQuery {
  from: number;
  to: number;
  value: number | undefined;
  skip: number;
  take: number;
}

/** What one page load is for: a second load of the same key joins the call on its way. */
interface PageKey {
  filter: HistoryFilter;
  page: number;
  owner: string | undefined;
}

export type FilterResult =
  | { ok: true }
  | { ok: false; error: SiteError; fields: Partial<Record<keyof HistoryFilter, string>> };

/**
 * One history page's model: the filter, the page, and the rows the server answered for them.
 * Loading starts on `load()` (a page calls it when it mounts), never on import.
 */
export interface HistoryList<T> {
  readonly $state: ReadableAtom<HistoryState<T>>;
  /** The enumeration values the type/status filter offers, in display order. */
  readonly filterValues: readonly number[];
  /** Loads the current filter and page (again: after a failure it is the retry). */
  load(): Promise<void>;
  /** Checks the filter with `historyFilterSchema`; a valid one loads its first page. */
  applyFilter(input: unknown): FilterResult;
  /** Loads page `page` (clamped to the pages there are). */
  goToPage(page: number): Promise<void>;
}

export function createHistoryList<T>(deps: {
  clock: Pick<Clock, 'now'>;
  filterValues: readonly number[];
  fetchPage(query: HistoryQuery): Promise<{ items: readonly T[]; total: number }>;
  pageSize?: number;
  /** Whose history it is (the logged-in username): another player starts from the defaults. */
  owner?(): string | undefined;
}): HistoryList<T> {
  const pageSize = deps.pageSize ?? HISTORY_PAGE_SIZE;
  const $state = atom<HistoryState<T>>({
    status: 'idle',
    items: [],
    total: 0,
    page: 1,
    filter: defaultHistoryFilter(deps.clock),
    error: undefined,
  });
  // One page of one filter for one player is one load: clicking the same page twice sends once,
  // and only the latest key writes (a slow answer for an old filter is dropped).
  const rows = loadResource($state, {
    fetch: ({ filter, page }: PageKey) =>
      deps.fetchPage({
        ...filterInstants(filter),
        value: filter.value,
        skip: (page - 1) * pageSize,
        take: pageSize,
      }),
    loading: (state, { filter, page }) => ({
      ...state,
      status: 'loading',
      filter,
      page,
      error: undefined,
    }),
    ready: (state, answer) => ({
      ...state,
      status: 'ready',
      items: answer.items,
      total: answer.total,
    }),
    // A failed page shows no rows of another page under its number.
    failed: (state, error) => ({ ...state, status: 'failed', items: [], error }),
  });
  let loadedFor: string | undefined;

  function pageKey(filter: HistoryFilter, page: number): PageKey {
    loadedFor = deps.owner?.();
    return { filter, page, owner: loadedFor };
  }

  return {
    $state,
    filterValues: deps.filterValues,
    load() {
      // The default range counts from when the page first opens, not from when the site started;
      // a different player (a login without a page reload) starts from it too, with no old rows.
      const { status, filter, page } = $state.get();
      if (status === 'idle' || deps.owner?.() !== loadedFor) {
        $state.set({ ...$state.get(), items: [], total: 0 });
        return rows.reload(pageKey(defaultHistoryFilter(deps.clock), 1));
      }
      // An explicit load is a retry or a reload after a cash-out: never a join of an older call.
      return rows.reload(pageKey(filter, page));
    },
    applyFilter(input) {
      const parsed = v.safeParse(historyFilterSchema, input);
      if (!parsed.success) {
        const fields: Partial<Record<keyof HistoryFilter, string>> = {};
        for (const issue of parsed.issues) {
          const key = v.getDotPath(issue) as keyof HistoryFilter | null;
          if (key && !fields[key]) fields[key] = issue.message;
        }
        const first = parsed.issues[0]?.message ?? 'history.errors.invalidDate';
        return { ok: false, error: new SiteError('invalid-input', first), fields };
      }
      const filter = parsed.output;
      if (filter.value !== undefined && !deps.filterValues.includes(filter.value)) {
        const key = 'history.errors.unknownFilter';
        return { ok: false, error: new SiteError('invalid-input', key), fields: { value: key } };
      }
      void rows.load(pageKey(filter, 1));
      return { ok: true };
    },
    goToPage(page) {
      const { total } = $state.get();
      const last = Math.max(1, Math.ceil(total / pageSize));
      return rows.load(pageKey($state.get().filter, Math.min(Math.max(1, Math.trunc(page)), last)));
    },
  };
}

/** Filters and pages a whole list on the client, for calls that answer everything at once. */
export function pageLocally<T>(
  all: readonly T[],
  query: HistoryQuery,
  at: (entry: T) => number,
  value: (entry: T) => number,
): { items: T[]; total: number } {
  const kept = all
    .filter((entry) => at(entry) >= query.from && at(entry) <= query.to)
    .filter((entry) => query.value === undefined || value(entry) === query.value)
    .sort((a, b) => at(b) - at(a));
  return { items: kept.slice(query.skip, query.skip + query.take), total: kept.length };
}
