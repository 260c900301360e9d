import { BOOTSTRAP_STORAGE_KEY } from '../bootstrap/bootstrap.types';
import { FAVOURITES_STORAGE_KEY } from '../casino/casino-favourites.store';
import { FINGERPRINT_KEY } from '../session/fingerprint';
import { ANONYMOUS_TOKEN_KEY, AUTH_DATA_KEY } from '../session/session.types';
import { POPUP_SEEN_STORAGE_KEY } from '../shell/image-popup';
import { TOP_BAR_STORAGE_KEY } from '../shell/top-bar';
import { SPORTSBOOK_STORAGE_KEYS } from '../sportsbook/sportsbook.constants';

/**
 * Every storage key the SDK writes, except the chosen language. Logout clears these (spec 000
 * §4 "clears local storage"), and only these: a page embedding the SDK keeps its own keys.
 */
export const SDK_STORAGE_KEYS: readonly string[] = [
  AUTH_DATA_KEY,
  ANONYMOUS_TOKEN_KEY,
  FINGERPRINT_KEY,
  BOOTSTRAP_STORAGE_KEY,
  FAVOURITES_STORAGE_KEY,
  POPUP_SEEN_STORAGE_KEY,
  TOP_BAR_STORAGE_KEY,
  ...Object.values(SPORTSBOOK_STORAGE_KEYS),
];
