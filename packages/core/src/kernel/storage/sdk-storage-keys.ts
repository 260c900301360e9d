import { BOOTSTRAP_STORAGE_KEY } from '../bootstrap/bootstrap.types';
import { FINGERPRINT_KEY } from '../session/fingerprint';
import { ANONYMOUS_TOKEN_KEY, AUTH_DATA_KEY } from '../session/session.types';

/**
 * The storage keys the kernel writes, except the chosen language. Logout clears these and the
 * keys each composed module owns (spec 000 §4 "clears local storage"), and only these: a page
 * embedding the SDK keeps its own keys.
 */
export const KERNEL_STORAGE_KEYS: readonly string[] = [
  AUTH_DATA_KEY,
  ANONYMOUS_TOKEN_KEY,
  FINGERPRINT_KEY,
  BOOTSTRAP_STORAGE_KEY,
];
