import type { KernelTextKey, MessageKey, ValidationKey } from './message-keys';

/**
 * The `errors.*` keys: `errorText` maps every SiteError code to one; `errors.language` is a
 * language switch whose texts failed to load (`i18n.setLocale`).
 */
export const ERROR_MESSAGE_KEYS = [
  'errors.network',
  'errors.timeout',
  'errors.bug',
  'errors.unauthorized',
  'errors.http',
  'errors.malformed',
  'errors.server',
  'errors.notLoggedIn',
  'errors.busy',
  'errors.invalidInput',
  'errors.language',
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

/** The keys the kernel itself can name; `site.textKeys` adds each composed module's. */
export const KERNEL_TEXT_KEYS: readonly KernelTextKey[] = [
  ...ERROR_MESSAGE_KEYS,
  ...VALIDATION_MESSAGE_KEYS,
];
