import type { KeyValueStorage } from '../env/ports';
import { headerValueSchema } from '../http/header-value';
import { readStored, writeStored } from '../storage/json-storage';

export const FINGERPRINT_KEY = 'fingerprint';

function randomId(): string {
  const crypto = globalThis.crypto;
  if (crypto?.randomUUID) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The device fingerprint sent as `x-fingerprint`: read from storage, else made once and kept.
 * A stored value that cannot travel as a header is removed and replaced by a new one.
 */
export function createFingerprint(storage: KeyValueStorage): () => string {
  let cached: string | undefined;
  return () => {
    cached ??= readStored(storage, FINGERPRINT_KEY, headerValueSchema);
    if (!cached) {
      cached = randomId();
      writeStored(storage, FINGERPRINT_KEY, cached);
    }
    return cached;
  };
}
