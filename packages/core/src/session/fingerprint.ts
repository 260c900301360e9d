import * as v from 'valibot';
import type { KeyValueStorage } from '../env/ports';
import { readStored, writeStored } from '../storage/json-storage';

export const FINGERPRINT_KEY = 'fingerprint';

function randomId(): string {
  const crypto = globalThis.crypto;
  if (crypto?.randomUUID) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The device fingerprint sent as `x-fingerprint`: read from storage, else made once and kept. */
export function createFingerprint(storage: KeyValueStorage): () => string {
  let cached: string | undefined;
  return () => {
    cached ??= readStored(storage, FINGERPRINT_KEY, v.pipe(v.string(), v.nonEmpty()));
    if (!cached) {
      cached = randomId();
      writeStored(storage, FINGERPRINT_KEY, cached);
    }
    return cached;
  };
}
