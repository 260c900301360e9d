import { atom, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import { createMemoryStorage } from '../env/memory-storage';
import type { KeyValueStorage, Platform } from '../env/ports';
import { createEmitter } from '../events/emitter';
import type { Envelope } from '../http/envelope';
import { headerValueSchema } from '../http/header-value';
import type { HttpClient, TokenSource } from '../http/http-client';
import { singleFlight } from '../http/single-flight';
import { readStored } from '../storage/json-storage';
import type { SessionStores } from './session.store';
import {
  ANONYMOUS_TOKEN_KEY,
  AUTH_DATA_KEY,
  type AuthData,
  authDataSchema,
  type Credentials,
  LOGOUT_RELOAD_DELAY_MS,
  type LoggedOutEvent,
  type LogoutReason,
  type SessionState,
} from './session.types';
import { leaveEndedNotice, type SessionEndedNotice, takeEndedNotice } from './session-ended';

export interface SessionEvents extends Record<string, unknown> {
  'logged-in': AuthData;
  'logged-out': LoggedOutEvent;
}

export interface SessionModule {
  $authData: ReadableAtom<AuthData | null>;
  $session: ReadableAtom<SessionState>;
  /** Calls `auth/login`; on success the session starts. Rejects with a SiteError. */
  login(credentials: Credentials): Promise<Envelope<AuthData>>;
  /** Starts a session from auth data the server already gave (e.g. after register). */
  startSession(data: AuthData): void;
  /**
   * Merges fields into the stored auth data of the running session (e.g. a verified phone);
   * does nothing for a visitor and emits no event.
   */
  updateAuthData(patch: Partial<Omit<AuthData, 'token'>>): void;
  /**
   * Follows logins and logouts of the site's other tabs through the platform's storage
   * events (`site.start()` does this); returns the function that stops following.
   */
  followOtherTabs(onStorage: NonNullable<Platform['onStorage']>): () => void;
  /** Calls `auth/logout` (a failure there does not keep anyone logged in), then clears. */
  logout(): Promise<void>;
  /** Makes sure a visitor holds an anonymous token. */
  ensureAnonymousToken(): Promise<void>;
  /** `logged-in` and `logged-out` ({ redirectTo, reloadAfterMs }) for any front end. */
  on: ReturnType<typeof createEmitter<SessionEvents>>['on'];
  /**
   * Set when the player's session ended without a logout here (a 401, a logout in another
   * tab), on this page and on the page the logout reloads (kept in the tab's storage), so the
   * player is told instead of finding a visitor's page. Null after a deliberate logout.
   */
  $endedNotice: ReadableAtom<SessionEndedNotice | null>;
  /** The player has read the notice (or a new login makes it moot). */
  dismissEndedNotice(): void;
  tokens: TokenSource;
}

/** Wires session state to the HTTP client; `http` is given lazily because it needs `tokens`. */
export function createSession(deps: {
  stores: SessionStores;
  storage: KeyValueStorage;
  http: () => HttpClient;
  /** Keys logout clears; default the session's own (createSite passes every SDK key). */
  ownedStorageKeys?: Iterable<string>;
  /** Per-tab storage that survives a reload (sessionStorage); default memory. */
  tabStorage?: KeyValueStorage;
}): SessionModule {
  const { stores, storage } = deps;
  const tabStorage = deps.tabStorage ?? createMemoryStorage();
  const emitter = createEmitter<SessionEvents>();
  const $endedNotice = atom<SessionEndedNotice | null>(takeEndedNotice(tabStorage));
  const setEndedNotice = (notice: SessionEndedNotice | null) => {
    $endedNotice.set(notice);
    leaveEndedNotice(tabStorage, notice);
  };

  const fetchAnonymousToken = singleFlight(async () => {
    const { data } = await deps.http().get('auth/token', {
      // An answer that cannot be sent back as a header is a malformed answer, not a token.
      schema: headerValueSchema,
      auth: false,
    });
    stores.setAnonymousToken(data);
  });

  function clearLocal(reason: LogoutReason, serverMessage?: string): void {
    // Spec 000 §4: logout clears local storage: the SDK's keys, not the host page's. The
    // chosen language is not among them: the page reloads right after and would otherwise
    // flip to Turkish (see docs/session.md).
    for (const key of deps.ownedStorageKeys ?? [AUTH_DATA_KEY, ANONYMOUS_TOKEN_KEY]) {
      storage.removeItem(key);
    }
    stores.setAuthData(null);
    stores.setAnonymousToken(null);
    setEndedNotice(
      reason === 'logout' ? null : serverMessage ? { reason, message: serverMessage } : { reason },
    );
    emitter.emit('logged-out', {
      reason,
      redirectTo: '/',
      reloadAfterMs: LOGOUT_RELOAD_DELAY_MS,
    });
  }

  const tokens: TokenSource = {
    bearer: () => stores.$authData.get()?.token ?? stores.$anonymousToken.get() ?? undefined,
    isPlayer: () => stores.$authData.get() !== null,
    refreshAnonymous: fetchAnonymousToken,
    sessionLost(serverMessage) {
      if (stores.$authData.get()) clearLocal('expired', serverMessage);
      else stores.setAnonymousToken(null);
    },
  };

  function startSession(data: AuthData): void {
    stores.setAuthData(data);
    if ($endedNotice.get()) setEndedNotice(null);
    emitter.emit('logged-in', data);
  }

  return {
    $authData: stores.$authData,
    $session: stores.$session,
    tokens,
    on: emitter.on,
    $endedNotice,
    dismissEndedNotice: () => setEndedNotice(null),
    startSession,
    updateAuthData(patch) {
      const current = stores.$authData.get();
      if (current) stores.setAuthData({ ...current, ...patch });
    },
    async login(credentials) {
      const answer = await deps
        .http()
        .post(
          'auth/login',
          { username: credentials.username, password: credentials.password },
          { schema: authDataSchema },
        );
      startSession(answer.data);
      return answer;
    },
    followOtherTabs(onStorage) {
      return onStorage((key) => {
        if (key !== null && key !== AUTH_DATA_KEY) return;
        const stored = readStored(storage, AUTH_DATA_KEY, authDataSchema) ?? null;
        const current = stores.$authData.get();
        if (stored?.token === current?.token) {
          // Same session, new details (a verified phone…): take them without an event.
          if (stored && current) stores.setAuthData(stored);
          return;
        }
        if (stored) startSession(stored);
        else clearLocal('other-tab');
      });
    },
    async logout() {
      if (!stores.$authData.get()) return;
      try {
        await deps.http().get('auth/logout', { schema: v.unknown() });
      } catch {
        // The answer is "not shown" in the spec; the local session ends either way.
      }
      // A 401 on the call itself has already cleared the session (reason 'expired').
      if (stores.$authData.get()) clearLocal('logout');
    },
    async ensureAnonymousToken() {
      if (stores.$authData.get() || stores.$anonymousToken.get()) return;
      await fetchAnonymousToken();
    },
  };
}
