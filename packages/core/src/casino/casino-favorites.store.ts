import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import type { DialogsModule } from '../kernel/dialogs/dialogs';
import type { KeyValueStorage } from '../kernel/env/ports';
import { errorText } from '../kernel/errors/error-text';
import { type SiteError, toSiteError } from '../kernel/errors/site-error';
import type { HttpClient } from '../kernel/http/http-client';
import type { SessionModule } from '../kernel/session/session';
import { readStored, writeStored } from '../kernel/storage/json-storage';
import type { ToastsModule } from '../kernel/toasts/toasts';
import { casinoText } from './casino-messages';
import type { Game } from './game.schema';

/** Spec 001 §3 / §7: the player's favorite game codes, kept locally under this key. */
export const FAVORITES_STORAGE_KEY = 'userFavoriteList';

const codesSchema = v.array(v.pipe(v.string(), v.nonEmpty()));

// togglefavorite answers "success, message"; the dev server adds the resulting list.
const toggleAnswerSchema = v.nullish(
  v.object({
    isFavorite: v.optional(v.boolean()),
    favorites: v.optional(codesSchema),
  }),
);

/**
 * The result shape of docs/architecture.md ("API convention"): an optimistic toggle the UI
 * branches on never rejects. `not-logged-in`: the login dialog is open, nothing was sent;
 * `busy`: the same game's toggle is still on its way; `failed`: rolled back, `error` toasted.
 */
export type ToggleFavoriteResult =
  | { ok: true; isFavorite: boolean }
  | { ok: false; reason: 'not-logged-in' | 'busy' }
  | { ok: false; reason: 'failed'; error: SiteError };

export interface CasinoFavorites {
  /** The favorite game codes, in the order they were added. */
  $favoriteCodes: ReadableAtom<readonly string[]>;
  /** One small store per game code: the tile's active style (spec 001 §2). */
  $isFavorite(code: string): ReadableAtom<boolean>;
  /**
   * Toggles a game: optimistic (the star flips at once), rolled back on failure, then
   * revalidated. A visitor gets the login dialog instead.
   */
  toggleFavorite(game: Pick<Game, 'gameCode' | 'mainProviderId'>): Promise<ToggleFavoriteResult>;
  /** Reloads the list from the server's favorites call; a failure keeps the local list. */
  refreshFavorites(): Promise<void>;
}

export interface FavoritesDeps {
  http: HttpClient;
  session: Pick<SessionModule, '$session' | 'on'>;
  toasts: Pick<ToastsModule, 'show'>;
  dialogs: Pick<DialogsModule, 'open'>;
  storage: KeyValueStorage;
  /** The bootstrap's `userFavoriteList`, when the bootstrap carries one (validated here). */
  $bootstrapFavorites?: ReadableAtom<unknown>;
  /** GET path answering `{ codes }` (a dev-server extension); `false` when the API has none. */
  listEndpoint: string | false;
}

export function createCasinoFavorites(deps: FavoritesDeps): CasinoFavorites {
  const { storage } = deps;
  // A corrupt stored list is removed by readStored (spec 001 §8: "Corrupt stored favorites
  // cleared") and reads as empty.
  const read = (): string[] => readStored(storage, FAVORITES_STORAGE_KEY, codesSchema) ?? [];
  const $codes = atom<readonly string[]>(read());
  const perCode = new Map<string, ReadableAtom<boolean>>();
  const inFlight = new Set<string>();
  let mounted = false;

  function store(codes: readonly string[]): void {
    writeStored(storage, FAVORITES_STORAGE_KEY, codes);
    $codes.set(codes);
  }

  const loggedIn = () => deps.session.$session.get().hasLogin;

  async function refreshFavorites(): Promise<void> {
    if (!deps.listEndpoint || !loggedIn()) return;
    try {
      const { data } = await deps.http.get(deps.listEndpoint, {
        schema: v.object({ codes: codesSchema }),
      });
      if (loggedIn()) store(data.codes);
    } catch {
      // Optional endpoint: without it (or while it fails) the local list stands.
    }
  }

  onMount($codes, () => {
    mounted = true;
    // Storage may have changed while nobody watched (a logout clears it).
    $codes.set(read());
    // Changes only: the bootstrap module stores its keys itself, read() above saw them.
    const unbindBootstrap = deps.$bootstrapFavorites?.listen((raw) => {
      if (raw === undefined || raw === null) return;
      const parsed = v.safeParse(codesSchema, raw);
      if (parsed.success) store(parsed.output);
    });
    const offOut = deps.session.on('logged-out', () => $codes.set([]));
    const offIn = deps.session.on('logged-in', () => {
      $codes.set(read());
      void refreshFavorites();
    });
    void refreshFavorites();
    return () => {
      mounted = false;
      unbindBootstrap?.();
      offOut();
      offIn();
    };
  });

  /** Membership of one code, leaving every other code as it is now. */
  function setMember(code: string, member: boolean): void {
    const codes = $codes.get().filter((item) => item !== code);
    store(member ? [...codes, code] : codes);
  }

  return {
    $favoriteCodes: $codes,
    $isFavorite(code) {
      let $one = perCode.get(code);
      if (!$one) {
        $one = computed($codes, (codes) => codes.includes(code));
        perCode.set(code, $one);
      }
      return $one;
    },
    refreshFavorites,
    async toggleFavorite(game) {
      if (!loggedIn()) {
        deps.dialogs.open('login');
        return { ok: false, reason: 'not-logged-in' };
      }
      const code = game.gameCode;
      // A second click while the first is on its way would race its own rollback.
      if (inFlight.has(code)) return { ok: false, reason: 'busy' };
      if (!mounted) $codes.set(read());
      const wasFavorite = $codes.get().includes(code); // snapshot
      setMember(code, !wasFavorite); // apply
      inFlight.add(code);
      try {
        const { data } = await deps.http.post(
          'casino/togglefavorite',
          { code, providerId: game.mainProviderId },
          { schema: toggleAnswerSchema },
        );
        // Revalidate: the server's list (when it sends one) is the truth.
        if (data?.favorites) store(data.favorites);
        const isFavorite = data?.isFavorite ?? !wasFavorite;
        if (!data?.favorites) setMember(code, isFavorite);
        deps.toasts.show(
          isFavorite ? 'success' : 'warning',
          casinoText(isFavorite ? 'casino.addedToFavorites' : 'casino.removedFromFavorites'),
        );
        return { ok: true, isFavorite };
      } catch (caught) {
        const error = toSiteError(caught);
        // Roll back only this code: a toggle of another game meanwhile stays.
        if (loggedIn()) setMember(code, wasFavorite);
        deps.toasts.show('error', errorText(error));
        void refreshFavorites();
        return { ok: false, reason: 'failed', error };
      } finally {
        inFlight.delete(code);
      }
    },
  };
}
