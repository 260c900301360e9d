import type { WritableAtom } from 'nanostores';
import { type SiteError, toSiteError } from '../errors/site-error';
import type { LoadState } from './load-state';

export interface LoadResourceOptions<S extends LoadState, K, D> {
  fetch(key: K): Promise<D>;
  /** The state once `data` is the answer for `key`. */
  ready(state: S, data: D, key: K): S;
  /** The state while `key` loads. Default: the last data, `loading`, no error. */
  loading?(state: S, key: K): S;
  /** The state after a failure. Default: the last data kept, `failed` with the error. */
  failed?(state: S, error: SiteError, key: K): S;
  /** Which keys are the same load (a shared call). Default: `JSON.stringify`. */
  keyOf?(key: K): string;
}

export interface LoadedResource<S, K> {
  /** Loads `key`; while the same key is on its way, joins that call instead of sending another. */
  load(key: K): Promise<void>;
  /**
   * Sends a new call for `key` even when one is on its way (the data changed on the server: a
   * bet placed, a cash-out, another language); only its answer is written.
   */
  reload(key: K): Promise<void>;
  /** Sets `state` (a logout's empty state) and drops the answer of any call on its way. */
  reset(state: S): void;
}

/**
 * The one way a store loads a resource into its `LoadState` atom: idle → loading → ready or
 * failed (with the `SiteError`), one call in flight per key, and only the latest call writes, so
 * a slow answer for an old key (another filter, page or player) never lands over a newer one.
 */
export function loadResource<S extends LoadState, K, D>(
  $state: WritableAtom<S>,
  options: LoadResourceOptions<S, K, D>,
): LoadedResource<S, K> {
  const keyOf = options.keyOf ?? ((key: K) => JSON.stringify(key) ?? '');
  const loading =
    options.loading ?? ((state: S): S => ({ ...state, status: 'loading', error: undefined }));
  const failed =
    options.failed ?? ((state: S, error: SiteError): S => ({ ...state, status: 'failed', error }));
  let latest = 0;
  let inFlight: { id: number; key: string; done: Promise<void> } | undefined;

  function send(key: K): Promise<void> {
    const id = ++latest;
    $state.set(loading($state.get(), key));
    const done = (async () => {
      try {
        const data = await options.fetch(key);
        if (id === latest) $state.set(options.ready($state.get(), data, key));
      } catch (error) {
        if (id === latest) $state.set(failed($state.get(), toSiteError(error), key));
      } finally {
        if (inFlight?.id === id) inFlight = undefined;
      }
    })();
    inFlight = { id, key: keyOf(key), done };
    return done;
  }

  return {
    load(key) {
      if (inFlight && inFlight.key === keyOf(key)) return inFlight.done;
      return send(key);
    },
    reload: send,
    reset(state) {
      latest++;
      inFlight = undefined;
      $state.set(state);
    },
  };
}
