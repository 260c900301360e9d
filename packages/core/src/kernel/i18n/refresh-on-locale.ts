import { onMount, type ReadableAtom } from 'nanostores';

/** A store that holds names the server wrote in the request's language, and how to re-fetch it. */
export interface LocalisedHolding {
  /** The store a screen watches (never read here: `.get()` would mount it). */
  $store: ReadableAtom<unknown>;
  /** Fetches it again; the client sends the new `x-locale` with the call. */
  refresh(): unknown;
  /**
   * The store loads itself on every first watch (My Bets, popular events): one changed while
   * nobody watched needs nothing more. Otherwise it is re-fetched on its next watch.
   */
  loadsOnWatch?: boolean;
}

/**
 * The language-switch rule of every composed module: the server answers in the `x-locale`
 * language, so on a change of `$locale` each holding that is watched (mounted) is fetched again
 * at once, and one that is not is fetched when next watched, so no screen keeps names of the
 * old language. Returns the function that stops following the language (the module's dispose).
 */
export function refreshOnLocaleChange(
  $locale: ReadableAtom<string>,
  holdings: readonly LocalisedHolding[],
): () => void {
  // A failed re-fetch keeps the last data; each store reports its own failure (status, toast).
  const run = (holding: LocalisedHolding) => {
    const result = holding.refresh();
    if (result instanceof Promise) result.catch(() => {});
  };
  const mounted = new Set<LocalisedHolding>();
  const stale = new Set<LocalisedHolding>();
  const unbindMounts = holdings.map((holding) =>
    onMount(holding.$store, () => {
      mounted.add(holding);
      if (stale.delete(holding)) run(holding);
      return () => {
        mounted.delete(holding);
      };
    }),
  );
  const unbindLocale = $locale.listen(() => {
    for (const holding of holdings) {
      if (mounted.has(holding)) {
        stale.delete(holding);
        run(holding);
      } else if (!holding.loadsOnWatch) stale.add(holding);
    }
  });
  return () => {
    unbindLocale();
    for (const unbind of unbindMounts) unbind();
    stale.clear();
  };
}
