import type {
  CallRequestMessageKey,
  CallRequestValidationKey,
} from '../../account/call-request/call-request.messages';
import type {
  PaymentsMessageKey,
  PaymentsValidationKey,
} from '../../account/payments/payments.messages';
import type { CasinoMessageKey } from '../../casino/casino-messages';
import type { ProtectionMessageKey } from '../../protection/protection.messages';
import type { BetSettledMessageKey } from '../../sportsbook/bet-slip/bet-settled';

/**
 * Texts the core asks the UI to show. The core never carries wording: it names a key and the
 * UI's dictionaries (tr and en) translate it. Server messages are shown as they come.
 */
export type MessageKey =
  | 'errors.network'
  | 'errors.timeout'
  | 'errors.bug'
  | 'errors.unauthorized'
  | 'errors.http'
  | 'errors.malformed'
  | 'errors.server'
  | 'errors.notLoggedIn'
  | 'errors.busy'
  | 'errors.invalidInput'
  | CasinoMessageKey
  | PaymentsMessageKey
  | CallRequestMessageKey
  | ProtectionMessageKey
  | BetSettledMessageKey;

/** Something to show: a translation key (with parameters) or the server's own text. */
export type DisplayText =
  | { key: MessageKey | ValidationKey; params?: Record<string, string | number> }
  | { text: string };

export type ValidationKey =
  | 'validation.required'
  | 'validation.tooShort'
  | 'validation.tooLong'
  | 'validation.lettersOnly'
  | 'validation.lettersAndDigits'
  | 'validation.digitsOnly'
  | 'validation.email'
  | 'validation.exactDigits'
  | 'validation.mismatch'
  | PaymentsValidationKey
  | CallRequestValidationKey;
