import { CALL_REQUEST_MESSAGE_KEYS } from '../../account/call-request/call-request.messages';
import { PAYMENTS_MESSAGE_KEYS } from '../../account/payments/payments.messages';
import { CASINO_MESSAGE_KEYS } from '../../casino/casino-messages';
import { PROTECTION_MESSAGE_KEYS } from '../../protection/protection.messages';
import { SHELL_KEYS, type ShellKey } from '../../shell/shell-keys';
import { BET_SETTLED_MESSAGE_KEYS } from '../../sportsbook/bet-slip/bet-settled';
import type { MessageKey, ValidationKey } from './message-keys';
import { ERROR_MESSAGE_KEYS, VALIDATION_MESSAGE_KEYS } from './text-keys';

/** Every key the core can hand to a UI: a UI dictionary must have a text for each. */
export type CoreTextKey = MessageKey | ValidationKey | ShellKey;

/**
 * Every translation key the kernel and the modules emit, in one list: errors, validation,
 * shell, casino, payments and call request. It spans every module, so it is exported from
 * `@site/core/full`; a UI's dictionary test walks it, so a key without a text fails the build.
 */
export const CORE_TEXT_KEYS: readonly CoreTextKey[] = [
  ...new Set<CoreTextKey>([
    ...ERROR_MESSAGE_KEYS,
    ...VALIDATION_MESSAGE_KEYS,
    ...SHELL_KEYS,
    ...CASINO_MESSAGE_KEYS,
    ...PAYMENTS_MESSAGE_KEYS,
    ...CALL_REQUEST_MESSAGE_KEYS,
    ...PROTECTION_MESSAGE_KEYS,
    ...BET_SETTLED_MESSAGE_KEYS,
  ]),
];
