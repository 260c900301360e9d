import { atom, computed, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import type { KeyValueStorage, MessageSource, Platform } from '../env/ports';
import { toSiteError } from '../errors/site-error';
import type { HttpClient } from '../http/http-client';
import type { LoadState } from '../load/load-state';
import { readCachedBootstrap, writeCachedBootstrap } from './bootstrap.cache';
import { bootstrapPatchSchema, bootstrapSchema } from './bootstrap.schema';
import {
  BOOTSTRAP_MESSAGE_TYPE,
  type BootstrapSource,
  type DomainStatus,
  emptyBootstrap,
  type LanguageData,
  type StoredBootstrap,
} from './bootstrap.types';
import { type DomainBanner, domainBanner } from './domain-status';
import { translationMap } from './translations';

/**
 * The `cms/grouped` load (`failed` keeps the cached data; `error` is cleared by the next
 * success or window message).
 */
export interface BootstrapStatus extends LoadState {
  /** Where the current data came from: nothing yet, the cache, the server, a window message. */
  source: BootstrapSource;
}

export interface BootstrapModule {
  /**
   * The whole bootstrap; empty lists until the cache or the server fills it. The kernel's keys
   * are validated; the modules' slices (content, casino) are as sent: each module validates its own.
   */
  $bootstrap: ReadableAtom<StoredBootstrap>;
  $status: ReadableAtom<BootstrapStatus>;
  $domainStatus: ReadableAtom<DomainStatus | null>;
  /**
   * `TOP_NOTIFY` with current and next domain, only when the page is off the default domain,
   * and not after `dismissDomainBanner()`.
   */
  $domainBanner: ReadableAtom<DomainBanner | null>;
  /** Hides the domain banner until the next page load (a late one covers part of the page). */
  dismissDomainBanner(): void;
  /** Above 0 shows the register form's trial-bonus checkbox. */
  $trialBonusAmount: ReadableAtom<number>;
  /** The server's texts by key, for the UI to lay over its own dictionary. */
  $translations: ReadableAtom<Readonly<Record<string, string>>>;
  $languages: ReadableAtom<LanguageData[]>;
  /**
   * One key of `$bootstrap` as its own store (a new store per call): a module reads its raw
   * slice this way and validates it, e.g. `$slice('casinoCategoryList')`.
   */
  $slice<K extends keyof StoredBootstrap>(name: K): ReadableAtom<StoredBootstrap[K]>;
  /**
   * Fetches `cms/grouped` (again), stores and caches it. Resolves `{ ok: true }`, or
   * `{ ok: false, reason: 'failed' }` with the error in `$status` (spec 000 §8): it never
   * rejects, so start-up goes on with the cached data.
   */
  refresh(): Promise<{ ok: true } | { ok: false; reason: 'failed' }>;
  /**
   * Stores each key of a `{ type: 'BOOTSTRAP_DATA', data }` message, validated like `cms/grouped`
   * and with its lists capped; false if it is not one. Held in memory only: the cache keeps the
   * server's copy, so a message's value never outlives a reload nor the next `cms/grouped`.
   */
  applyMessage(message: unknown): boolean;
  /**
   * Listens for BOOTSTRAP_DATA messages from the page itself or, when it runs in a frame, its
   * parent (same origin only; see docs/bootstrap.md), and reloads when the language changes.
   * Idempotent.
   */
  start(): void;
  stop(): void;
}

export interface BootstrapDeps {
  http: () => HttpClient;
  storage: KeyValueStorage;
  platform: Platform;
  $locale: ReadableAtom<string>;
  /** The site's default domain; default: the server's `domainStatus.current`. */
  defaultDomain?: string | undefined;
}

/** The windows whose BOOTSTRAP_DATA is taken (see `Platform.onWindowMessage`). */
const acceptedSources: ReadonlySet<MessageSource | undefined> = new Set(['self', 'parent']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export function createBootstrap(deps: BootstrapDeps): BootstrapModule {
  const { storage, platform } = deps;
  const cached = readCachedBootstrap(storage);
  const $bootstrap = atom<StoredBootstrap>(cached ?? emptyBootstrap());
  const $status = atom<BootstrapStatus>({
    source: cached ? 'cache' : 'none',
    status: 'idle',
  });

  // One store per key first: a key that did not change keeps its reference, so stores derived
  // from it (and the components behind them) do not wake up.
  const key = <K extends keyof StoredBootstrap>(name: K) =>
    computed($bootstrap, (data) => data[name]);
  const $domainStatus = key('domainStatus');
  const $translationList = key('translationList');

  const bannerOf = (status: DomainStatus | null, late: boolean) =>
    domainBanner(status, platform.origin(), deps.defaultDomain, late);
  // Whether a banner was known before the first server answer after `start()` (cache, server
  // render, window message): undefined until that answer. A banner only that answer brings is
  // `late`. A site never started (a server render loading the page's data) paints nothing
  // before its answer, so nothing it shows is late.
  const $bannerKnownEarly = atom<boolean | undefined>(undefined);
  let started = false;
  const $bannerDismissed = atom(false);
  const $domainBanner = computed(
    [$domainStatus, $bannerKnownEarly, $bannerDismissed],
    (status, knownEarly, dismissed) => (dismissed ? null : bannerOf(status, knownEarly === false)),
  );

  function store(data: StoredBootstrap, source: BootstrapSource): void {
    if (started && source === 'server' && $bannerKnownEarly.get() === undefined) {
      $bannerKnownEarly.set(bannerOf($domainStatus.get(), false) !== null);
    }
    $bootstrap.set(data);
    // Only the server's answer is cached: a window message's keys (maybe a hostile frame's)
    // must not come back on the next start while `cms/grouped` fails.
    if (source === 'server') writeCachedBootstrap(storage, data);
    // A window message during a load leaves the load running.
    const loading = source !== 'server' && $status.get().status === 'loading';
    $status.set({ source, status: loading ? 'loading' : 'ready' });
  }

  let inFlight: { locale: string; promise: Promise<boolean> } | undefined;
  let generation = 0;

  /**
   * `cms/grouped` is public. A visitor's 401 is retried by the HTTP client; a player's ends the
   * session (spec 000 §8), after which the call is asked once more as a visitor, so a stale
   * session with no cached bootstrap still gets its footer, slides and texts without a reload.
   */
  async function getGrouped() {
    const get = () => deps.http().get('cms/grouped', { schema: bootstrapSchema });
    try {
      return await get();
    } catch (error) {
      if (toSiteError(error).code !== 'unauthorized') throw error;
      return get();
    }
  }

  function load(): Promise<boolean> {
    const locale = deps.$locale.get();
    // A second call while one runs for the same language shares it; a language change starts
    // a new load and the older answer is thrown away.
    if (inFlight?.locale === locale) return inFlight.promise;
    const run = ++generation;
    $status.set({ ...$status.get(), status: 'loading' });
    // A superseded load answers with the newer one's result instead of its own.
    const superseded = () => inFlight?.promise ?? $status.get().status !== 'failed';
    const promise = (async (): Promise<boolean> => {
      try {
        const { data } = await getGrouped();
        if (run !== generation) return superseded();
        inFlight = undefined;
        store(data, 'server');
        return true;
      } catch (error) {
        if (run !== generation) return superseded();
        inFlight = undefined;
        $status.set({ ...$status.get(), status: 'failed', error: toSiteError(error) });
        return false;
      }
    })();
    inFlight = { locale, promise };
    return promise;
  }

  function applyMessage(message: unknown): boolean {
    if (!isRecord(message) || message.type !== BOOTSTRAP_MESSAGE_TYPE) return false;
    // The keys ride in `data` (or `payload`); a message carrying them at its top level works too.
    const carried = isRecord(message.data)
      ? message.data
      : isRecord(message.payload)
        ? message.payload
        : message;
    const patch = v.safeParse(bootstrapPatchSchema, carried);
    if (!patch.success) return false;
    store({ ...$bootstrap.get(), ...patch.output }, 'message');
    return true;
  }

  let stopListening: (() => void)[] = [];

  return {
    $bootstrap,
    $status,
    $domainStatus,
    $domainBanner,
    dismissDomainBanner: () => $bannerDismissed.set(true),
    $trialBonusAmount: key('trialBonusAmount'),
    $translations: computed($translationList, translationMap),
    $languages: key('languageList'),
    $slice: key,
    refresh: () => load().then((ok) => (ok ? { ok: true } : { ok: false, reason: 'failed' })),
    applyMessage,
    start() {
      started = true;
      if (stopListening.length > 0) return;
      stopListening = [
        platform.onWindowMessage((data, origin, source) => {
          // Only the page itself, or the page that frames it, may hand over bootstrap data, and
          // only from the site's origin: a game iframe, a content page in another window or a
          // proxied asset page (same origin, other window) could otherwise replace slides and texts.
          if (origin === platform.origin() && acceptedSources.has(source)) applyMessage(data);
        }),
        // Texts come in the request's language, so a language change refreshes the bootstrap.
        deps.$locale.listen(() => {
          void load();
        }),
      ];
    },
    stop() {
      for (const stop of stopListening) stop();
      stopListening = [];
    },
  };
}
