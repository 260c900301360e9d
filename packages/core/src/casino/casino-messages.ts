import type { DisplayText } from '../kernel/i18n/message-keys';

/**
 * Texts the casino asks the UI to show. Like every core text these are translation keys
 * (`group.name`), never wording; the UI's tr and en dictionaries hold the words.
 */
export type CasinoMessageKey =
  | 'casino.addedToFavorites'
  | 'casino.removedFromFavorites'
  | 'casino.gameReloading'
  | 'casino.unsafeLaunchUrl'
  | 'casino.unknownProvider'
  | 'casino.gameNotFound'
  | 'casino.slots'
  | 'casino.liveCasino'
  | 'casino.tvBets'
  | 'casino.popularGames';

/** Every casino key, so a UI dictionary can be checked for completeness. */
export const CASINO_MESSAGE_KEYS: readonly CasinoMessageKey[] = [
  'casino.addedToFavorites',
  'casino.removedFromFavorites',
  'casino.gameReloading',
  'casino.unsafeLaunchUrl',
  'casino.unknownProvider',
  'casino.gameNotFound',
  'casino.slots',
  'casino.liveCasino',
  'casino.tvBets',
  'casino.popularGames',
];

/** A casino key as a DisplayText. */
export function casinoText(key: CasinoMessageKey): DisplayText<CasinoMessageKey> {
  return { key };
}
