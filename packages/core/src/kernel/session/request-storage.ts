import { createMemoryStorage } from '../env/memory-storage';
import type { KeyValueStorage } from '../env/ports';
import { AUTH_DATA_KEY } from './session.types';

/**
 * A storage for one server request (see docs/ssr.md): in memory, holding only the session the
 * request carries, as the browser stored it (`JSON.stringify(site.session.$authData.get())`,
 * e.g. from a cookie). The site validates it when it reads it, so anything malformed is a
 * visitor, exactly like a corrupt `localStorage` value; no storage key leaves the core.
 */
export function createRequestStorage(
  session: { authData?: string | null | undefined } = {},
): KeyValueStorage {
  return createMemoryStorage(session.authData ? { [AUTH_DATA_KEY]: session.authData } : {});
}
