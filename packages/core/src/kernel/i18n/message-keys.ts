/**
 * Texts the core asks the UI to show. The core never carries wording: it names a key and the
 * UI's dictionaries (tr and en) translate it. Server messages are shown as they come. These are
 * the kernel's keys; each module exports its own (`CasinoMessageKey`, `PaymentsMessageKey`, …)
 * and a composed site's are `SiteTextKey<typeof modules>`.
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
  | 'errors.language';

/**
 * Something to show: a translation key (with parameters) or the server's own text. `TKey` is
 * the keys it can name: a module's results say which (`DisplayText<CashoutMessageKey |
 * MessageKey>`); a store every module writes to (the toasts) holds any key.
 */
export type DisplayText<TKey extends string = string> =
  | { key: TKey; params?: Record<string, string | number> }
  | { text: string };

/** The shared form-validation keys; the modules with forms add their own. */
export type ValidationKey =
  | 'validation.required'
  | 'validation.tooShort'
  | 'validation.tooLong'
  | 'validation.lettersOnly'
  | 'validation.lettersAndDigits'
  | 'validation.digitsOnly'
  | 'validation.email'
  | 'validation.exactDigits'
  | 'validation.mismatch';

/** The keys the kernel itself names: errors and the shared validation. */
export type KernelTextKey = MessageKey | ValidationKey;
