import { CALL_REQUEST_MESSAGE_KEYS } from '../call-request/call-request.messages';
import { CASINO_MESSAGE_KEYS } from '../casino/casino-messages';
import { PAYMENTS_MESSAGE_KEYS } from '../payments/payments.messages';
import { SHELL_KEYS, type ShellKey } from '../shell/shell-keys';
import type { MessageKey, ValidationKey } from './message-keys';

/** The `errors.*` keys (`errorText` maps every SiteError code to one). */
export const ERROR_MESSAGE_KEYS = [
  'errors.network',
  'errors.unauthorized',
  'errors.http',
  'errors.malformed',
  'errors.server',
  'errors.notLoggedIn',
  'errors.busy',
  'errors.invalidInput',
] as const satisfies readonly MessageKey[];

/** The shared form-validation keys (each area adds its own, listed with the area). */
export const VALIDATION_MESSAGE_KEYS = [
  'validation.required',
  'validation.tooShort',
  'validation.tooLong',
  'validation.lettersOnly',
  'validation.lettersAndDigits',
  'validation.digitsOnly',
  'validation.email',
  'validation.exactDigits',
  'validation.mismatch',
] as const satisfies readonly ValidationKey[];

/** Every key the core can hand to a UI: a UI dictionary must have a text for each. */
export type CoreTextKey = MessageKey | ValidationKey | ShellKey;

/**
 * Every translation key the core emits, in one list: errors, validation, shell, casino,
 * payments and call request. A UI's dictionary test walks it (see @site/react's
 * dictionary-coverage test), so a key added here without a text fails the build.
 */
export const CORE_TEXT_KEYS: readonly CoreTextKey[] = [
  ...new Set<CoreTextKey>([
    ...ERROR_MESSAGE_KEYS,
    ...VALIDATION_MESSAGE_KEYS,
    ...SHELL_KEYS,
    ...CASINO_MESSAGE_KEYS,
    ...PAYMENTS_MESSAGE_KEYS,
    ...CALL_REQUEST_MESSAGE_KEYS,
  ]),
];
