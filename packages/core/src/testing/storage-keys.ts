import { FAVORITES_STORAGE_KEY } from '../casino/casino-favorites.store';
import { KERNEL_STORAGE_KEYS } from '../kernel/storage/sdk-storage-keys';
import { POPUP_SEEN_STORAGE_KEY } from '../shell/image-popup';
import { TOP_BAR_STORAGE_KEY } from '../shell/top-bar';
import { SLIP_SETTINGS_STORAGE_KEYS } from '../sportsbook/bet-slip/slip-settings';
import { SPORTSBOOK_STORAGE_KEYS } from '../sportsbook/sportsbook.constants';

/**
 * Every storage key a full site (`createFullSite`) writes, except the chosen language: the
 * kernel's and each module's (what logout clears). For tests that seed every key.
 */
export const FULL_SITE_STORAGE_KEYS: readonly string[] = [
  ...KERNEL_STORAGE_KEYS,
  POPUP_SEEN_STORAGE_KEY,
  TOP_BAR_STORAGE_KEY,
  FAVORITES_STORAGE_KEY,
  ...Object.values(SPORTSBOOK_STORAGE_KEYS),
  ...Object.values(SLIP_SETTINGS_STORAGE_KEYS),
];
