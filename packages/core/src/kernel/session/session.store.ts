import { atom, computed, type ReadableAtom } from 'nanostores';
import type { KeyValueStorage } from '../env/ports';
import { headerValueSchema, isHeaderSafe } from '../http/header-value';
import { readStored, writeStored } from '../storage/json-storage';
import {
  ANONYMOUS_TOKEN_KEY,
  AUTH_DATA_KEY,
  type AuthData,
  authDataSchema,
  type SessionState,
} from './session.types';

export interface SessionStores {
  $authData: ReadableAtom<AuthData | null>;
  $anonymousToken: ReadableAtom<string | null>;
  $session: ReadableAtom<SessionState>;
  setAuthData(data: AuthData | null): void;
  setAnonymousToken(token: string | null): void;
}

export function deriveSession(auth: AuthData | null): SessionState {
  if (!auth) {
    return {
      hasLogin: false,
      username: undefined,
      group: undefined,
      crown: false,
      smsVerified: false,
      phone: undefined,
      accessBetco: false,
    };
  }
  return {
    hasLogin: true,
    username: auth.username,
    group: auth.group,
    crown: auth.group === 3 || auth.group === 4,
    smsVerified: auth.smsVerified,
    phone: auth.phone || undefined,
    accessBetco: auth.betcoUrl.trim() !== '',
  };
}

/** Session atoms, restored from storage and written back on every change. */
export function createSessionStores(storage: KeyValueStorage): SessionStores {
  const $authData = atom<AuthData | null>(
    readStored(storage, AUTH_DATA_KEY, authDataSchema) ?? null,
  );
  const $anonymousToken = atom<string | null>(
    readStored(storage, ANONYMOUS_TOKEN_KEY, headerValueSchema) ?? null,
  );
  return {
    $authData,
    $anonymousToken,
    $session: computed($authData, deriveSession),
    setAuthData(data) {
      const usable = data && isHeaderSafe(data.token) ? data : null;
      if (usable) writeStored(storage, AUTH_DATA_KEY, usable);
      else storage.removeItem(AUTH_DATA_KEY);
      $authData.set(usable);
    },
    setAnonymousToken(token) {
      // Kept only when it can be sent back; anything else leaves the visitor without one, and
      // the next call fetches a fresh token.
      const usable = isHeaderSafe(token) ? token : null;
      if (usable) writeStored(storage, ANONYMOUS_TOKEN_KEY, usable);
      else storage.removeItem(ANONYMOUS_TOKEN_KEY);
      $anonymousToken.set(usable);
    },
  };
}
