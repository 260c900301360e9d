import type { SiteError } from '../errors/site-error';

/**
 * Where a fetch is, in every store that loads something: `idle` (nothing asked yet), `loading`,
 * `ready` (the data is in) or `failed`. A refresh of shown data may say `loading` over the last
 * answer; a store says on its own type whether a failure keeps the last data.
 */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The load part of a store's state: its status, and the error while `failed`. */
export interface LoadState {
  status: LoadStatus;
  /** Why the last load failed; set with `failed`, cleared by the next load. */
  error?: SiteError | undefined;
}
